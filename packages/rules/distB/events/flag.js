import { asMessage } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

function firstUnjudged(view, facts) {
  if (facts.outcome || view.flags.length <= facts.flagsJudged) return void 0;
  const flag2 = view.flags[facts.flagsJudged];
  return { side: flag2.side, at: flag2.at, final: flag2.final };
}
function judgeFallenFlag(tx, flag2, calledBy, counted = true) {
  if (counted) tx.set('flagsJudged', tx.facts.flagsJudged + 1);
  const ruling = tx.judgeFlag({
    side: flag2.side,
    bothFlags: false,
    final: flag2.final,
    ...(calledBy ? { calledBy } : {}),
  });
  if (!ruling) return;
  const value = ruling.value;
  if ('playOn' in value)
    tx.rule('play-on', value.rule, ruling.plugin, flag2.side, asMessage(value.reason));
  else tx.end(value.outcome, ruling.plugin, msg('cause.flagFell', { side: flag2.side }), flag2.at);
}
const flag = defineEvent({
  type: 'flag',
  fields: { side: 'color', by: 'color?' },
  core: true,
  judgedElsewhere: true,
  unrefusable: true,
  apply: (tx, event) => {
    const { side, by } = event;
    const view = tx.clock?.view();
    const unjudged = view && firstUnjudged(view, tx.facts);
    const fell = view?.flags.find((f) => f.side === side);
    if (by === side)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.ownFlag', { side }), {
        rule: tx.cite('L-6.9'),
      });
    if (!fell || (unjudged === void 0 && by === void 0))
      return fail('ERR_RULES_NO_FLAG', msg('refusal.flagNotFallen', { side }), {
        rule: tx.cite('L-6.9'),
      });
    judgeFallenFlag(tx, { side, at: fell.at, final: fell.final }, by, unjudged !== void 0);
    return void 0;
  },
});

export { firstUnjudged, flag, judgeFallenFlag };
//# sourceMappingURL=flag.js.map
