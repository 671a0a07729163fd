import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../presets/presets.js';
import { bonusForMove, periodOfMove, timeForMoves } from './periods.js';
import type { Bonus, Stage } from './types.js';

/** The time for the first `moves` moves, move by move through `periodOfMove`: the reference. */
function moveByMove(stages: readonly Stage[], moves: number, countDelay: boolean) {
  let total = 0;
  for (let move = 1; move <= moves; move++) {
    const span = periodOfMove(stages, move);
    if (span === undefined) return undefined;
    if (move === span.startsAfter + 1) total += span.stage.time;
    total += bonusForMove(span, move, countDelay);
  }
  return total;
}

const bonus: fc.Arbitrary<Bonus | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({ kind: fc.constant('fischer' as const), time: fc.nat(30_000) }),
  fc.record({
    kind: fc.constant('fischer' as const),
    time: fc.nat(30_000),
    fromMove: fc.integer({ min: 1, max: 70 }),
  }),
  fc.record({ kind: fc.constant('bronstein' as const), time: fc.nat(5000) }),
  fc.record({ kind: fc.constant('us-delay' as const), time: fc.nat(5000) }),
);
const period = fc
  .record({ time: fc.nat(5_400_000), moves: fc.option(fc.integer({ min: 1, max: 50 })), bonus })
  .map(({ time, moves, bonus: b }) => {
    const stage: Record<string, unknown> = { kind: 'period', time };
    if (moves !== null) stage.moves = moves;
    if (b) stage.bonus = b;
    return stage as unknown as Stage;
  });
const stages = fc.oneof(
  fc.array(period, { minLength: 1, maxLength: 4 }),
  fc
    .tuple(period, fc.constantFrom<Stage>({ kind: 'byo-yomi', time: 30_000, periods: 5 }))
    .map(([p, o]) => [p, o]),
  fc.constant<Stage[]>([{ kind: 'per-move', time: 30_000 }]),
);

describe('timeForMoves', () => {
  it('L-A.1 L-B.1 the time for 60 moves of every preset is the move-by-move sum', () => {
    for (const control of Object.values(PRESETS))
      for (const side of [control.white, control.black])
        for (const countDelay of [false, true])
          expect(timeForMoves(side, 60, countDelay)).toBe(moveByMove(side, 60, countDelay));
  });

  it('L-A.1 agrees with the move-by-move sum on any stage list (repeating periods, overtime)', () => {
    fc.assert(
      fc.property(stages, fc.nat(130), fc.boolean(), (list, moves, countDelay) => {
        expect(timeForMoves(list, moves, countDelay)).toBe(moveByMove(list, moves, countDelay));
      }),
      propertyOptions({ numRuns: 500 }),
    );
  });
});
