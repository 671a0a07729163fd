import { parseSquare } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { ensurePlayable, fail } from './steps.js';

const touch = defineEvent({
  type: 'touch',
  fields: { by: 'color', square: 'square', adjust: 'bool?' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const square = parseSquare(event.square);
    const piece = tx.position.pieceAt(square);
    if (!piece)
      return fail('ERR_RULES_BAD_MOVE', msg('refusal.nothingToTouch', { square: event.square }));
    if (event.by !== tx.turn)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.notOnMove', { side: event.by }));
    if (event.adjust) return void 0;
    const touches = tx.facts.touches;
    if (!touches.some((t) => t.square === square))
      tx.set('touches', [...touches, { square, own: piece.color === event.by }]);
    return void 0;
  },
});

export { touch };
//# sourceMappingURL=touch.js.map
