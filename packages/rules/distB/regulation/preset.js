import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { mergeOptions } from '../plugin/options.js';
import { VARIANT_SLOT, variantPlugin } from '../plugins/variant.js';
import { defineRegulation, makeRegulation } from './regulation.js';

const REQUIRED = /* @__PURE__ */ new Set(['core', 'scoring', 'variant']);
function overrideOptions(options, override) {
  const merged = mergeOptions(options, override);
  const byCategory = options.byCategory;
  if (!byCategory || Object.hasOwn(override, 'byCategory')) return merged;
  const written = Object.keys(override);
  const trimmed = {};
  for (const [category, extra] of Object.entries(byCategory)) {
    const kept = Object.fromEntries(Object.entries(extra).filter(([k]) => !written.includes(k)));
    if (Object.keys(kept).length > 0) trimmed[category] = kept;
  }
  const { byCategory: _, ...rest } = merged;
  return Object.keys(trimmed).length > 0 ? { ...rest, byCategory: trimmed } : rest;
}
function applyOverrides(regulation, overrides) {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides))
    throw new RulesError('ERR_RULES_PLUGIN_OPTIONS', say.regulation.overridesObject, {
      field: '(overrides)',
    });
  const table = overrides;
  const names = new Set(regulation.plugins.map((p) => p.name));
  for (const key of Object.keys(table))
    if (key !== 'name' && key !== 'variant' && !names.has(key))
      throw new RulesError(
        'ERR_RULES_UNKNOWN_PLUGIN',
        say.regulation.noSuchPlugin(regulation.name, key, [...names]),
        { field: key },
      );
  const name = table.name === void 0 ? regulation.name : table.name;
  if (typeof name !== 'string' || name === '')
    throw new RulesError('ERR_RULES_PLUGIN_OPTIONS', say.regulation.needsName, { field: 'name' });
  if (table.variant === false)
    throw new RulesError(
      'ERR_RULES_PLUGIN_REQUIRED',
      say.regulation.required('variant'),
      { field: 'variant' },
      { plugin: 'variant' },
    );
  const variant = table.variant === void 0 ? void 0 : variantPlugin(table.variant);
  const plugins = [];
  for (const original of regulation.plugins) {
    if (variant && original.slot === VARIANT_SLOT) {
      plugins.push(variant);
      continue;
    }
    const override = Object.hasOwn(table, original.name) ? table[original.name] : void 0;
    if (override === void 0) plugins.push(original);
    else if (override === false) {
      if (REQUIRED.has(original.name))
        throw new RulesError(
          'ERR_RULES_PLUGIN_REQUIRED',
          say.regulation.required(original.name),
          { field: original.name },
          { plugin: original.name },
        );
    } else if (typeof override !== 'object' || override === null || Array.isArray(override))
      throw new RulesError(
        'ERR_RULES_PLUGIN_OPTIONS',
        say.regulation.overrideObject(original.name),
        { field: original.name },
        { plugin: original.name },
      );
    else if (!original.configure)
      throw new RulesError(
        'ERR_RULES_PLUGIN_OPTIONS',
        say.regulation.notConfigurable(original.name),
        { field: original.name },
        { plugin: original.name },
      );
    else plugins.push(original.configure(overrideOptions(original.options, override)));
  }
  return makeRegulation(name, plugins);
}
function preset(name, plugins) {
  const make = (overrides) => {
    const base = defineRegulation({ name, plugins: plugins() });
    return overrides === void 0 ? base : applyOverrides(base, overrides);
  };
  return Object.assign(make, { presetName: name });
}

export { preset };
//# sourceMappingURL=preset.js.map
