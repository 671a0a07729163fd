import { kingAttacks, opposite, pawnAttacks, ray, type Square } from '@chesslaws/board';
import type { Position } from '@chesslaws/moves';
import { isAttacked, reachingSquares } from '../geometry.js';
import type { Departure } from './matchSan.js';

/** Whether the piece could move to `to` if its own king's safety did not matter (a pseudo-legal move). */
export function couldMove(pos: Position, { role, from }: Departure, to: Square): boolean {
  const target = pos.pieceAt(to);
  if (target?.color === pos.turn) return false;
  if (role === 'king') return kingAttacks(from).has(to);
  if (role !== 'pawn') return reachingSquares(role, to, pos.occupied())?.has(from) ?? false;
  const step = pos.turn === 'white' ? 8 : -8;
  if ((from & 7) !== (to & 7)) {
    return pawnAttacks(pos.turn, from).has(to) && (target !== undefined || to === pos.epSquare);
  }
  if (target) return false;
  const startRank = pos.turn === 'white' ? 1 : 6;
  return (
    to === from + step ||
    (to === from + 2 * step && from >> 3 === startRank && !pos.pieceAt(from + step))
  );
}

/**
 * Whether a pseudo-legal move is legal, decided without generating moves when that is
 * safe: out of check, a piece other than the king may move unless a pin holds it off the
 * line to its king, and the king may go where it is not attacked. `undefined` for the cases
 * left to the move generator (check, en passant).
 */
export function isLegalQuick(
  pos: Position,
  { role, from }: Departure,
  to: Square,
  context: { inCheck?: boolean; pinned?: ReturnType<Position['pinned']> },
): boolean | undefined {
  context.inCheck ??= pos.isCheck();
  if (context.inCheck) return undefined;
  const king = pos.kingSquare(pos.turn);
  if (king === undefined) return undefined;
  if (role === 'king')
    return !isAttacked(pos, to, opposite(pos.turn), pos.occupied().without(from));
  if (role === 'pawn' && to === pos.epSquare && (from & 7) !== (to & 7)) return undefined;
  context.pinned ??= pos.pinned();
  return !context.pinned.has(from) || ray(king, from).has(to);
}
