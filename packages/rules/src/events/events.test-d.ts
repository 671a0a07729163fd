import { expectTypeOf, it } from 'vitest';
import type { GameEvent, KINDS } from './index.js';
import type { EventOf } from './kind.js';

it('GameEvent lists exactly the events of the kinds in KINDS', () => {
  expectTypeOf<EventOf<(typeof KINDS)[number]>>().toEqualTypeOf<GameEvent>();
});
