// A preset: a named regulation to start from, called with overrides for its plugins' options.
import type { Variant } from '@chesslaws/moves';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { type DeepPartial, mergeOptions } from '../plugin/options.js';
import type { Plugin } from '../plugin/plugin.js';
import { VARIANT_SLOT, variantPlugin } from '../plugins/variant.js';
import {
  defineRegulation,
  makeRegulation,
  type PluginInput,
  type PluginsOf,
  type Regulation,
} from './regulation.js';

/**
 * Overrides for a preset's plugins, by name: options merged at any depth, or `false` to remove
 * the plugin. What you write wins over the preset's per-category options too:
 * `fideBlitz({ illegalMoves: { opponentBonus: 30_000 } })` gives 30 s in every category.
 * `name` renames the result; `variant` plays another variant (`casual({ variant: atomic() })`).
 */
export type RegulationOverrides<P extends Plugin> = {
  readonly [K in P as K['name'] extends 'name' | 'variant' ? never : K['name']]?:
    | DeepPartial<K['options']>
    | false;
} & {
  /** The regulation's name instead of the preset's. */
  readonly name?: string;
  /** The variant to play, in place of the preset's (any `Variant`: see `variantPlugin`). */
  readonly variant?: Variant;
};

/** A preset: a function from overrides to a regulation, with its name. */
export interface Preset<P extends Plugin> {
  /** The preset's regulation with `overrides` applied. */
  (overrides?: RegulationOverrides<P>): Regulation<P>;
  /** The preset's name, as the CLI and saved games know it (`'fide-blitz'`). */
  readonly presetName: string;
}

/** The plugins every regulation must keep: their options change, they are never removed. */
const REQUIRED = new Set(['core', 'scoring', 'variant']);

/**
 * `options` with `override` merged in, where what the caller wrote also wins over the preset's
 * per-category options: a key the override sets is taken out of every `byCategory` entry.
 */
function overrideOptions(options: object, override: object): object {
  const merged = mergeOptions(options as Record<string, unknown>, override as never);
  const byCategory = (options as { byCategory?: Record<string, Record<string, unknown>> })
    .byCategory;
  if (!byCategory || Object.hasOwn(override, 'byCategory')) return merged;
  const written = Object.keys(override);
  const trimmed: Record<string, object> = {};
  for (const [category, extra] of Object.entries(byCategory)) {
    const kept = Object.fromEntries(Object.entries(extra).filter(([k]) => !written.includes(k)));
    if (Object.keys(kept).length > 0) trimmed[category] = kept;
  }
  const { byCategory: _, ...rest } = merged as Record<string, unknown>;
  return Object.keys(trimmed).length > 0 ? { ...rest, byCategory: trimmed } : rest;
}

/** `regulation` with `overrides` applied (see {@link RegulationOverrides}). */
function applyOverrides(regulation: Regulation, overrides: object): Regulation {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides))
    throw new RulesError('ERR_RULES_PLUGIN_OPTIONS', say.regulation.overridesObject, {
      field: '(overrides)',
    });
  const table = overrides as Record<string, unknown>;
  const names = new Set(regulation.plugins.map((p) => p.name));
  for (const key of Object.keys(table))
    if (key !== 'name' && key !== 'variant' && !names.has(key))
      throw new RulesError(
        'ERR_RULES_UNKNOWN_PLUGIN',
        say.regulation.noSuchPlugin(regulation.name, key, [...names]),
        { field: key },
      );
  const name = table.name === undefined ? regulation.name : table.name;
  if (typeof name !== 'string' || name === '')
    throw new RulesError('ERR_RULES_PLUGIN_OPTIONS', say.regulation.needsName, { field: 'name' });
  if (table.variant === false)
    throw new RulesError(
      'ERR_RULES_PLUGIN_REQUIRED',
      say.regulation.required('variant'),
      { field: 'variant' },
      { plugin: 'variant' },
    );
  const variant = table.variant === undefined ? undefined : variantPlugin(table.variant as Variant);
  const plugins: Plugin[] = [];
  for (const original of regulation.plugins) {
    if (variant && original.slot === VARIANT_SLOT) {
      plugins.push(variant);
      continue;
    }
    const override = Object.hasOwn(table, original.name) ? table[original.name] : undefined;
    if (override === undefined) plugins.push(original);
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
    else plugins.push(original.configure(overrideOptions(original.options, override) as never));
  }
  return makeRegulation(name, plugins);
}

/** Makes a preset from a name and its plugins. @internal */
export function preset<const I extends readonly PluginInput[]>(
  name: string,
  plugins: () => I,
): Preset<PluginsOf<I>> {
  type P = PluginsOf<I>;
  const make = (overrides?: RegulationOverrides<P>): Regulation<P> => {
    const base = defineRegulation({ name, plugins: plugins() });
    return (overrides === undefined ? base : applyOverrides(base, overrides)) as never;
  };
  return Object.assign(make, { presetName: name });
}
