import { err, ok, type Result } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { type DeepPartial, freezeDeep, mergeOptions } from '../plugin/options.js';
import { type Plugin, pluginKind } from '../plugin/plugin.js';
import { core } from '../plugins/core.js';
import { scoring } from '../plugins/scoring.js';
import { VARIANT_SLOT, variantPlugin } from '../plugins/variants.js';
import { checkHooks } from './checkHooks.js';

/** What a regulation's plugin list may hold: plugins, other regulations (presets), nested lists, and falsy gaps. */
export type PluginInput = Plugin | Regulation | readonly PluginInput[] | false | null | undefined;

/** A regulation's name and plugin options, as a game log's header records them. */
export interface RegulationHeader {
  /** The regulation's name (`'fide-blitz'`). */
  readonly name: string;
  /** Every plugin's name and options, in order. */
  readonly plugins: readonly { readonly name: string; readonly options: object }[];
}

/**
 * A set of competition rules: an ordered, frozen list of plugins with unique names (and one
 * per slot). Made by {@link defineRegulation} or a preset (`fideBlitz()`); a game runs under
 * one. Every regulation has the `core` plugin and a plugin that scores (`scoring`).
 */
export interface Regulation<P extends Plugin = Plugin> {
  /** The regulation's name, saved in game logs. */
  readonly name: string;
  /** The plugins, flattened, merged by name and ordered (`pre`, normal, `post`). */
  readonly plugins: readonly P[];
  /** The plugin named `name`, if the regulation has it. */
  plugin<N extends P['name']>(name: N): Extract<P, { name: N }> | undefined;
  /** The name and options, as saved in a game's log. */
  readonly header: RegulationHeader;
}

/** What {@link defineRegulation} takes. */
export interface RegulationConfig<P extends PluginInput[] = PluginInput[]> {
  /** The name saved in game logs. */
  readonly name: string;
  /** Plugins and presets, in order; nested lists are flattened, falsy entries dropped. */
  readonly plugins: P;
}

const ENFORCE_ORDER = { pre: 0, normal: 1, post: 2 } as const;

function flatten(inputs: readonly PluginInput[], out: Plugin[]): Plugin[] {
  for (const input of inputs) {
    if (!input) continue;
    if (Array.isArray(input)) flatten(input, out);
    else if ('header' in (input as object)) out.push(...(input as Regulation).plugins);
    else out.push(input as Plugin);
  }
  return out;
}

/**
 * Merges plugins of the same name left to right (later options win) at the first one's place;
 * a plugin of another name in the same slot (a variant) replaces the earlier one there.
 */
function mergeByName(plugins: readonly Plugin[]): Plugin[] {
  const byKey = new Map<string, Plugin>();
  for (const plugin of plugins) {
    const key = plugin.slot ? `slot:${plugin.slot}` : plugin.name;
    const earlier = byKey.get(key);
    // The same factory merges what was given; another plugin of the same name or slot replaces it.
    const kind = earlier && pluginKind(earlier);
    if (earlier?.configure && kind !== undefined && kind === pluginKind(plugin))
      byKey.set(
        key,
        earlier.configure(mergeOptions(earlier.options, (plugin.given ?? plugin.options) as never)),
      );
    else byKey.set(key, plugin);
  }
  return [...byKey.values()];
}

/** The plugins no regulation goes without, by name. */
export const REQUIRED_PLUGINS: readonly string[] = ['core', 'scoring'];

/** `plugins` with the required ones added where missing: `core` always, `scoring` if nothing scores. */
function withRequired<P extends Plugin>(plugins: readonly P[]): P[] {
  const out = [...plugins];
  if (!out.some((p) => p.name === 'core')) out.unshift(core() as unknown as P);
  if (!out.some((p) => p.score)) out.push(scoring() as unknown as P);
  return out;
}

/** Builds the frozen regulation from an already merged plugin list. */
export function makeRegulation<P extends Plugin>(
  name: string,
  plugins: readonly P[],
): Regulation<P> {
  for (const plugin of plugins) checkHooks(plugin);
  const ordered = withRequired(plugins).sort(
    (a, b) => ENFORCE_ORDER[a.enforce ?? 'normal'] - ENFORCE_ORDER[b.enforce ?? 'normal'],
  );
  const header: RegulationHeader = freezeDeep({
    name,
    plugins: ordered.map((p) => ({ name: p.name, options: structuredClone(p.options) })),
  });
  const regulation: Regulation<P> = {
    name,
    plugins: Object.freeze(ordered),
    header,
    plugin: (n) => ordered.find((p) => p.name === n) as never,
  };
  return Object.freeze(regulation);
}

/** The plugins every regulation has, whatever it lists: `core` and `scoring`. */
export type RequiredPlugin = ReturnType<typeof core> | ReturnType<typeof scoring>;

/** The plugin type of a list of plugin inputs (the required plugins besides). */
export type PluginsOf<I> = ListedPlugins<I> | RequiredPlugin;

/** The plugin type of a list of plugin inputs, as listed. */
export type ListedPlugins<I> =
  I extends Regulation<infer P>
    ? P
    : I extends Plugin
      ? I
      : I extends readonly (infer E)[]
        ? ListedPlugins<E>
        : never;

