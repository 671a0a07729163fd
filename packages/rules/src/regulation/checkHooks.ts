// A plugin's hooks as hooks are written: a function, or `{ order, filter, handler }`.

import { GAME_EVENT_TYPES } from '../events/index.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { EVENT_HOOKS, HOOK_NAMES } from '../plugin/hooks.js';
import type { Plugin } from '../plugin/plugin.js';

const hookError = (plugin: Plugin, field: string, message: string) =>
  new RulesError(
    'ERR_RULES_PLUGIN_HOOK',
    say.hook.wrong(plugin.name, field, message),
    { field: `${plugin.name}.${field}` },
    { plugin: plugin.name },
  );

/**
 * Throws `ERR_RULES_PLUGIN_HOOK` at the first hook of `plugin` written wrong: not a function
 * nor `{ handler }`, an `order` other than `'pre'` or `'post'`, a `filter` on a hook that takes
 * no event, or a filter type that is no event type. Checked once, when a regulation is made,
 * so a typo fails there and not silently in the middle of a game.
 */
export function checkHooks(plugin: Plugin): void {
  for (const name of HOOK_NAMES) {
    const hook = (plugin as unknown as Record<string, unknown>)[name];
    if (hook === undefined || typeof hook === 'function') continue;
    if (
      typeof hook !== 'object' ||
      hook === null ||
      typeof (hook as { handler?: unknown }).handler !== 'function'
    )
      throw hookError(plugin, name, say.hook.notAFunction);
    const { order, filter } = hook as { order?: unknown; filter?: unknown };
    if (order !== undefined && order !== 'pre' && order !== 'post')
      throw hookError(plugin, `${name}.order`, say.hook.badOrder);
    if (filter === undefined) continue;
    if (!(EVENT_HOOKS as readonly string[]).includes(name))
      throw hookError(plugin, `${name}.filter`, say.hook.filterNotAllowed(EVENT_HOOKS));
    const types = (filter as { type?: unknown }).type;
    if (!Array.isArray(types) || types.length === 0)
      throw hookError(plugin, `${name}.filter.type`, say.hook.noTypes);
    for (const [i, type] of types.entries())
      if (!(GAME_EVENT_TYPES as readonly unknown[]).includes(type))
        throw hookError(
          plugin,
          `${name}.filter.type[${i}]`,
          say.hook.notAnEventType(type, GAME_EVENT_TYPES),
        );
  }
}
