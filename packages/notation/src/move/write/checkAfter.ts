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

/** The squares a move empties and fills, and the piece it leaves on its target. */
export interface MoveShape {
  /** The piece's role after the move (the promotion piece for a promotion; the rook for castling). */
  readonly placed: Role;
  /** Where that piece stands after the move. */
  readonly placedOn: Square;
  /** The squares emptied (departure, an e.p. victim's square, a castling king's and rook's squares). */
  readonly vacated: readonly Square[];
  /** The squares filled. */
  readonly filled: readonly Square[];
}

// True when a and b share a rank, file or diagonal: only then can emptying one open a line to the other.
function aligned(a: Square, b: Square): boolean {
  const df = (a & 7) - (b & 7);
  const dr = (a >> 3) - (b >> 3);
  return df === 0 || dr === 0 || df === dr || df === -dr;
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
  let occupied: SquareSet = pos.occupied();
  for (const sq of shape.vacated) occupied = occupied.without(sq);
  for (const sq of shape.filled) occupied = occupied.with(sq);
  const to = shape.placedOn;
  switch (shape.placed) {
    case 'pawn':
      if (pawnAttacks(us, to).has(king)) return true;
      break;
    case 'knight':
      if (knightAttacks(to).has(king)) return true;
      break;
    case 'bishop':
      if (bishopAttacks(to, occupied).has(king)) return true;
      break;
    case 'rook':
      if (rookAttacks(to, occupied).has(king)) return true;
      break;
    case 'queen':
      if (bishopAttacks(to, occupied).has(king) || rookAttacks(to, occupied).has(king)) return true;
      break;
    case 'king':
      break;
  }
  if (!shape.vacated.some((sq) => aligned(sq, king))) return false;
  const queens = pos.piecesOf(us, 'queen');
  let diagonal = pos.piecesOf(us, 'bishop').union(queens);
  let straight = pos.piecesOf(us, 'rook').union(queens);
  // The moved pieces no longer stand where they stood (their new squares were tested above).
  for (const sq of shape.vacated) {
    diagonal = diagonal.without(sq);
    straight = straight.without(sq);
  }
  return (
    bishopAttacks(king, occupied).intersects(diagonal) || rookAttacks(king, occupied).intersects(straight)
  );
}

/**
 * Check or mate after a legal move: mate needs the reply search, so the move is made and
 * taken back on `pos` (which ends unchanged), unless `deferMate` (the caller plays the move anyway and looks for mate itself).
 */
export function checkAfter(pos: Position, move: Move, shape: MoveShape, deferMate = false): CheckKind {
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
