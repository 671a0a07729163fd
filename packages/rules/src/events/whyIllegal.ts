// Why a move the side to move sent is not legal: asked only once a move was refused.
import { makeSquare, type Role } from '@chesslaws/board';
import { type Move, makeUci, type ReadonlyPosition } from '@chesslaws/moves';
import type { Message } from '../messages/message.js';
import { msg } from '../messages/msg.js';

/**
 * What is wrong with `move` (which `encodeLegal` refused) on `pos`, as the end of
 * `refusal.notLegal`'s sentence: the square it leaves is empty or holds the opponent's piece, the
 * pocket has no such piece, a pawn reaching the last rank names no promotion, or the piece
 * cannot go there now (where it can go instead, and whether the king is in check).
 */
export function whyIllegal(pos: ReadonlyPosition, move: Move): Message {
  if (move.drop !== undefined) return whyNoDrop(pos, move.drop, move.to);
  const code = pos.pieceCodeAt(move.from);
  const from = makeSquare(move.from);
  if (code === 0) return msg('why.noPiece', { square: from });
  const role = pos.variant.pieceRoles[code & 7] as Role;
  if ((code & 8 ? 'black' : 'white') !== pos.turn)
    return msg('why.notYours', { role, square: from, side: pos.turn });
  // The promotion rank counts from each side's own (makruk's pawns promote on the sixth).
  const rank = pos.variant.promotionRank - 1;
  const lastRank = move.to >> 3 === (pos.turn === 'white' ? rank : 7 - rank);
  if (role === 'pawn' && lastRank && move.promotion === undefined && pos.variant.forcedPromotion)
    return msg('why.mustPromote', { uci: `${from}${makeSquare(move.to)}` });
  if (move.promotion !== undefined && (role !== 'pawn' || !lastRank))
    return msg('why.noPromotion', {});
  if (move.promotion !== undefined && !pos.variant.promotions.includes(move.promotion))
    return msg('why.promotesTo', { role: move.promotion, variant: variantName(pos) });
  const moves = pos.movesFrom(move.from);
  if (moves.length === 0) return msg('why.noMoves', { role, square: from, check: pos.isCheck() });
  // Where each move lands as UCI writes it: castling is the king's square in standard chess.
  const targets = [...new Set(moves.map((m) => makeUci(pos, m).slice(2, 4)))];
  return msg('why.goesTo', { role, square: from, targets, check: pos.isCheck() });
}

function whyNoDrop(pos: ReadonlyPosition, role: Role, square: number): Message {
  if (!pos.variant.pockets) return msg('why.noDrops', { variant: variantName(pos) });
  if (role === 'king' || pos.pocket(pos.turn)[role] === 0)
    return msg('why.notInHand', { side: pos.turn, role });
  const to = makeSquare(square);
  if (pos.pieceCodeAt(square) !== 0) return msg('why.occupied', { square: to });
  if (role === 'pawn' && (square >> 3 === 0 || square >> 3 === 7)) return msg('why.pawnRank', {});
  return msg('why.dropNow', { role, square: to, check: pos.isCheck() });
}

/** The game's variant in a sentence: standard chess, Chess960, or the variant's title. */
const variantName = (pos: ReadonlyPosition): string =>
  pos.chess960 ? 'Chess960' : pos.variant.standard ? 'standard chess' : pos.variant.title;
