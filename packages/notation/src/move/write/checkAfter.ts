import {
  bishopAttacks,
  knightAttacks,
  opposite,
  pawnAttacks,
  type Role,
  rookAttacks,
  type Square,
  type SquareSet,
} from '@chesslaws/board';
import { encodeMove, type Move, type Position } from '@chesslaws/moves';
import type { CheckKind } from './moveFacts.js';

/**
 * The squares a move empties and fills, and the piece it leaves on its target: enough to
 * tell check without playing it. Flat fields (no arrays): this runs for every move written.
 */
export interface MoveShape {
  /** The piece's role after the move (the promotion piece for a promotion; the rook for castling). */
  readonly placed: Role;
  /** Where that piece stands after the move. */
  readonly placedOn: Square;
  /** The square the moving piece (the king, for castling) leaves. */
  readonly from: Square;
  /** Another square emptied (an e.p. victim's, a castling rook's), or -1. */
  readonly alsoVacated: Square;
  /** Another square filled (a castling king's), or -1. */
  readonly alsoFilled: Square;
}

// True when a and b share a rank, file or diagonal: only then can a slider on one attack the other.
function aligned(a: Square, b: Square): boolean {
  const df = (a & 7) - (b & 7);
  const dr = (a >> 3) - (b >> 3);
  return df === 0 || dr === 0 || df === dr || df === -dr;
}

function diagonal(a: Square, b: Square): boolean {
  const df = (a & 7) - (b & 7);
  const dr = (a >> 3) - (b >> 3);
  return df !== 0 && (df === dr || df === -dr);
}

function straight(a: Square, b: Square): boolean {
  return a !== b && ((a & 7) === (b & 7) || a >> 3 === b >> 3);
}

/**
 * Whether a legal move gives check, found with attack tables on the board after the
 * move (direct check by the placed piece, discovered check by a slider behind a
 * vacated square) instead of playing it.
 */
export function givesCheck(pos: Position, shape: MoveShape): boolean {
  const us = pos.turn;
  const king = pos.kingSquare(opposite(us));
  if (king === undefined) return false;
  const { placedOn: to, from, alsoVacated, alsoFilled } = shape;
  const opensLine = aligned(from, king) || (alsoVacated >= 0 && aligned(alsoVacated, king));
  const placed = shape.placed;
  const slides = placed === 'bishop' || placed === 'rook' || placed === 'queen';
  // Cheap exits first: a knight, pawn or king that opens no line to the king.
  if (placed === 'knight') {
    if (knightAttacks(to).has(king)) return true;
    if (!opensLine) return false;
  } else if (placed === 'pawn') {
    if (pawnAttacks(us, to).has(king)) return true;
    if (!opensLine) return false;
  } else if (!opensLine && (!slides || !aligned(to, king))) return false;

  // Empty first, then fill: in Chess960 a castling rook may land where it or the king stood.
  let occupied: SquareSet = pos.occupied().without(from);
  if (alsoVacated >= 0) occupied = occupied.without(alsoVacated);
  occupied = occupied.with(to);
  if (alsoFilled >= 0) occupied = occupied.with(alsoFilled);
  if (slides) {
    if (
      (placed !== 'rook' && diagonal(to, king) && bishopAttacks(to, occupied).has(king)) ||
      (placed !== 'bishop' && straight(to, king) && rookAttacks(to, occupied).has(king))
    ) {
      return true;
    }
  }
  if (!opensLine) return false;
  const queens = pos.piecesOf(us, 'queen');
  let diagonals = pos.piecesOf(us, 'bishop').union(queens).without(from);
  let lines = pos.piecesOf(us, 'rook').union(queens).without(from);
  // The moved pieces no longer stand where they stood (their new squares were tested above).
  if (alsoVacated >= 0) {
    diagonals = diagonals.without(alsoVacated);
    lines = lines.without(alsoVacated);
  }
  return (
    bishopAttacks(king, occupied).intersects(diagonals) ||
    rookAttacks(king, occupied).intersects(lines)
  );
}

/**
 * Check or mate after a legal move: mate needs the reply search, so the move is made and
 * taken back on `pos` (which ends unchanged), unless `deferMate` (the caller plays the move
 * anyway and looks for mate itself).
 */
export function checkAfter(
  pos: Position,
  move: Move,
  shape: MoveShape,
  deferMate = false,
): CheckKind {
  if (!givesCheck(pos, shape)) return 'none';
  if (deferMate) return 'check';
  // Make and unmake on the position itself: no copy.
  const code = encodeMove(pos, move);
  if (code === 0) throw new RangeError('makeSan: the move is not legal in this position');
  pos.make(code);
  const mate = !pos.hasLegalMoves();
  pos.unmake();
  return mate ? 'mate' : 'check';
}
