import { TIME_CATEGORIES } from '@chesslaws/clock';
import { say } from '../messages/say.js';
import { dataProblem } from '../model/plainData.js';
import { checkOptions, freezeDeep, mergeOptions, optionError } from './options.js';

const sameWords = (a, b) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : JSON.stringify(a) === JSON.stringify(b);
function splitCategories(name, schema, options) {
  const { byCategory, ...base } = options;
  if (schema) checkOptions(name, schema, base);
  if (byCategory === void 0) return { base, byCategory: void 0 };
  if (typeof byCategory !== 'object' || byCategory === null || Array.isArray(byCategory))
    throw optionError(name, 'byCategory', say.option.byCategory);
  for (const [category, extra] of Object.entries(byCategory)) {
    if (!TIME_CATEGORIES.includes(category))
      throw optionError(name, `byCategory.${category}`, say.option.notACategory(TIME_CATEGORIES));
    if (schema) checkOptions(name, schema, mergeOptions(base, extra));
  }
  return { base, byCategory };
}
function definePlugin(spec) {
  const build = (options) => {
    const deep = dataProblem(options, '(options)');
    if (deep)
      throw optionError(
        spec.name,
        deep.path.replace(/^\(options\)\.?/, '') || '(options)',
        say.option.tooDeep,
      );
    const { base, byCategory } = splitCategories(spec.name, spec.schema, options);
    const frozen = freezeDeep(structuredClone(options));
    const own = spec.rules?.(frozen) ?? [];
    const rules = [...own];
    for (const [category, extra] of Object.entries(byCategory ?? {})) {
      for (const rule of spec.rules?.(mergeOptions(base, extra)) ?? [])
        if (!own.some((r) => r.id === rule.id && sameWords(r.summary, rule.summary)))
          rules.push({ ...rule, category });
    }
    const plugin = {
      name: spec.name,
      ...(spec.replaces ? { replaces: spec.replaces } : {}),
      options: frozen,
      ...(spec.enforce ? { enforce: spec.enforce } : {}),
      ...(spec.slot ? { slot: spec.slot } : {}),
      ...(spec.variant ? { variant: spec.variant } : {}),
      rules: Object.freeze(rules),
      ...(spec.claims ? { claims: Object.freeze([...spec.claims(frozen)]) } : {}),
      ...(spec.handles ? { handles: Object.freeze([...spec.handles]) } : {}),
      ...(spec.messages ? { messages: spec.messages } : {}),
      ...(spec.state ? { state: spec.state(frozen) } : {}),
      ...spec.hooks?.(frozen),
      configure: (next) => build(next),
      ...(byCategory
        ? {
            forCategory: (category) => {
              const extra = category === void 0 ? void 0 : byCategory[category];
              return extra ? build(mergeOptions(base, extra)) : plugin;
            },
          }
        : {}),
    };
    return Object.freeze(plugin);
  };
  const factory = (overrides) => {
    const deep = dataProblem(overrides, '(options)');
    if (deep)
      throw optionError(
        spec.name,
        deep.path.replace(/^\(options\)\.?/, '') || '(options)',
        say.option.tooDeep,
      );
    return build(mergeOptions(spec.defaults, overrides));
  };
  return Object.assign(factory, { pluginName: spec.name, defaults: spec.defaults });
}

export { definePlugin };
//# sourceMappingURL=plugin.js.map
