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
 * A draw the player to move may claim: now (no `intendedMoves`, L-9.2.1.2 / L-9.3.2), or by
 * writing down one of `intendedMoves` first (L-9.2.1.1 / L-9.3.1). One claim per rule, so a
 * UI shows one button per claim and offers (or highlights) the moves that qualify.
 */
export interface DrawClaim {
  /** `threefold-repetition` or `fifty-moves`. */
  readonly termination: ClaimableDraw;
  /** The rule that allows the claim, e.g. `'L-9.2.1.1'`. */
  readonly byRule: string;
  /**
   * For a claim with an intended move: every move that qualifies, canonical and never empty;
   * the claimant writes down one of them. For L-9.3.1 that is any legal move that is not a
   * pawn move or a capture; for L-9.2.1.1, those after which the position appears for the
   * third time. Absent for a claim on the current position.
   */
  readonly intendedMoves?: readonly Move[];
}

/** Options of {@link drawClaims}: the fifty-move rule's limit and its legacy S-75 classes. */
export interface DrawClaimsOptions {
  /** Fifty-move options (`moves`, `legacyMaterialClasses`). */
  readonly fiftyMoves?: FiftyMoveOptions;
}

/**
 * Every draw the player to move may claim, one per rule (threefold first): kept apart from
 * the automatic endings, which the arbiter applies without a claim (see
 * {@link automaticOutcome}). A fifty-move claim now makes the one with an intended move moot,
 * so only the first is listed; both threefold claims may stand together.
 */
export function drawClaims(history: PositionHistory, opts: DrawClaimsOptions = {}): DrawClaim[] {
  const claims: DrawClaim[] = [];
  if (canClaimThreefold(history))
    claims.push({ termination: 'threefold-repetition', byRule: 'L-9.2.1.2' });
  const repeating = threefoldClaimMoves(history);
  if (repeating.length > 0) {
    claims.push({
      termination: 'threefold-repetition',
      byRule: 'L-9.2.1.1',
      intendedMoves: repeating,
    });
  }
  if (canClaimFiftyMoves(history, opts.fiftyMoves)) {
    claims.push({ termination: 'fifty-moves', byRule: 'L-9.3.2' });
  } else {
    const quiet = fiftyMoveClaimMoves(history, opts.fiftyMoves);
    if (quiet.length > 0) {
      claims.push({ termination: 'fifty-moves', byRule: 'L-9.3.1', intendedMoves: quiet });
    }
  }
  return claims;
}

/** Options of {@link gameOutcome}. */
export interface GameOutcomeOptions extends AutomaticOutcomeOptions, DrawClaimsOptions {
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
