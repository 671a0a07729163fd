import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

const start = defineEvent({
  type: 'start',
  fields: {},
  core: true,
  judgedElsewhere: false,
  unrefusable: true,
  apply: (tx) => {
    if (tx.facts.started) return fail('ERR_RULES_CLOCK', msg('refusal.alreadyStarted', {}));
    if (tx.clock) {
      const started = tx.clock.start(tx.turn);
      if (!started.ok)
        return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: started.error.message }));
    }
    tx.set('started', true);
    return void 0;
  },
});

export { start };
//# sourceMappingURL=start.js.map
