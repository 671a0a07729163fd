import { makeSquare } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import { msg } from '../messages/msg.js';

const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
function whyIllegal(pos, move) {
  if (move.drop !== void 0) return whyNoDrop(pos, move.drop, move.to);
  const code = pos.pieceCodeAt(move.from);
  const from = makeSquare(move.from);
  if (code === 0) return msg('why.noPiece', { square: from });
  const role = ROLES[(code & 7) - 1];
  if ((code & 8 ? 'black' : 'white') !== pos.turn)
    return msg('why.notYours', { role, square: from, side: pos.turn });
  const lastRank = move.to >> 3 === (pos.turn === 'white' ? 7 : 0);
  if (role === 'pawn' && lastRank && move.promotion === void 0)
    return msg('why.mustPromote', { uci: `${from}${makeSquare(move.to)}` });
  if (move.promotion !== void 0 && (role !== 'pawn' || !lastRank))
    return msg('why.noPromotion', {});
  if (move.promotion !== void 0 && !pos.variant.promotions.includes(move.promotion))
    return msg('why.promotesTo', { role: move.promotion, variant: variantName(pos) });
  const moves = pos.movesFrom(move.from);
  if (moves.length === 0) return msg('why.noMoves', { role, square: from, check: pos.isCheck() });
  const targets = [...new Set(moves.map((m) => makeUci(pos, m).slice(2, 4)))];
  return msg('why.goesTo', { role, square: from, targets, check: pos.isCheck() });
}
function whyNoDrop(pos, role, square) {
  if (!pos.variant.pockets) return msg('why.noDrops', { variant: variantName(pos) });
  if (role === 'king' || pos.pocket(pos.turn)[role] === 0)
    return msg('why.notInHand', { side: pos.turn, role });
  const to = makeSquare(square);
  if (pos.pieceCodeAt(square) !== 0) return msg('why.occupied', { square: to });
  if (role === 'pawn' && (square >> 3 === 0 || square >> 3 === 7)) return msg('why.pawnRank', {});
  return msg('why.dropNow', { role, square: to, check: pos.isCheck() });
}
const variantName = (pos) =>
  pos.chess960 ? 'Chess960' : pos.variant.standard ? 'standard chess' : pos.variant.title;

export { whyIllegal };
//# sourceMappingURL=whyIllegal.js.map
