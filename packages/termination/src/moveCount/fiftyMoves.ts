import type { Move } from '@chesslaws/moves';
import type { PositionHistory } from '../repetition/positionHistory.js';
import { legacyMoveRuleLimit } from './legacySeventyFive.js';

/** Options of the fifty-move claim (L-9.3). */
export interface FiftyMoveOptions {
  /** Moves each player must have made without a pawn move or capture. Default 50. */
  readonly moves?: number;
  /**
   * S-75: use the legacy limit of 75 moves for the material classes of the old codes (seed 002),
   * as `legacyMoveRuleLimit` lists them. Overrides `moves` when the class applies. Default `false`.
   */
  readonly legacyMaterialClasses?: boolean;
}

/**
 * The number of moves *each* player has made since the last pawn move or capture: a count of
 * halfmoves halved, so it works the same whoever moved first and from a FEN whose halfmove
 * clock is not zero (the FEN's clock counts as moves already made).
 */
export function movesWithoutProgress(history: PositionHistory): number {
  return Math.floor(history.halfmoveClock() / 2);
}

function limitOf(history: PositionHistory, opts: FiftyMoveOptions): number {
  const moves = opts.moves ?? 50;
  return opts.legacyMaterialClasses
    ? legacyMoveRuleLimit(history.peekPosition().board, moves)
    : moves;
}

/**
 * L-9.3.2: the player to move may claim a draw now, because each player has made the last
 * 50 moves (halfmove clock >= 100) without a pawn move or capture.
 */
export function canClaimFiftyMoves(history: PositionHistory, opts: FiftyMoveOptions = {}): boolean {
  return history.halfmoveClock() >= 2 * limitOf(history, opts);
}

/**
 * L-9.3.1: the moves the player to move may write down to claim a draw, because after them
 * each player will have made 50 moves without a pawn move or capture.
 */
export function fiftyMoveClaimMoves(history: PositionHistory, opts: FiftyMoveOptions = {}): Move[] {
  if (history.halfmoveClock() + 1 < 2 * limitOf(history, opts)) return [];
  const pos = history.peekPosition();
  return pos.legalMoves().filter((move) => !pos.isZeroing(move));
}

/**
 * L-9.6.2: each player has made at least 75 moves without a pawn move or capture (halfmove
 * clock >= 150), which draws the game at once, unless the last move checkmated (then the
 * mate stands, L-5.1.1).
 */
export function isSeventyFiveMoves(history: PositionHistory): boolean {
  return history.halfmoveClock() >= 150 && !history.peekPosition().isCheckmate();
}
