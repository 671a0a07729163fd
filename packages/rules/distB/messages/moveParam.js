import { parseUci } from '@chesslaws/moves';
import { moveFacts } from '@chesslaws/notation';

function moveParam(pos, move, style = 'san') {
  const parsed = typeof move === 'string' ? parseUci(move) : move;
  const legal = parsed && pos.normalizeMove(parsed);
  if (legal) {
    const facts = moveFacts(pos.clone({ undo: false }), legal);
    return Object.freeze({ kind: 'move', facts: Object.freeze(facts), style });
  }
  return Object.freeze({
    kind: 'move',
    facts: Object.freeze(illegalFacts(pos, parsed)),
    style: 'lan',
  });
}
function illegalFacts(pos, move) {
  const from = move?.from ?? 0;
  const to = move?.to ?? 0;
  const piece = move?.drop ? { role: move.drop, color: pos.turn } : pos.pieceAt(from);
  const target = pos.pieceAt(to);
  const facts = {
    role: piece?.role ?? 'pawn',
    from: move?.drop ? to : from,
    to,
    capture: target !== void 0 && target.color !== piece?.color,
    enPassant: false,
    disambiguation: 'square',
    check: 'none',
    chess960: pos.chess960,
    ...(move?.drop ? { drop: move.drop } : {}),
  };
  return move?.promotion ? { ...facts, promotion: move.promotion } : facts;
}

export { moveParam };
//# sourceMappingURL=moveParam.js.map
