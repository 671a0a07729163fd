import type { ReadonlyPosition } from '@chesslaws/moves';
import { analyzeWinnability, type Winnability, type WinnabilityOptions } from './winnability.js';

/**
 * The answer to "can anyone still mate?": `dead` (L-5.2.2, neither side can), which sides can,
 * or `unknown` when a side stayed undecided within the node budget.
 */
export type DeadPositionVerdict =
  | 'dead'
  | 'white-can-win'
  | 'black-can-win'
  | 'both-can-win'
  | 'unknown';

/** Both sides' {@link Winnability} and the combined verdict. */
export interface DeadPositionAnalysis {
  /** The combined answer. */
  readonly verdict: DeadPositionVerdict;
  /** Whether the position is dead; `undefined` when not settled. */
  readonly dead: boolean | undefined;
  /** Can White mate? */
  readonly white: Winnability;
  /** Can Black mate? */
  readonly black: Winnability;
}

/**
 * Decides L-5.2.2 for `pos`: runs {@link analyzeWinnability} for both sides (each with the
 * node budget of `opts`). A position is dead when neither side can mate.
 *
 * @example
 * ```ts
 * const pos = unwrap(Position.fromFen('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1'));
 * analyzeDeadPosition(pos).verdict; // 'dead' (blocked pawn wall, bishops that cannot break it)
 * ```
 */
export function analyzeDeadPosition(
  pos: ReadonlyPosition,
  opts: WinnabilityOptions = {},
): DeadPositionAnalysis {
  const white = analyzeWinnability(pos, 'white', opts);
  const black = analyzeWinnability(pos, 'black', opts);
  const w = white.verdict;
  const b = black.verdict;
  const dead =
    w === 'winnable' || b === 'winnable'
      ? false
      : w === 'unwinnable' && b === 'unwinnable'
        ? true
        : undefined;
  let verdict: DeadPositionVerdict = 'unknown';
  if (dead) verdict = 'dead';
  else if (w === 'winnable' && b === 'winnable') verdict = 'both-can-win';
  else if (w === 'winnable' && b === 'unwinnable') verdict = 'white-can-win';
  else if (b === 'winnable' && w === 'unwinnable') verdict = 'black-can-win';
  return { verdict, dead, white, black };
}

/**
 * L-5.2.2 as a predicate: `true` dead, `false` someone can still mate, `undefined` not settled
 * within the node budget.
 */
export function isDeadPosition(
  pos: ReadonlyPosition,
  opts: WinnabilityOptions = {},
): boolean | undefined {
  const white = analyzeWinnability(pos, 'white', opts);
  if (white.verdict === 'winnable') return false;
  const black = analyzeWinnability(pos, 'black', opts);
  if (black.verdict === 'winnable') return false;
  return white.verdict === 'unwinnable' && black.verdict === 'unwinnable' ? true : undefined;
}
