// Attack geometry shared by writing and reading moves.
import {
  bishopAttacks,
  type Color,
  kingAttacks,
  knightAttacks,
  opposite,
  pawnAttacks,
  queenAttacks,
  type Role,
  rookAttacks,
  type Square,
  type SquareSet,
} from '@chesslaws/board';
import type { Position } from '@chesslaws/moves';

/** True when a piece of `attacker` attacks `square`, given which squares are occupied (L-3.1: pins do not matter). */
export function isAttacked(
  pos: Position,
  square: Square,
  attacker: Color,
  occupied: SquareSet,
): boolean {
  const queens = pos.piecesOf(attacker, 'queen');
  return (
    knightAttacks(square).intersects(pos.piecesOf(attacker, 'knight')) ||
    kingAttacks(square).intersects(pos.piecesOf(attacker, 'king')) ||
    pawnAttacks(opposite(attacker), square).intersects(pos.piecesOf(attacker, 'pawn')) ||
    bishopAttacks(square, occupied).intersects(
      pos.piecesOf(attacker, 'bishop').union(queens).intersect(occupied),
    ) ||
    rookAttacks(square, occupied).intersects(
      pos.piecesOf(attacker, 'rook').union(queens).intersect(occupied),
    )
  );
}

/** Squares from which a piece of `role` would attack `to` on an otherwise empty line (pins ignored). */
export function reachingSquares(
  role: Role,
  to: Square,
  occupied: SquareSet,
): SquareSet | undefined {
  switch (role) {
    case 'knight':
      return knightAttacks(to);
    case 'bishop':
      return bishopAttacks(to, occupied);
    case 'rook':
      return rookAttacks(to, occupied);
    case 'queen':
      return queenAttacks(to, occupied);
    default:
      return undefined;
  }
}
