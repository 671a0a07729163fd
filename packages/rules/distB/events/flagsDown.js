import { asMessage } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

const flagsDown = defineEvent({
  type: 'flags-down',
  fields: {},
  core: true,
  judgedElsewhere: true,
  apply: (tx) => {
    const clock = tx.clock;
    if (!clock) return fail('ERR_RULES_NO_CLOCK', msg('refusal.noClock', {}));
    const first = clock.view().firstFlag;
    if (first)
      return fail(
        'ERR_RULES_REFUSED',
        msg('refusal.flagFellFirst', { side: first.side, at: first.at }),
        {
          rule: tx.cite('L-III.3.1'),
        },
      );
    const down = clock.flagsDown();
    if (!down.ok)
      return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: down.error.message }));
    tx.set('flagsJudged', down.value.flags.length);
    const final = down.value.flags.every((f) => f.final);
    const ruling = tx.judgeFlag({ bothFlags: true, final });
    if (!ruling) return void 0;
    const value = ruling.value;
    if ('playOn' in value)
      tx.rule('play-on', value.rule, ruling.plugin, tx.turn, asMessage(value.reason));
    else tx.end(value.outcome, ruling.plugin, msg('cause.bothFlags', {}));
    return void 0;
  },
});

export { flagsDown };
//# sourceMappingURL=flagsDown.js.map
