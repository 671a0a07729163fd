import { msg } from '../messages/msg.js';
import { judgeIllegal, settleIllegal } from './illegal.js';
import { defineEvent } from './kind.js';
import { ensurePlayable, fail } from './steps.js';

const press = defineEvent({
  type: 'press',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const turn = tx.turn;
    if (event.by !== turn)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.notYourClock', { by: event.by, turn }));
    const decision = judgeIllegal(tx, {
      offender: event.by,
      kind: 'press-without-move',
      count: tx.facts.illegalMoves[event.by] + 1,
    });
    if (!('value' in decision)) return decision;
    return settleIllegal(tx, decision, { offender: event.by, kind: 'press-without-move' });
  },
});

export { press };
//# sourceMappingURL=press.js.map
