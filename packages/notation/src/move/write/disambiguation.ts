import {
  bishopAttacks,
  knightAttacks,
  queenAttacks,
  type Role,
  ray,
  rookAttacks,
  type Square,
  type SquareSet,
} from '@chesslaws/board';
import type { Position } from '@chesslaws/moves';
import type { Disambiguation } from './moveFacts.js';

/** Squares from which a piece of `role` would attack `to` on an otherwise empty line (pins ignored). */
export function reachingSquares(role: Role, to: Square, occupied: SquareSet): SquareSet | undefined {
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

/**
 * How SAN tells the move of the piece on `from` to `to` apart from the same move by
 * another piece of its kind (L-C): by the file when that is enough, else by the rank,
 * else by both. Cheap: only pieces that reach `to` are tested for legality, not every move.
 */
export function disambiguation(pos: Position, role: Role, from: Square, to: Square): Disambiguation {
  const reach = reachingSquares(role, to, pos.occupied());
  if (!reach) return 'none'; // pawns name their file when they capture; there is one king
  const rivals = reach.intersect(pos.piecesOf(pos.turn, role)).without(from);
  if (rivals.isEmpty()) return 'none';
  let sameFile = false;
  let sameRank = false;
  let any = false;
  const inCheck = pos.isCheck();
  const pinned = inCheck ? undefined : pos.pinned();
  const king = pos.kingSquare(pos.turn);
  for (const rival of rivals) {
    // Out of check, a rival that reaches `to` may move there unless a pin holds it off that line.
    const legal =
      inCheck || king === undefined
        ? pos.isLegal({ from: rival, to })
        : !pinned!.has(rival) || ray(king, rival).has(to);
    if (!legal) continue;
    any = true;
    if ((rival & 7) === (from & 7)) sameFile = true;
    if (rival >> 3 === from >> 3) sameRank = true;
  }
  if (!any) return 'none';
  if (!sameFile) return 'file';
  if (!sameRank) return 'rank';
  return 'square';
}
