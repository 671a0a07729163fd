import { between, makeSquare, opposite, type Role, type Square } from '@chesslaws/board';
import { dropMove, type Move, type Position } from '@chesslaws/moves';
import type { IllegalReason, SanErrorCode } from '../sanError.js';
import type { CastlingSide } from '../write/moveFacts.js';
import { type Departure, departures, destination, spelledMoves } from './matchSan.js';
import { couldMove } from './pseudoLegal.js';
import type { MoveText } from './scanSan.js';

/** Why no legal move fits a text: no piece could make it at all, or the laws forbid it. */
export interface Miss {
  readonly code: Extract<SanErrorCode, 'ERR_SAN_NO_SUCH_MOVE' | 'ERR_SAN_ILLEGAL'>;
  readonly message: string;
  readonly reason?: IllegalReason;
  /** The forbidden moves, for `ERR_SAN_ILLEGAL`. */
  readonly candidates: readonly Move[];
  /** Where in the text the problem is, when one part of it is to blame (drops). */
  readonly offset?: number;
}

/**
 * Explains a text that fits no legal move. It looks for moves a piece could make if
 * check did not matter (pseudo-legal moves): none means there is no such move; some
 * mean the move is illegal, and the first one says why (pin, check, castling rules).
 */
export function explainMiss(pos: Position, syntax: MoveText): Miss {
  if (pos.isVariantEnd()) return gameOver(pos);
  if (syntax.kind === 'castling') return explainCastling(pos, syntax.side);
  if (syntax.kind === 'drop') return explainDrop(pos, syntax);
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
  const promotion = syntax.promotion;
  if (
    !first &&
    promotion !== undefined &&
    !(pos.variant.promotions as readonly string[]).includes(promotion)
  ) {
    return {
      code: 'ERR_SAN_NO_SUCH_MOVE',
      message: `a pawn may not promote to a ${promotion} in ${pos.variant.title}`,
      candidates: [],
    };
  }
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
  const reason = illegalReason(pos, role, from, first.move.to);
  return {
    code: 'ERR_SAN_ILLEGAL',
    reason,
    message: illegalMessage(pos, reason, role, from, first.move.to),
    candidates: forbidden.map((f) => f.move),
  };
}

// A variant's own end on the board (the hill, the third check): no move follows it.
function gameOver(pos: Position): Miss {
  const outcome = pos.outcome();
  const rule = outcome?.rule ?? '';
  const summary = pos.variant.rules.find((r) => r.id === rule)?.summary;
  const result = outcome?.winner === undefined ? 'drawn' : `won by ${outcome.winner}`;
  return {
    code: 'ERR_SAN_ILLEGAL',
    reason: 'variant-rule',
    message: `the game is over (${result}${summary ? `: ${summary}` : ''}, ${rule}); no move follows`,
    candidates: [],
  };
}

// Standard chess's reasons (L-3.9) first where the variant keeps royal kings, then its own.
function illegalReason(pos: Position, role: Role, from: Square, to: Square): IllegalReason {
  const variant = pos.variant;
  const capture = pos.pieceAt(to) !== undefined || (role === 'pawn' && (from & 7) !== (to & 7));
  if (variant.forcedCaptures && !capture && hasCapture(pos)) return 'forced-capture';
  if (variant.explosions && role === 'king' && capture) return 'variant-rule';
  if (variant.check === 'none') return 'variant-rule';
  if (role === 'king') return 'into-check';
  if (pos.isCheck()) return 'in-check';
  if (pos.pinned().has(from)) return 'pinned';
  return variant.standard ? 'exposes-king' : 'variant-rule';
}

function hasCapture(pos: Position): boolean {
  return pos.legalMoves().some((m) => m.drop === undefined && pos.isCapture(m));
}

function illegalMessage(
  pos: Position,
  reason: IllegalReason,
  role: Role,
  from: Square,
  to: Square,
): string {
  const title = pos.variant.title;
  switch (reason) {
    case 'forced-capture':
      return `a capture is possible, and captures are forced in ${title}`;
    case 'variant-rule':
      return `the rules of ${title} forbid the ${role} move ${makeSquare(from)}-${makeSquare(to)}${variantHint(pos, role)}`;
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

// What a variant's rules most likely forbid, for the message.
function variantHint(pos: Position, role: Role): string {
  const v = pos.variant;
  if (v.explosions)
    return role === 'king'
      ? ' (a king may not capture: it would explode)'
      : ' (the explosion or the move would cost the own king)';
  if (v.noGivingCheck) return ' (no move may give check, and a king may not be left in check)';
  return '';
}

/** Why a drop (`N@f3`) is not legal: no pockets in the variant, none of that piece, an occupied square, a pawn on the back rank, or check. */
function explainDrop(pos: Position, syntax: Extract<MoveText, { kind: 'drop' }>): Miss {
  const { role, to } = syntax;
  const where = makeSquare(to);
  const candidates = [dropMove(role, to)];
  const illegal = (reason: IllegalReason, message: string, offset: number): Miss => ({
    code: 'ERR_SAN_ILLEGAL',
    reason,
    message,
    candidates,
    offset,
  });
  if (!pos.variant.pockets)
    return {
      code: 'ERR_SAN_NO_SUCH_MOVE',
      message: `there are no drops in ${pos.variant.title}: only a variant with pockets (crazyhouse) has them`,
      candidates: [],
      offset: syntax.offset,
    };
  const pocket = pos.pocket(pos.turn);
  if (role === 'king' || pocket[role] === 0) {
    const held = (['pawn', 'knight', 'bishop', 'rook', 'queen'] as const)
      .filter((r) => pocket[r] > 0)
      .map((r) => `${pocket[r]} ${r}${pocket[r] > 1 ? 's' : ''}`);
    return illegal(
      'not-in-pocket',
      `${pos.turn} has no ${role} in the pocket (${held.length ? `it holds ${held.join(', ')}` : 'it is empty'})`,
      syntax.offset,
    );
  }
  if (role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7))
    return illegal(
      'drop-rank',
      `a pawn may not be dropped on the first or last rank (${where})`,
      syntax.squareOffset,
    );
  if (pos.pieceAt(to))
    return illegal(
      'drop-occupied',
      `${where} is occupied: a piece is dropped on an empty square only`,
      syntax.squareOffset,
    );
  if (pos.isCheck())
    return illegal(
      'in-check',
      `the king is in check and the ${role} drop on ${where} does not parry it`,
      syntax.squareOffset,
    );
  return illegal(
    'variant-rule',
    `the rules of ${pos.variant.title} forbid the ${role} drop on ${where}`,
    syntax.offset,
  );
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
