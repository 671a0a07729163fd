import { type Color, opposite } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';
import { analyzeWinnability, type WinnabilityOptions } from '../dead/winnability.js';
import { variantCannotWin } from '../variant/variantEnds.js';
import { drawOutcome, type Outcome, winOutcome } from './termination.js';

/** Options of {@link flagFallOutcome} and {@link illegalMovesOutcome}. */
export interface FlagFallOutcomeOptions extends WinnabilityOptions {
  /**
   * What an undecided analysis (budget exhausted) means: `'win'` (the opponent wins, as chess
   * servers do; the default) or `'draw'`.
   */
  readonly onUnknown?: 'win' | 'draw';
}

function lossUnlessUnwinnable(
  pos: ReadonlyPosition,
  loser: Color,
  opts: FlagFallOutcomeOptions,
): boolean {
  // A variant: the opponent wins unless the variant's material says it cannot (as lichess).
  if (!pos.variant.standard) return !variantCannotWin(pos, opposite(loser));
  const { verdict } = analyzeWinnability(pos, opposite(loser), opts);
  return !(verdict === 'unwinnable' || (verdict === 'unknown' && opts.onUnknown === 'draw'));
}

/**
 * L-6.9: `flagged` ran out of time in `pos`. The opponent wins (`timeout`) unless it cannot
 * mate by any series of legal moves, which draws (`timeout-vs-insufficient-material`). In a
 * variant's position, the draw is when the variant's `insufficientMaterial` says the opponent
 * cannot win (lichess's rule), whatever `onUnknown` says.
 * A mate or stalemate on the board before the flag fell is the caller's to check first.
 */
export function flagFallOutcome(
  pos: ReadonlyPosition,
  flagged: Color,
  opts: FlagFallOutcomeOptions = {},
): Outcome {
  return lossUnlessUnwinnable(pos, flagged, opts)
    ? winOutcome('timeout', opposite(flagged), 'L-6.9')
    : drawOutcome('timeout-vs-insufficient-material', 'L-6.9');
}

/**
 * L-7.5.5: `offender` completed a second illegal move in `pos` (the restored position). The
 * opponent wins (`illegal-moves`) unless it cannot mate by any series of legal moves, which
 * draws (also reported as `illegal-moves`).
 */
export function illegalMovesOutcome(
  pos: ReadonlyPosition,
  offender: Color,
  opts: FlagFallOutcomeOptions = {},
): Outcome {
  return lossUnlessUnwinnable(pos, offender, opts)
    ? winOutcome('illegal-moves', opposite(offender), 'L-7.5.5')
    : drawOutcome('illegal-moves', 'L-7.5.5');
}
