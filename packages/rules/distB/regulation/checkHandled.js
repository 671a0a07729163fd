import { CORE_EVENT_TYPES } from '../events/index.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { EVENT_HOOKS } from '../plugin/hooks.js';

const ASKED_FOR = {
  judgeIllegalMove: ['illegal-move', 'press'],
  standingOffer: ['offer-draw'],
};
function checkHandled(regulation, plugins) {
  const handled = /* @__PURE__ */ new Set([
    ...CORE_EVENT_TYPES,
    ...plugins.flatMap((p) => p.handles ?? []),
  ]);
  const fail = (plugin, field, types) =>
    new RulesError(
      'ERR_RULES_PLUGIN_HOOK',
      say.hook.unreachable(plugin.name, field, regulation, types),
      { field: `${plugin.name}.${field}` },
      { plugin: plugin.name },
    );
  for (const plugin of plugins) {
    for (const name of EVENT_HOOKS) {
      const hook = plugin[name];
      const types = typeof hook === 'object' ? hook.filter?.type : void 0;
      if (types && !types.some((t) => handled.has(t)))
        throw fail(plugin, `${name}.filter.type`, types);
    }
    for (const [name, types] of Object.entries(ASKED_FOR))
      if (plugin[name] !== void 0 && !types.some((t) => handled.has(t)))
        throw fail(plugin, name, types);
  }
}

export { checkHandled };
//# sourceMappingURL=checkHandled.js.map
