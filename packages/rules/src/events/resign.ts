// `resign`: a player resigns (L-5.1.2); the `core` plugin's `outcomeOf` ends the game.
import type { Color } from '@chesslaws/board';
import { defineEvent, meaningOnly } from './kind.js';

/** A player resigns (L-5.1.2). */
export interface ResignEvent {
  /** Discriminant. */
  readonly type: 'resign';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who resigns. */
  readonly by: Color;
}

/** A resignation: no mechanics; `core` rules the loss. */
export const resign = defineEvent<ResignEvent>({
  type: 'resign',
  fields: { by: 'color' },
  core: true,
  judgedElsewhere: false,
  apply: meaningOnly,
});
