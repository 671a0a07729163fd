import { GAME_EVENT_TYPES } from '../events/index.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { EVENT_HOOKS, HOOK_NAMES } from '../plugin/hooks.js';

const hookError = (plugin, field, message) =>
  new RulesError(
    'ERR_RULES_PLUGIN_HOOK',
    say.hook.wrong(plugin.name, field, message),
    { field: `${plugin.name}.${field}` },
    { plugin: plugin.name },
  );
function checkHooks(plugin) {
  for (const name of HOOK_NAMES) {
    const hook = plugin[name];
    if (hook === void 0 || typeof hook === 'function') continue;
    if (typeof hook !== 'object' || hook === null || typeof hook.handler !== 'function')
      throw hookError(plugin, name, say.hook.notAFunction);
    const { order, filter } = hook;
    if (order !== void 0 && order !== 'pre' && order !== 'post')
      throw hookError(plugin, `${name}.order`, say.hook.badOrder);
    if (filter === void 0) continue;
    if (!EVENT_HOOKS.includes(name))
      throw hookError(plugin, `${name}.filter`, say.hook.filterNotAllowed(EVENT_HOOKS));
    const types = filter.type;
    if (!Array.isArray(types) || types.length === 0)
      throw hookError(plugin, `${name}.filter.type`, say.hook.noTypes);
    for (const [i, type] of types.entries())
      if (!GAME_EVENT_TYPES.includes(type))
        throw hookError(
          plugin,
          `${name}.filter.type[${i}]`,
          say.hook.notAnEventType(type, GAME_EVENT_TYPES),
        );
  }
}

export { checkHooks };
//# sourceMappingURL=checkHooks.js.map
