import { makeSquare } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import { parseSan, readMoveText } from '@chesslaws/notation';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';

const UCI = /^(?:[a-h][1-8][a-h][1-8][nbrqk]?|[PNBRQ]@[a-h][1-8])$/;
const PROMOTION_LETTER = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n', king: 'k' };
const DROP_LETTER = {
  pawn: 'P',
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  king: 'K',
};
function moveUci(pos, input) {
  const legal = pos.normalizeMove(input);
  if (legal) return makeUci(pos, legal);
  if (input.drop) return `${DROP_LETTER[input.drop]}@${makeSquare(input.to)}`;
  const promotion = input.promotion ? PROMOTION_LETTER[input.promotion] : '';
  return `${makeSquare(input.from)}${makeSquare(input.to)}${promotion}`;
}
function sanRefusal(error, field) {
  const code =
    error.code === 'ERR_SAN_ILLEGAL' || error.code === 'ERR_SAN_NO_SUCH_MOVE'
      ? 'ERR_RULES_ILLEGAL_MOVE'
      : 'ERR_RULES_BAD_MOVE';
  const offset = error.location?.offset;
  return new RulesError(code, msg('refusal.san', { text: error.message }), {
    field,
    ...(offset === void 0 ? {} : { offset }),
  });
}
const isMoveObject = (input) =>
  typeof input === 'object' &&
  input !== null &&
  Number.isInteger(input.to) &&
  (input.drop !== void 0 || Number.isInteger(input.from));
function legalMoveUci(pos, input, locale, field = 'move') {
  if (isMoveObject(input)) return moveUci(pos, input);
  if (typeof input !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.badMoveInput', {}), { field });
  const text = input.trim();
  if (UCI.test(text)) return text;
  const read = parseSan(pos.clone({ undo: false }), text, locale ? { locale } : {});
  return read.ok ? makeUci(pos, read.value) : sanRefusal(read.error, field);
}
function anyMoveUci(pos, input, locale, field = 'move') {
  if (isMoveObject(input)) return moveUci(pos, input);
  if (typeof input !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.badMoveInput', {}), { field });
  const text = input.trim();
  if (UCI.test(text)) return text;
  const read = readMoveText(text, locale ? { locale } : {});
  if (!read.ok) return sanRefusal(read.error, field);
  const syntax = read.value;
  if (syntax.kind === 'drop') return `${DROP_LETTER[syntax.role]}@${makeSquare(syntax.to)}`;
  if (syntax.kind === 'castling') return castlingUci(pos, syntax.side);
  if (syntax.toRank === void 0)
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.writeSquare', { text }), { field });
  const to = (syntax.toRank << 3) | syntax.toFile;
  const from = departure(pos, syntax, to);
  if (from instanceof RulesError) return from;
  const promotion = syntax.promotion ? (PROMOTION_LETTER[syntax.promotion] ?? '') : '';
  return `${makeSquare(from)}${makeSquare(to)}${promotion}`;
}
function castlingUci(pos, side) {
  const king = pos.board.kingOf(pos.turn);
  const from = king ?? (pos.turn === 'white' ? 4 : 60);
  const to = from + (side === 'short' ? 2 : -2);
  return `${makeSquare(from)}${makeSquare(to)}`;
}
function departure(pos, syntax, to) {
  if (syntax.fromFile !== void 0 && syntax.fromRank !== void 0)
    return (syntax.fromRank << 3) | syntax.fromFile;
  const role = syntax.role ?? 'pawn';
  const found = [];
  for (let square = 0; square < 64; square++) {
    const piece = pos.pieceAt(square);
    if (!piece || piece.color !== pos.turn || piece.role !== role || square === to) continue;
    if (syntax.fromFile !== void 0 && (square & 7) !== syntax.fromFile) continue;
    if (syntax.fromRank !== void 0 && square >> 3 !== syntax.fromRank) continue;
    found.push(square);
  }
  if (found.length === 1) return found[0];
  const field = 'move';
  if (found.length === 0)
    return new RulesError(
      'ERR_RULES_BAD_MOVE',
      msg('refusal.noPieceOfRole', { side: pos.turn, role }),
      { field },
    );
  return new RulesError(
    'ERR_RULES_BAD_MOVE',
    msg('refusal.whichPiece', { role, squares: found.map(makeSquare), to: makeSquare(to) }),
    { field },
  );
}

export { anyMoveUci, legalMoveUci };
//# sourceMappingURL=moveInput.js.map
