import type { Move } from '@chesslaws/moves';
import {
  canClaimFiftyMoves,
  type FiftyMoveOptions,
  fiftyMoveClaimMoves,
} from '../moveCount/fiftyMoves.js';
import type { PositionHistory } from '../repetition/positionHistory.js';
import { canClaimThreefold, threefoldClaimMoves } from '../repetition/threefold.js';
import { type AutomaticOutcomeOptions, automaticOutcome } from './automaticOutcome.js';
import { type ClaimableDraw, drawOutcome, type Outcome } from './termination.js';

/**
 * A draw the player to move may claim: now (no `intendedMove`, L-9.2.1.2 / L-9.3.2), or by
 * writing down `intendedMove` first (L-9.2.1.1 / L-9.3.1).
 */
export interface DrawClaim {
  /** `threefold-repetition` or `fifty-moves`. */
  readonly termination: ClaimableDraw;
  /** The rule that allows the claim, e.g. `'L-9.2.1.1'`. */
  readonly byRule: string;
  /** The move to write down; absent for a claim on the current position. */
  readonly intendedMove?: Move;
}

/** Options of {@link claimableDraws}: the fifty-move rule's limit and its legacy S-75 classes. */
export interface ClaimableDrawsOptions {
  /** Fifty-move options (`moves`, `legacyMaterialClasses`). */
  readonly fiftyMoves?: FiftyMoveOptions;
}

/**
 * Every draw the player to move may claim, kept apart from the automatic endings (which the
 * arbiter applies without a claim, see {@link automaticOutcome}).
 */
export function claimableDraws(
  history: PositionHistory,
  opts: ClaimableDrawsOptions = {},
): DrawClaim[] {
  const claims: DrawClaim[] = [];
  if (canClaimThreefold(history))
    claims.push({ termination: 'threefold-repetition', byRule: 'L-9.2.1.2' });
  for (const intendedMove of threefoldClaimMoves(history)) {
    claims.push({ termination: 'threefold-repetition', byRule: 'L-9.2.1.1', intendedMove });
  }
  if (canClaimFiftyMoves(history, opts.fiftyMoves)) {
    claims.push({ termination: 'fifty-moves', byRule: 'L-9.3.2' });
  } else {
    for (const intendedMove of fiftyMoveClaimMoves(history, opts.fiftyMoves)) {
      claims.push({ termination: 'fifty-moves', byRule: 'L-9.3.1', intendedMove });
    }
  }
  return claims;
}

/** Options of {@link gameOutcome}. */
export interface GameOutcomeOptions extends AutomaticOutcomeOptions, ClaimableDrawsOptions {
  /** Also end the game on a draw the player to move could claim now (python-chess's `claim_draw`). */
  readonly claimDraw?: boolean;
}

/**
 * The outcome of the current position as python-chess's `outcome(claim_draw=...)` gives it:
 * the automatic ending if any; else, with `claimDraw`, a draw the player to move may claim
 * now (threefold first, then fifty moves); else `undefined` (the game goes on).
 */
export function gameOutcome(
  history: PositionHistory,
  opts: GameOutcomeOptions = {},
): Outcome | undefined {
  const automatic = automaticOutcome(history, opts);
  if (automatic || !opts.claimDraw) return automatic;
  if (canClaimThreefold(history)) return drawOutcome('threefold-repetition', 'L-9.2.1.2');
  if (canClaimFiftyMoves(history, opts.fiftyMoves)) return drawOutcome('fifty-moves', 'L-9.3.2');
  return undefined;
}
