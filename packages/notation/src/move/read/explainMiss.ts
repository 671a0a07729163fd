import { between, makeSquare, opposite, type Role, type Square } from '@chesslaws/board';
import type { Move, Position } from '@chesslaws/moves';
import type { IllegalReason, SanErrorCode } from '../sanError.js';
import type { CastlingSide } from '../write/moveFacts.js';
import { type Departure, departures, destination, spelledMoves } from './matchSan.js';
import { couldMove } from './pseudoLegal.js';
import type { MoveSyntax } from './scanSan.js';

/** Why no legal move fits a text: no piece could make it at all, or the laws forbid it. */
export interface Miss {
  readonly code: Extract<SanErrorCode, 'ERR_SAN_NO_SUCH_MOVE' | 'ERR_SAN_ILLEGAL'>;
  readonly message: string;
  readonly reason?: IllegalReason;
  /** The forbidden moves, for `ERR_SAN_ILLEGAL`. */
  readonly candidates: readonly Move[];
}

/**
 * Explains a text that fits no legal move. It looks for moves a piece could make if
 * check did not matter (pseudo-legal moves): none means there is no such move; some
 * mean the move is illegal, and the first one says why (pin, check, castling rules).
 */
export function explainMiss(pos: Position, syntax: MoveSyntax): Miss {
  if (syntax.kind === 'castling') return explainCastling(pos, syntax.side);
  const forbidden: Array<{ departure: Departure; move: Move }> = [];
  let target: Square | undefined =
    syntax.toRank === undefined ? undefined : syntax.toRank * 8 + syntax.toFile;
  for (const departure of departures(pos, syntax)) {
    const to = destination(pos, syntax, departure.from);
    if (to === undefined) continue;
    target ??= to;
    if (!couldMove(pos, departure, to)) continue;
    for (const move of spelledMoves(pos, syntax, departure, to))
      forbidden.push({ departure, move });
  }
  const first = forbidden[0];
  if (!first) {
    const role =
      syntax.role ??
      (syntax.fromRank !== undefined && syntax.fromFile !== undefined ? 'piece' : 'pawn');
    const where = target === undefined ? 'there' : `to ${makeSquare(target)}`;
    return {
      code: 'ERR_SAN_NO_SUCH_MOVE',
      message: `no ${pos.turn} ${role} can move ${where}`,
      candidates: [],
    };
  }
  const { role, from } = first.departure;
  const reason: IllegalReason =
    role === 'king'
      ? 'into-check'
      : pos.isCheck()
        ? 'in-check'
        : pos.pinned().has(from)
          ? 'pinned'
          : 'exposes-king';
  return {
    code: 'ERR_SAN_ILLEGAL',
    reason,
    message: illegalMessage(reason, role, from, first.move.to),
    candidates: forbidden.map((f) => f.move),
  };
}

function illegalMessage(reason: IllegalReason, role: Role, from: Square, to: Square): string {
  switch (reason) {
    case 'into-check':
      return `the king would move into check on ${makeSquare(to)}`;
    case 'in-check':
      return `the king is in check and the ${role} move ${makeSquare(from)}-${makeSquare(to)} does not parry it`;
    case 'pinned':
      return `the ${role} on ${makeSquare(from)} is pinned to its king`;
    default:
      return `the ${role} move ${makeSquare(from)}-${makeSquare(to)} would expose the king`;
  }
}

// Castling (L-3.8): rights, check, empty squares, attacked squares, in that order.
function explainCastling(pos: Position, side: CastlingSide): Miss {
  const illegal = (reason: IllegalReason, message: string): Miss => ({
    code: 'ERR_SAN_ILLEGAL',
    reason,
    message,
    candidates: [],
  });
  const us = pos.turn;
  const king = pos.kingSquare(us);
  const backRank = us === 'white' ? 0 : 56;
  const rook =
    king === undefined || (king & 56) !== backRank
      ? undefined
      : [...pos.castlingRights].find(
          (sq) => (sq & 56) === backRank && (sq & 7) > (king & 7) === (side === 'short'),
        );
  if (king === undefined || rook === undefined) {
    return illegal('castling-rights', `${us} may no longer castle ${side}`);
  }
  if (pos.isCheck())
    return illegal('castling-out-of-check', 'the king may not castle out of check');
  const kingTo = backRank | (side === 'short' ? 6 : 2);
  const rookTo = backRank | (side === 'short' ? 5 : 3);
  const path = between(king, kingTo)
    .with(kingTo)
    .union(between(rook, rookTo))
    .with(rookTo)
    .without(king)
    .without(rook);
  if (path.intersects(pos.occupied())) {
    return illegal('castling-blocked', 'the king may not castle over pieces between king and rook');
  }
  const transit = pos.occupied().without(king).without(rook);
  for (const sq of between(king, kingTo)) {
    if (pos.isAttacked(sq, opposite(us), transit)) {
      return illegal(
        'castling-through-check',
        `the king may not castle through check on ${makeSquare(sq)}`,
      );
    }
  }
  return illegal(
    'castling-into-check',
    `the king may not castle into check on ${makeSquare(kingTo)}`,
  );
}
