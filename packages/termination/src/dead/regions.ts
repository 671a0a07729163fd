/**
 * Where a piece can ever get to when some squares are walls: flood fills over king, knight
 * and slider moves. Used on positions whose pawns can never move again, where these regions
 * are exactly the squares a piece can visit (moves inside a region are reversible).
 */
import {
  bishopAttacks,
  type Color,
  kingAttacks,
  knightAttacks,
  pawnAttacks,
  queenAttacks,
  type Role,
  rookAttacks,
  type Square,
  SquareSet,
} from '@chesslaws/board';

const NOT_FILE_A = SquareSet.fromFile(0).complement();
const NOT_FILE_H = SquareSet.fromFile(7).complement();

/** The set plus every square a king step away from it. */
export function kingDilate(set: SquareSet): SquareSet {
  const row = set
    .union(set.intersect(NOT_FILE_H).shl64(1))
    .union(set.intersect(NOT_FILE_A).shr64(1));
  return row.union(row.shl64(8)).union(row.shr64(8));
}

/** Squares a king on `from` can walk to through `passable` squares (`from` included). */
export function kingRegion(from: Square, passable: SquareSet): SquareSet {
  let region = SquareSet.fromSquare(from);
  for (;;) {
    const next = kingDilate(region).intersect(passable).union(region);
    if (next.equals(region)) return region;
    region = next;
  }
}

/** Squares a piece of `color` attacks from `square` when only `walls` block lines. */
export function attacksFrom(
  role: Role,
  square: Square,
  walls: SquareSet,
  color: Color = 'white',
): SquareSet {
  switch (role) {
    case 'pawn':
      return pawnAttacks(color, square);
    case 'knight':
      return knightAttacks(square);
    case 'bishop':
      return bishopAttacks(square, walls);
    case 'rook':
      return rookAttacks(square, walls);
    case 'queen':
      return queenAttacks(square, walls);
    default:
      return kingAttacks(square);
  }
}

/** The squares a knight, bishop, rook or queen can reach from `from`, and what it attacks from them. */
export interface PieceReach {
  /** Squares the piece can stand on. */
  readonly region: SquareSet;
  /** Squares it attacks from some square of its region. */
  readonly attacks: SquareSet;
}

/**
 * Flood fill of a knight or slider from `from`: it stops on `walls` (lines end there) and
 * enters only `passable` squares.
 */
export function pieceReach(
  role: Role,
  from: Square,
  walls: SquareSet,
  passable: SquareSet,
): PieceReach {
  let region = SquareSet.fromSquare(from);
  let attacked = SquareSet.empty();
  let frontier = region;
  while (frontier.nonEmpty()) {
    let next = SquareSet.empty();
    for (const square of frontier) {
      const targets = attacksFrom(role, square, walls);
      attacked = attacked.union(targets);
      next = next.union(targets);
    }
    frontier = next.intersect(passable).diff(region);
    region = region.union(frontier);
  }
  return { region, attacks: attacked };
}
