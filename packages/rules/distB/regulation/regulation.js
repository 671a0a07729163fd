import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { freezeDeep } from '../plugin/options.js';
import { core } from '../plugins/core.js';
import { scoring } from '../plugins/scoring.js';
import { variantPlugin } from '../plugins/variant.js';
import { checkHandled } from './checkHandled.js';
import { checkHooks } from './checkHooks.js';

const ENFORCE_ORDER = { pre: 0, normal: 1, post: 2 };
const optionsError = (message, field, plugin) =>
  new RulesError('ERR_RULES_PLUGIN_OPTIONS', message, { field }, plugin ? { plugin } : void 0);
const isRegulation = (input) => 'header' in input && Array.isArray(input.plugins);
function assemble(name, inputs) {
  const out = [];
  const at = /* @__PURE__ */ new Map();
  const place = (plugin, field) => {
    const slot = plugin.slot ? `slot:${plugin.slot}` : void 0;
    const replaced = plugin.replaces;
    const earlier =
      (slot !== void 0 ? at.get(slot) : void 0) ??
      (replaced !== void 0 ? at.get(replaced) : void 0);
    if (at.has(plugin.name) && earlier !== at.get(plugin.name))
      throw new RulesError(
        'ERR_RULES_DUPLICATE_PLUGIN',
        say.regulation.duplicate(name, plugin.name),
        { field },
        { plugin: plugin.name },
      );
    if (earlier !== void 0) {
      const old = out[earlier];
      at.delete(old.name);
      if (old.slot) at.delete(`slot:${old.slot}`);
      out[earlier] = plugin;
      at.set(plugin.name, earlier);
      if (slot) at.set(slot, earlier);
      return;
    }
    if (replaced !== void 0)
      throw new RulesError(
        'ERR_RULES_UNKNOWN_PLUGIN',
        say.regulation.nothingToReplace(name, plugin.name, replaced),
        { field },
        { plugin: plugin.name },
      );
    at.set(plugin.name, out.length);
    if (slot) at.set(slot, out.length);
    out.push(plugin);
  };
  if (!Array.isArray(inputs)) throw optionsError(say.regulation.pluginsList, 'plugins');
  for (const [i, input] of inputs.entries()) {
    const field = `plugins[${i}]`;
    if (input === false || input === null || input === void 0) continue;
    if (typeof input !== 'object' || Array.isArray(input))
      throw optionsError(say.regulation.notAPlugin(field), field);
    if (isRegulation(input)) for (const plugin of input.plugins) place(plugin, field);
    else if (typeof input.name === 'string' && typeof input.options === 'object')
      place(input, field);
    else throw optionsError(say.regulation.notAPlugin(field), field);
  }
  return out.filter((p) => p !== void 0);
}
function withRequired(plugins) {
  const out = [...plugins];
  if (!out.some((p) => p.slot === 'variant')) out.unshift(variantPlugin());
  if (!out.some((p) => p.name === 'core')) out.unshift(core());
  if (!out.some((p) => p.score)) out.push(scoring());
  return out;
}
function defineRegulation(config) {
  if (typeof config !== 'object' || config === null)
    throw optionsError(say.regulation.needsConfig, '(config)');
  if (typeof config.name !== 'string' || config.name === '')
    throw optionsError(say.regulation.needsName, 'name');
  return makeRegulation(config.name, assemble(config.name, config.plugins));
}
function makeRegulation(name, listed) {
  for (const plugin of listed) checkHooks(plugin);
  const ordered = withRequired(listed).sort(
    (a, b) => ENFORCE_ORDER[a.enforce ?? 'normal'] - ENFORCE_ORDER[b.enforce ?? 'normal'],
  );
  checkHandled(name, ordered);
  const header = freezeDeep({
    name,
    plugins: ordered.map((p) => ({ name: p.name, options: structuredClone(p.options) })),
  });
  const regulation = {
    name,
    plugins: Object.freeze(ordered),
    header,
    plugin: (n) => ordered.find((p) => p.name === n),
  };
  return Object.freeze(regulation);
}

export { defineRegulation, makeRegulation };
//# sourceMappingURL=regulation.js.map