/**
 * A regulation from plugins and presets: flattened, merged by name (options left to right,
 * later wins), ordered by `enforce`, and frozen.
 *
 * ```ts
 * const sofia = defineRegulation({ name: 'sofia-blitz', plugins: [fideBlitz(), noDrawOffersBefore({ move: 30 })] });
 * ```
 */
export function defineRegulation<const I extends PluginInput[]>(
  config: RegulationConfig<I>,
): Regulation<PluginsOf<I>> {
  if (typeof config?.name !== 'string' || config.name === '')
    throw new RulesError('ERR_RULES_PLUGIN_OPTIONS', say.regulation.needsName, {
      field: 'name',
    });
  return makeRegulation(config.name, mergeByName(flatten(config.plugins, []))) as never;
}

/**
 * Overrides for a regulation's plugins by name: options merged at any depth, or `false` to
 * remove the plugin. `name` renames the result; `variant` plays another variant (any
 * `Variant`: `casual({ variant: atomic() })` puts `variantPlugin(atomic())` in the variant slot).
 */
export type RegulationOverrides<P extends Plugin> = {
  readonly [K in P as K['name'] extends 'name' | 'variant' ? never : K['name']]?:
    | DeepPartial<K['options']>
    | false;
} & {
  readonly name?: string;
  /** The variant to play, in place of the regulation's (see `variantPlugin`). */
  readonly variant?: Variant;
};

/** `regulation` with `overrides` applied; an unknown plugin name throws `ERR_RULES_UNKNOWN_PLUGIN`. */
export function overrideRegulation<P extends Plugin>(
  regulation: Regulation<P>,
  overrides: RegulationOverrides<P> = {} as RegulationOverrides<P>,
): Regulation<P> {
  const names = new Set(regulation.plugins.map((p) => p.name));
  for (const key of Object.keys(overrides)) {
    if (key !== 'name' && key !== 'variant' && !names.has(key))
      throw new RulesError(
        'ERR_RULES_UNKNOWN_PLUGIN',
        say.regulation.noSuchPlugin(regulation.name, key, [...names]),
        { field: key },
      );
  }
  const table = overrides as Record<string, unknown>;
  // The variant first: its plugin takes the slot's place, and a later key may configure it.
  const variant = table.variant === undefined ? undefined : variantPlugin(table.variant as Variant);
  const plugins: P[] = [];
  let placed = false;
  for (const original of regulation.plugins) {
    let plugin = original;
    if (variant && plugin.slot === VARIANT_SLOT) {
      plugin = variant as P;
      placed = true;
    }
    const override = plugin === original ? table[plugin.name] : undefined;
    if (override === false && REQUIRED_PLUGINS.includes(plugin.name))
      throw new RulesError(
        'ERR_RULES_PLUGIN_REQUIRED',
        say.regulation.required(plugin.name),
        { field: plugin.name },
        { plugin: plugin.name },
      );
    if (override === false) continue;
    if (override === undefined) plugins.push(plugin);
    else if (!plugin.configure)
      throw new RulesError(
        'ERR_RULES_PLUGIN_OPTIONS',
        say.regulation.notConfigurable(plugin.name),
        { field: plugin.name },
        { plugin: plugin.name },
      );
    else plugins.push(plugin.configure(mergeOptions(plugin.options, override as never)) as P);
  }
  // A regulation without a variant plugin gets one right after the core.
  if (variant && !placed) plugins.splice(plugins[0]?.name === 'core' ? 1 : 0, 0, variant as P);
  return makeRegulation(overrides.name ?? regulation.name, plugins);
}

/** `regulation` without the plugins named. */
export function withoutPlugins<P extends Plugin, N extends P['name']>(
  regulation: Regulation<P>,
  ...names: N[]
): Regulation<Exclude<P, { name: N }>> {
  const table = Object.fromEntries(names.map((n) => [n, false]));
  return overrideRegulation(regulation, table as never) as never;
}

/** A preset: a function from overrides to a regulation, with its name. */
export interface Preset<P extends Plugin> {
  /** The regulation with `overrides` applied. */
  (overrides?: RegulationOverrides<P>): Regulation<P>;
  /** The preset's name, as the CLI knows it (`'fide-blitz'`). */
  readonly presetName: string;
}

/** Makes a preset from a name and its plugins. */
export function definePreset<const I extends PluginInput[]>(
  name: string,
  plugins: () => I,
): Preset<PluginsOf<I>> {
  type P = PluginsOf<I>;
  const preset = (overrides?: RegulationOverrides<P>): Regulation<P> => {
    const base: Regulation = makeRegulation(name, mergeByName(flatten(plugins(), [])));
    return overrideRegulation(base, overrides as never) as never;
  };
  return Object.assign(preset, { presetName: name });
}

/**
 * Builds a regulation from input a program did not write (a settings form, a file), as a
 * `Result`: a bad option or an unknown plugin is an error value, not an exception.
 *
 * ```ts
 * const reg = tryRegulation(() => fideBlitz({ illegalMoves: { lossOn: Number(form.lossOn) } }));
 * if (!reg.ok) show(reg.error.location?.field, reg.error.message);
 * ```
 */
export function tryRegulation<R extends Regulation>(build: () => R): Result<R, RulesError> {
  try {
    return ok(build());
  } catch (e) {
    if (e instanceof RulesError) return err(e);
    throw e;
  }
}
