// `flag`: a fallen flag is noticed (by the clock, the arbiter, or a player calling it).
import type { Color } from '@chesslaws/board';
import type { RulesError } from '../../errors.js';
import type { FlagEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import { endGame, rule } from '../end.js';
import { fail } from '../refuse.js';

/** A flag on the clock at `at` that the rules have not judged yet. */
export function unjudgedFlag(
  arbiter: Arbiter,
  at: number,
): { side: Color; at: number; final: boolean; both: boolean } | undefined {
  const { clock, facts } = arbiter;
  if (!clock || facts.outcome) return undefined;
  const when = Math.max(at, arbiter.now);
  if (clock.noNewFlag(when, facts.flagsJudged)) return undefined;
  const view = clock.view(when);
  if (view.flags.length <= facts.flagsJudged) return undefined;
  const flag = view.flags[facts.flagsJudged]!;
  return { side: flag.side, at: flag.at, final: flag.final, both: view.flagOrderUnknown };
}

/** What the fallen flag means, as `judgeFlag` rules (L-6.9); nobody ruling records just the flag. */
export function flag(arbiter: Arbiter, event: FlagEvent): RulesError | undefined {
  const { side, by } = event;
  const now = arbiter.now;
  const unjudged = unjudgedFlag(arbiter, now);
  const fell = arbiter.clockView(now)?.flags.find((f) => f.side === side);
  // Refused on the facts: the flag rule is cited only where a plugin puts it in force.
  if (by === side)
    return fail('ERR_RULES_NOT_ON_MOVE', say.ownFlag(side), { rule: arbiter.cite('L-6.9') });
  if (!arbiter.clock || !fell || (unjudged === undefined && by === undefined))
    return fail('ERR_RULES_NO_FLAG', say.flagNotFallen(side), { rule: arbiter.cite('L-6.9') });
  if (unjudged) arbiter.draft.flagsJudged += 1;
  const ruling = arbiter.hooks.first('judgeFlag', {
    side,
    bothFlags: false,
    final: fell.final,
    ...(by ? { calledBy: by } : {}),
  });
  if (!ruling) return undefined;
  const value = ruling.value;
  if ('playOn' in value) {
    rule(arbiter, 'play-on', value.rule, ruling.plugin, side, value.reason);
    return undefined;
  }
  endGame(arbiter, value.outcome, ruling.plugin, say.flagFell(side), fell.at);
  return undefined;
}
