// `flags-down`: the arbiter finds both flags down and cannot say which fell first (L-III.3.1).
import { asMessage } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

/** The arbiter finds both flags down and cannot say which fell first (L-III.3.1). */
export interface FlagsDownEvent {
  /** Discriminant. */
  readonly type: 'flags-down';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** Both flags down, order unknown: `judgeFlag` rules (a draw in the last period, else play on). */
export const flagsDown = defineEvent<FlagsDownEvent>({
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
    if (!ruling) return undefined;
    const value = ruling.value;
    if ('playOn' in value)
      tx.rule('play-on', value.rule, ruling.plugin, tx.turn, asMessage(value.reason));
    else tx.end(value.outcome, ruling.plugin, msg('cause.bothFlags', {}));
    return undefined;
  },
});
