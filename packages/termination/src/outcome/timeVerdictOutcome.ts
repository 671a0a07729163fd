import type { Color } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';
import { type FlagFallOutcomeOptions, flagFallOutcome } from './flagFall.js';
import { drawOutcome, type Outcome } from './termination.js';

/**
 * What a clock says about fallen flags, by shape: `@chesslaws/clock`'s `TimeVerdict` (from
 * `timeVerdict(view)`) fits it, and this package need not depend on the clock.
 * - `loss`: `side`'s flag fell first (L-6.9);
 * - `draw`: both flags are down in the last period, order unknown (L-III.3.1), or both down
 *   under the old rapid rule (S-14.8);
 * - `continue`: both flags down, order unknown, not in the last period: play on (L-III.3.1).
 */
export type TimeVerdictLike =
  | { readonly kind: 'loss'; readonly side: Color; readonly rule: 'L-6.9' }
  | { readonly kind: 'draw'; readonly rule: 'L-III.3.1' | 'S-14.8' }
  | { readonly kind: 'continue'; readonly rule: 'L-III.3.1' };

/**
 * The outcome a clock's verdict gives in `pos`, or `undefined` when the game goes on (no
 * verdict, or `continue`). A loss on time is {@link flagFallOutcome}'s: the opponent wins
 * (`timeout`) unless it cannot mate by any series of legal moves, which draws
 * (`timeout-vs-insufficient-material`, L-6.9; `opts` tunes that analysis). Both flags down is
 * a draw, `both-flags-fallen`, by the verdict's rule (L-III.3.1 or S-14.8). A mate or
 * stalemate on the board before the flag fell is the caller's to check first.
 *
 * @example
 * ```ts
 * const outcome = timeVerdictOutcome(timeVerdict(clock.view(now)), history.current);
 * ```
 */
export function timeVerdictOutcome(
  verdict: TimeVerdictLike | undefined,
  pos: ReadonlyPosition,
  opts: FlagFallOutcomeOptions = {},
): Outcome | undefined {
  switch (verdict?.kind) {
    case 'loss':
      return flagFallOutcome(pos, verdict.side, opts);
    case 'draw':
      return drawOutcome('both-flags-fallen', verdict.rule);
    default:
      return undefined;
  }
}
