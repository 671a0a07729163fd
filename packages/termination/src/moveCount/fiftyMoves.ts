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

/** Options of the automatic seventy-five-move rule (L-9.6.2). */
export interface SeventyFiveMoveOptions {
  /** Moves each player must have made without a pawn move or capture. Default 75. */
  readonly moves?: number;
  /**
   * S-75: in the legacy material classes (`legacyMoveRuleLimit`) the claim needs 25 moves
   * more than the usual 50, and so does this limit (75 -> 100 by default), so the automatic
   * draw still comes 25 moves after a claim became possible. Default `false`.
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
  return opts.legacyMaterialClasses ? legacyMoveRuleLimit(history.current.board, moves) : moves;
}

/**
 * L-9.3.2: the player to move may claim a draw now, because each player has made the last
 * 50 moves (halfmove clock >= 100) without a pawn move or capture. Never in a variant without
 * move-count draws (`variant.moveCountDraws`: crazyhouse).
 */
export function canClaimFiftyMoves(history: PositionHistory, opts: FiftyMoveOptions = {}): boolean {
  if (!history.current.variant.moveCountDraws) return false;
  return history.halfmoveClock() >= 2 * limitOf(history, opts);
}

/**
 * L-9.3.1: the moves the player to move may write down to claim a draw, because after them
 * each player will have made 50 moves without a pawn move or capture: every legal move that
 * is not a pawn move or a capture, once the halfmove clock has reached 99.
 */
export function fiftyMoveClaimMoves(history: PositionHistory, opts: FiftyMoveOptions = {}): Move[] {
  if (!history.current.variant.moveCountDraws) return [];
  if (history.halfmoveClock() + 1 < 2 * limitOf(history, opts)) return [];
  const pos = history.current;
  return pos.legalMoves().filter((move) => !pos.isZeroing(move));
}

/**
 * L-9.6.2: each player has made at least 75 moves (`opts.moves`) without a pawn move or
 * capture (halfmove clock >= 150), which draws the game at once, unless the last move
 * checkmated (then the mate stands, L-5.1.1). With `legacyMaterialClasses`, 100 moves in the
 * S-75 classes. Never in a variant without move-count draws (crazyhouse).
 */
export function isSeventyFiveMoves(
  history: PositionHistory,
  opts: SeventyFiveMoveOptions = {},
): boolean {
  const clock = history.halfmoveClock();
  const moves = opts.moves ?? 75;
  if (clock < 2 * moves) return false; // before the board is looked at: this runs every move
  if (!history.current.variant.moveCountDraws) return false; // a variant without them (crazyhouse)
  // The legacy classes lengthen the claim by 25 moves (50 -> 75); the same extension here.
  const extra = opts.legacyMaterialClasses ? legacyMoveRuleLimit(history.current.board) - 50 : 0;
  return clock >= 2 * (moves + extra) && !history.current.isCheckmate();
}
