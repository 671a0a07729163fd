/**
 * Whether castling may still happen, from the piece placement alone (the board does not know the
 * castling rights): a king and a rook on their first rank with every square the castling needs
 * empty (Chess960 rules) not a wall. Castling moves a rook past its own king in Chess960, which
 * the flood-fill regions do not show, so such rooks are never assumed stuck.
 */
import { type Board, type Color, type Square, SquareSet } from '@chesslaws/board';

/**
 * True when the rook on `rook` might castle some day: it stands on its side's first rank with its
 * king, and no square the castling needs empty (king and rook paths, Chess960 rules) is a wall.
 */
export function mayCastle(board: Board, rook: Square, walls: SquareSet): boolean {
  const color = board.getColor(rook)!;
  const king = board.kingOf(color);
  if (king === undefined || king >> 3 !== rook >> 3 || rook >> 3 !== (color === 'white' ? 0 : 7))
    return false;
  const rank = rook & 56;
  const kingSide = (rook & 7) > (king & 7);
  const span = (a: number, b: number): SquareSet => {
    let squares = SquareSet.empty();
    for (let file = Math.min(a, b); file <= Math.max(a, b); file++)
      squares = squares.with(rank + file);
    return squares;
  };
  const path = span(king & 7, kingSide ? 6 : 2).union(span(rook & 7, kingSide ? 5 : 3));
  return path.without(rook).without(king).isDisjoint(walls);
}

/** True when some rook of `color` might castle some day (`mayCastle`). */
export function mayAnyCastle(board: Board, color: Color, walls: SquareSet): boolean {
  for (const rook of board.pieces(color, 'rook')) if (mayCastle(board, rook, walls)) return true;
  return false;
}
