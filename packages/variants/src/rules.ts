/**
 * Small helpers the variants share, written on the public API of `@chesslaws/moves`.
 * @packageDocumentation
 */
import {
  type Board,
  bishopAttacks,
  type Color,
  kingAttacks,
  knightAttacks,
  pawnAttacks,
  rookAttacks,
  type Square,
  type SquareSet,
} from '@chesslaws/board';
import type { PositionErrorCode, PositionProblem, ReadonlyPosition } from '@chesslaws/moves';

/** The other side. */
export const otherColor = (color: Color): Color => (color === 'white' ? 'black' : 'white');

/** `problems` without those of the given codes. */
export function withoutProblems(
  problems: PositionProblem[],
  ...codes: PositionErrorCode[]
): PositionProblem[] {
  return problems.filter((p) => !codes.includes(p.code));
}

/** True when the two kings stand side by side. */
export function kingsAdjacent(board: Board): boolean {
  const white = board.kingOf('white');
  const black = board.kingOf('black');
  if (white === undefined || black === undefined) return false;
  return Math.abs((white & 7) - (black & 7)) <= 1 && Math.abs((white >> 3) - (black >> 3)) <= 1;
}

/** True when the pawn of `color` on `square` is stuck behind a pawn and has nothing to take. */
export function pawnStuck(pos: ReadonlyPosition, color: Color, square: Square): boolean {
  const ahead = color === 'white' ? square + 8 : square - 8;
  if (ahead < 0 || ahead > 63 || pos.pieceAt(ahead)?.role !== 'pawn') return false;
  const file = square & 7;
  for (const df of [-1, 1]) {
    const f = file + df;
    if (f < 0 || f > 7) continue;
    const target = pos.pieceAt(ahead + df);
    if (target && target.color !== color) return false;
  }
  return true;
}

/** True when `color` has nothing but its king (or nothing at all). */
export function onlyKing(pos: ReadonlyPosition, color: Color): boolean {
  return pos.piecesOf(color).diff(pos.piecesOf(color, 'king')).isEmpty();
}

/** The pieces of `by` that attack `square` on `board` (for setup checks, before a position exists). */
export function attackersOf(board: Board, square: Square, by: Color): SquareSet {
  const occupied = board.occupied;
  const queens = board.byRole.queen;
  return kingAttacks(square)
    .intersect(board.byRole.king)
    .union(knightAttacks(square).intersect(board.byRole.knight))
    .union(pawnAttacks(by === 'white' ? 'black' : 'white', square).intersect(board.byRole.pawn))
    .union(bishopAttacks(square, occupied).intersect(board.byRole.bishop.union(queens)))
    .union(rookAttacks(square, occupied).intersect(board.byRole.rook.union(queens)))
    .intersect(board.byColor[by]);
}
