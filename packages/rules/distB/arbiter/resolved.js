import { EVENT_KINDS, GAME_EVENT_TYPES } from '../events/index.js';
import { CLAIM_KINDS } from '../model/decisions.js';
import { reducersOf } from './pluginStates.js';

const cache = /* @__PURE__ */ new WeakMap();
function resolvePlugins(regulation, category) {
  let byCategory = cache.get(regulation);
  if (!byCategory) cache.set(regulation, (byCategory = /* @__PURE__ */ new Map()));
  let resolved = byCategory.get(category);
  if (!resolved) {
    const plugins = Object.freeze(regulation.plugins.map((p) => p.forCategory?.(category) ?? p));
    const claims = /* @__PURE__ */ new Map();
    for (const plugin of plugins)
      for (const spec of plugin.claims ?? []) claims.set(spec.kind, { spec, plugin: plugin.name });
    const handled = new Set(plugins.flatMap((p) => p.handles ?? []));
    const inForce = new Set(plugins.flatMap((p) => (p.rules ?? []).map((r) => r.id)));
    const stateful = reducersOf(plugins);
    const claimKinds = [.../* @__PURE__ */ new Set([...CLAIM_KINDS, ...claims.keys()])];
    const events = new Map(
      GAME_EVENT_TYPES.map((type) => [
        type,
        {
          apply: EVENT_KINDS[type].apply,
          unrefusable: EVENT_KINDS[type].unrefusable === true,
          handled: handled.has(type),
          judgedElsewhere: EVENT_KINDS[type].judgedElsewhere,
        },
      ]),
    );
    byCategory.set(
      category,
      (resolved = {
        plugins,
        claims,
        handled,
        inForce,
        stateful,
        claimKinds,
        events,
        movePlan: events.get('move'),
      }),
    );
  }
  return resolved;
}
const UNKNOWN_EVENT = {
  apply: () => void 0,
  unrefusable: false,
  handled: false,
  judgedElsewhere: true,
};
const planOf = (resolved, type) =>
  (type === 'move' ? resolved.movePlan : resolved.events.get(type)) ?? UNKNOWN_EVENT;

export { planOf, resolvePlugins };
//# sourceMappingURL=resolved.js.map
