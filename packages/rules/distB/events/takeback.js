import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

const takeback = defineEvent({
  type: 'takeback',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: (tx) => {
    const moves = tx.moves;
    const last = moves[moves.length - 1];
    if (!last || tx.facts.history.length <= 1)
      return fail('ERR_RULES_NOTHING_TO_TAKE_BACK', msg('refusal.nothingToTakeBack', {}));
    if (tx.clock && last.clock !== void 0) {
      const back = tx.unpress();
      if (back) return back;
    }
    tx.takeBackMove();
    tx.set('touches', []);
    tx.set('mustPlay', void 0);
    tx.set('bound', void 0);
    return void 0;
  },
});

export { takeback };
//# sourceMappingURL=takeback.js.map
