// The errors an event is refused with.
import { RulesError, type RulesErrorCode } from '../errors.js';
import type { GameEvent } from '../game/events.js';
import { say } from '../messages.js';
import type { Refusal } from '../pluginApi/hooks.js';
import type { Arbiter } from './arbiter.js';
import type { EventPlan } from './resolved.js';

/** A RulesError for a refusal or a failed action, naming its rule and plugin when there are. */
export const fail = (
  code: RulesErrorCode,
  message: string,
  ruling?: { readonly rule?: string | undefined; readonly plugin?: string | undefined },
): RulesError => new RulesError(code, message, undefined, ruling);

/** The error of a plugin's refusal. */
export const refused = (answer: { readonly value: Refusal; readonly plugin: string }): RulesError =>
  fail(
    answer.value.code ?? 'ERR_RULES_REFUSED',
    say.refusal(answer.value.reason, answer.value.rule),
    {
      rule: answer.value.rule,
      plugin: answer.plugin,
    },
  );

/**
 * Whether a plugin refuses `event` (`judgeAction`), or no plugin gives its type a meaning;
 * the runtime's own checks come after. A clock's start and a flag are never refused.
 */
export function refusal(
  arbiter: Arbiter,
  event: GameEvent,
  plan: EventPlan = arbiter.plan(event.type),
): RulesError | undefined {
  if (event.type === 'start' || event.type === 'flag') return undefined;
  const answer = arbiter.hooks.firstIn(plan.judgeAction, 'judgeAction', event);
  if (answer) return refused(answer);
  if (!plan.handled)
    return fail('ERR_RULES_REFUSED', say.unhandled(arbiter.regulation.name, event.type));
  return undefined;
}
