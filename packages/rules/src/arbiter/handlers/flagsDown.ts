// `flags-down`: the arbiter finds both flags down and cannot say which fell first (L-III.3.1).
import type { RulesError } from '../../errors.js';
import type { FlagsDownEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import { endGame, rule } from '../end.js';
import { fail } from '../refuse.js';

/** Both flags down, order unknown: `judgeFlag` rules (a draw in the last period, else play on). */
export function flagsDown(arbiter: Arbiter, _event: FlagsDownEvent): RulesError | undefined {
  const clock = arbiter.clock;
  if (!clock) return fail('ERR_RULES_NO_CLOCK', say.noClock);
  const first = clock.view(arbiter.now).firstFlag;
  if (first)
    return fail('ERR_RULES_REFUSED', say.flagFellFirst(first.side, first.at), {
      rule: arbiter.cite('L-III.3.1'),
    });
  const down = clock.flagsDown();
  if (!down.ok) return fail('ERR_RULES_CLOCK', down.error.message);
  arbiter.draft.flagsJudged = down.value.flags.length;
  const final = down.value.flags.every((f) => f.final);
  const ruling = arbiter.hooks.first('judgeFlag', { bothFlags: true, final });
  if (!ruling) return undefined;
  const value = ruling.value;
  if ('playOn' in value) {
    rule(arbiter, 'play-on', value.rule, ruling.plugin, arbiter.turn, value.reason);
    return undefined;
  }
  endGame(arbiter, value.outcome, ruling.plugin, say.bothFlags);
  return undefined;
}
