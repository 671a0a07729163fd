import type { Adjustment } from '../clock/clock.js';
import type { ClockView } from '../clock/view.js';
import { type Color, opposite } from '../color.js';
import { MINUTE } from '../duration.js';

/** A time penalty: the adjustments it makes when `side` offends, given the clocks now. */
export type Penalty = (side: Color, view: ClockView) => readonly Adjustment[];

/** The opponent of `offender` gets `bonus` ms (L-7.5.5, L-9.5, L-A.3). */
export const opponentBonus =
  (bonus: number): Penalty =>
  (offender) => [{ side: opposite(offender), delta: bonus }];

/** `amount` ms are taken off the offender's clock (S-claim-5). */
export const timeDeduction =
  (amount: number): Penalty =>
  (offender) => [{ side: offender, delta: -amount }];

/**
 * FIDE 1997 incorrect claim (S-claim-9.5-old, seed 004): the opponent gets 3 min; the
 * claimant loses half the time left, at most 3 min, when above 2 min; is set to 1 min
 * when between 1 and 2 min; keeps the time when below 1 min.
 */
export const halfTimeUpToThree: Penalty = (claimant, view) => {
  const left = view[claimant].time;
  const loss =
    left > 2 * MINUTE
      ? Math.min(Math.floor(left / 2), 3 * MINUTE)
      : left > MINUTE
        ? left - MINUTE
        : 0;
  const out: Adjustment[] = [{ side: opposite(claimant), delta: 3 * MINUTE }];
  if (loss > 0) out.push({ side: claimant, delta: -loss });
  return out;
};

/** The time penalties of the Laws and of the older codes, by what they punish. */
export const PENALTIES = {
  /** L-7.5.5 standard chess: a completed illegal move gives the opponent 2 min. */
  'illegal-move': opponentBonus(2 * MINUTE),
  /** L-A.3 / L-B.2 rapid and blitz: 1 min instead of 2. */
  'illegal-move-rapid': opponentBonus(1 * MINUTE),
  /** L-9.5 an incorrect draw claim gives the opponent 2 min. */
  'incorrect-claim': opponentBonus(2 * MINUTE),
  /** L-A.3 rapid: 1 min instead of 2. */
  'incorrect-claim-rapid': opponentBonus(1 * MINUTE),
  /** S-claim-5 Soviet code: 5 min are added to the claimant's used time. */
  'incorrect-claim-soviet': timeDeduction(5 * MINUTE),
  /** S-claim-9.5-old FIDE 1997: half the claimant's time up to 3 min, and 3 min to the opponent. */
  'incorrect-claim-1997': halfTimeUpToThree,
} as const satisfies Record<string, Penalty>;
