import type { Color, GameResult } from '@chesslaws/board';

/**
 * Every way a game can end, as a closed list shared by the rules runtime and the UI.
 * Board endings (`checkmate` ... `seventyfive-moves`) come from this package's predicates;
 * the others are events around the board that a regulation reports.
 */
export const TERMINATIONS = [
  'checkmate',
  'stalemate',
  'variant-end',
  'dead-position',
  'insufficient-material',
  'fivefold-repetition',
  'seventyfive-moves',
  'threefold-repetition',
  'fifty-moves',
  'agreement',
  'resignation',
  'timeout',
  'timeout-vs-insufficient-material',
  'both-flags-fallen',
  'illegal-moves',
  'forfeit',
  'arbiter',
] as const;

/**
 * Why a game ended:
 * - `checkmate` (L-5.1.1, `isCheckmate`), `stalemate` (L-5.2.1),
 * - `variant-end`: a variant's own end on the board (`pos.outcome()`, rule `V-atomic.king-exploded`...;
 *   lichess's status `variantEnd`),
 * - `dead-position` (L-5.2.2, `analyzeDeadPosition`), `insufficient-material` (the part of
 *   L-5.2.2 that material alone proves, `isInsufficientMaterial`; named as python-chess does),
 * - `fivefold-repetition` (L-9.6.1, `isFivefoldRepetition`), `seventyfive-moves` (L-9.6.2, `isSeventyFiveMoves`),
 * - `threefold-repetition` (L-9.2, `canClaimThreefold`), `fifty-moves` (L-9.3, `canClaimFiftyMoves`),
 * - `agreement` (L-5.2.3), `resignation` (L-5.1.2), `timeout` (L-6.9),
 * - `timeout-vs-insufficient-material` (L-6.9: the flag fell but the opponent cannot mate, `analyzeWinnability`),
 * - `both-flags-fallen` (L-III.3.1, S-14.8), `illegal-moves` (L-7.5.5, S-blitz), `forfeit` (default, no-show),
 * - `arbiter` (any other arbiter's decision).
 */
export type Termination = (typeof TERMINATIONS)[number];

/** The endings the Laws apply at once, without a claim (python-chess's `outcome()` without `claim_draw`). */
export const AUTOMATIC_TERMINATIONS = [
  'checkmate',
  'stalemate',
  'variant-end',
  'variant-end',
  'dead-position',
  'insufficient-material',
  'fivefold-repetition',
  'seventyfive-moves',
] as const satisfies readonly Termination[];

/** The draws a player must claim (L-9.2, L-9.3). */
export const CLAIMABLE_DRAWS = [
  'threefold-repetition',
  'fifty-moves',
] as const satisfies readonly Termination[];

/** A draw a player may claim. */
export type ClaimableDraw = (typeof CLAIMABLE_DRAWS)[number];

/**
 * How a game ended: the result, why, the winner (absent for a draw) and, when known,
 * the rule that applied (an ID from REGULATIONS.md such as `'L-9.6.1'`).
 */
export interface Outcome {
  /** `'1-0'`, `'0-1'` or `'1/2-1/2'`. */
  readonly result: GameResult;
  /** Why the game ended. */
  readonly termination: Termination;
  /** The side that won; absent for a draw. */
  readonly winner?: Color;
  /** The rule that ended the game, e.g. `'L-9.6.2'`. */
  readonly byRule?: string;
}

/** True when `value` is one of the {@link TERMINATIONS}. */
export const isTermination = (value: unknown): value is Termination =>
  (TERMINATIONS as readonly unknown[]).includes(value);

/** True for endings the Laws apply without a claim (see {@link AUTOMATIC_TERMINATIONS}). */
export const isAutomaticTermination = (termination: Termination): boolean =>
  (AUTOMATIC_TERMINATIONS as readonly Termination[]).includes(termination);

/** An outcome won by `winner`. */
export function winOutcome(termination: Termination, winner: Color, byRule?: string): Outcome {
  const result: GameResult = winner === 'white' ? '1-0' : '0-1';
  return byRule === undefined
    ? { result, termination, winner }
    : { result, termination, winner, byRule };
}

/** A drawn outcome. */
export function drawOutcome(termination: Termination, byRule?: string): Outcome {
  return byRule === undefined
    ? { result: '1/2-1/2', termination }
    : { result: '1/2-1/2', termination, byRule };
}
