import { GAME_EVENT_TYPES } from '../events/index.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { CONTEXT_FREE_HOOKS, EVENT_HOOKS, HOOK_NAMES } from '../plugin/hooks.js';

const ORDER = { pre: 0, normal: 1, post: 2 };
const CONTEXT_ONLY = /* @__PURE__ */ new Set(['adjudicate', 'standingOffer']);
function failure(handler, hook, e) {
  if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return e;
  return new RulesError(
    'ERR_RULES_PLUGIN_FAILED',
    say.pluginFailed(handler.plugin, hook, e),
    void 0,
    { plugin: handler.plugin },
  );
}
const tables = /* @__PURE__ */ new WeakMap();
function tablesOf(plugins) {
  let found = tables.get(plugins);
  if (!found) tables.set(plugins, (found = buildTables(plugins)));
  return found;
}
function buildTables(plugins) {
  const out = {};
  for (const name of HOOK_NAMES) {
    const list = [];
    for (const [slot, plugin] of plugins.entries()) {
      const hook = plugin[name];
      if (!hook) continue;
      if (typeof hook === 'function') list.push({ slot, plugin: plugin.name, fn: hook, rank: 1 });
      else
        list.push({
          slot,
          plugin: plugin.name,
          fn: hook.handler,
          rank: ORDER[hook.order ?? 'normal'],
          ...(hook.filter ? { types: hook.filter.type } : {}),
        });
    }
    const all = list.sort((a, b) => a.rank - b.rank);
    const byType = EVENT_HOOKS.includes(name)
      ? new Map(
          GAME_EVENT_TYPES.map((type) => [
            type,
            all.filter((h) => h.types === void 0 || h.types.includes(type)),
          ]),
        )
      : void 0;
    out[name] = {
      all,
      byType,
      lastType: void 0,
      lastHandlers: all,
      contextFree: CONTEXT_FREE_HOOKS.has(name),
      contextOnly: CONTEXT_ONLY.has(name),
    };
  }
  return out;
}
class HookRunner {
  #tables;
  #contexts;
  /** `contexts[slot]` is the context of the plugin at `slot` in `plugins` (none outside a game). */
  constructor(plugins, contexts = []) {
    this.#tables = tablesOf(plugins);
    this.#contexts = contexts;
  }
  /** Whether any plugin has hook `name`. */
  has(name) {
    return this.#tables[name].all.length > 0;
  }
  /** The handlers of `table` for a call given `a` first (an event hook's: those for the event's type). */
  #handlers(table, a) {
    if (table.byType === void 0) return table.all;
    const type = a.type;
    if (type === table.lastType) return table.lastHandlers;
    const handlers = table.byType.get(type) ?? table.all;
    table.lastType = type;
    table.lastHandlers = handlers;
    return handlers;
  }
  first(name, a) {
    const table = this.#tables[name];
    const handlers = this.#handlers(table, a);
    const contexts = this.#contexts;
    const contextOnly = table.contextOnly;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const h = handlers[i];
        const value = contextOnly ? h.fn(contexts[h.slot]) : h.fn(a, contexts[h.slot]);
        if (value !== void 0) return { value, plugin: h.plugin };
      }
    } catch (e) {
      throw failure(handlers[i], name, e);
    }
    return void 0;
  }
  sequential(name, value, ...args) {
    const table = this.#tables[name];
    const handlers = table.all;
    const contexts = this.#contexts;
    let current = value;
    let changedBy;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const h = handlers[i];
        const next = table.contextFree
          ? h.fn(current, ...args)
          : h.fn(current, ...args, contexts[h.slot]);
        if (next !== current) changedBy = h.plugin;
        current = next;
      }
    } catch (e) {
      throw failure(handlers[i], name, e);
    }
    return { value: current, changedBy };
  }
  notify(name, a) {
    const handlers = this.#handlers(this.#tables[name], a);
    const contexts = this.#contexts;
    let i = 0;
    try {
      for (; i < handlers.length; i++) handlers[i].fn(a, contexts[handlers[i].slot]);
    } catch (e) {
      throw failure(handlers[i], name, e);
    }
  }
}

export { HookRunner };
//# sourceMappingURL=hookRunner.js.map
