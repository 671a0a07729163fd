// The errors an event is refused with.
import { RulesError, type RulesErrorCode } from '../errors.js';
import { say } from '../messages.js';
import type { Refusal } from '../pluginApi/hooks.js';

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
