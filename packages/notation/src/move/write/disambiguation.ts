import {
  between,
  knightAttacks,
  type Role,
  ray,
  type Square,
  type SquareSet,
} from '@chesslaws/board';
import type { Position } from '@chesslaws/moves';
import type { Disambiguation } from './moveFacts.js';

// Whether a piece of `role` on `from` reaches `to` through empty squares (pins ignored).
function reaches(role: Role, from: Square, to: Square, occupied: SquareSet): boolean {
  if (role === 'knight') return knightAttacks(to).has(from);
  const df = (from & 7) - (to & 7);
  const dr = (from >> 3) - (to >> 3);
  const onDiagonal = df !== 0 && (df === dr || df === -dr);
  const onLine = (df === 0) !== (dr === 0);
  const geometry = role === 'bishop' ? onDiagonal : role === 'rook' ? onLine : onDiagonal || onLine;
  return geometry && between(from, to).isDisjoint(occupied);
}

/**
 * How SAN tells the move of the piece on `from` to `to` apart from the same move by
 * another piece of its kind (L-C): by the file when that is enough, else by the rank,
 * else by both. Cheap: only pieces that reach `to` are tested for legality, and without
 * generating moves unless the own king is in check.
 */
export function disambiguation(
  pos: Position,
  role: Role,
  from: Square,
  to: Square,
): Disambiguation {
  if (role === 'pawn' || role === 'king') return 'none'; // pawns name their file when they capture; there is one king
  const rivals = pos.piecesOf(pos.turn, role).without(from);
  if (rivals.isEmpty()) return 'none';
  const occupied = pos.occupied();
  let sameFile = false;
  let sameRank = false;
  let any = false;
  let inCheck: boolean | undefined;
  let pinned: SquareSet | undefined;
  const king = pos.kingSquare(pos.turn);
  for (const rival of rivals) {
    if (!reaches(role, rival, to, occupied)) continue;
    inCheck ??= pos.isCheck();
    // Out of check, a rival that reaches `to` may move there unless a pin holds it off that line.
    let legal: boolean;
    if (inCheck || king === undefined) legal = pos.isLegal({ from: rival, to });
    else {
      pinned ??= pos.pinned();
      legal = !pinned.has(rival) || ray(king, rival).has(to);
    }
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
