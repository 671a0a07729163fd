// defineRegulation: the one way to make a regulation from plugins (and presets to start from).
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { unknownField } from '../model/plainData.js';
import { freezeDeep } from '../plugin/options.js';
import type { Plugin } from '../plugin/plugin.js';
import { core } from '../plugins/core.js';
import { type ScoringOptions, scoring } from '../plugins/scoring.js';
import { type VariantPluginOptions, variantPlugin } from '../plugins/variant.js';
import { checkHandled } from './checkHandled.js';
import { checkHooks } from './checkHooks.js';

/** What a regulation's plugin list may hold: plugins, regulations (a preset to build on), and gaps (`false`, for a plugin left out on a condition). */
export type PluginInput = Plugin | Regulation | false | null | undefined;

/** A regulation's name and plugin options, as a game log's header records them. */
export interface RegulationHeader {
  /** The regulation's name (`'fide-blitz'`). */
  readonly name: string;
  /** Every plugin's name and options, in order. */
  readonly plugins: readonly { readonly name: string; readonly options: object }[];
}

/** The plugin of `P` named `N` (any plugin, when `P` does not say which names it has). */
export type PluginNamed<P extends Plugin, N extends string> = [Extract<P, { name: N }>] extends [
  never,
]
  ? Plugin
  : Extract<P, { name: N }>;

/**
 * A set of competition rules: an ordered, frozen list of plugins with unique names. Made by
 * {@link defineRegulation} or a preset (`fideBlitz()`, `fideBlitz({ illegalMoves: … })`); a
 * game runs under one. Every regulation has the `core` plugin, a variant (standard chess
 * unless a plugin says otherwise) and a plugin that scores (`scoring`).
 */
export interface Regulation<P extends Plugin = Plugin> {
  /** The regulation's name, saved in game logs. */
  readonly name: string;
  /** The plugins, in hook order (`enforce: 'pre'`, none, `'post'`). */
  readonly plugins: readonly P[];
  /** The plugin named `name`, if the regulation has it. */
  plugin<N extends P['name']>(name: N): PluginNamed<P, N> | undefined;
  /** The name and options, as saved in a game's log. */
  readonly header: RegulationHeader;
}

/** What {@link defineRegulation} takes. */
export interface RegulationConfig<I extends readonly PluginInput[] = readonly PluginInput[]> {
  /** The name saved in game logs. */
  readonly name: string;
  /** Plugins and regulations to build on, in order; `false`, `null` and `undefined` are skipped. */
  readonly plugins: I;
}

/** The plugins every regulation has, whatever it lists: `core` and `scoring`, and the variant. */
export type RequiredPlugin =
  | Plugin<'core', Record<never, never>, unknown>
  | Plugin<'scoring', ScoringOptions, unknown>
  | Plugin<'variant', VariantPluginOptions>;

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

const ENFORCE_ORDER = { pre: 0, normal: 1, post: 2 } as const;

const optionsError = (message: string, field: string, plugin?: string) =>
  new RulesError('ERR_RULES_PLUGIN_OPTIONS', message, { field }, plugin ? { plugin } : undefined);

const isRegulation = (input: object): input is Regulation =>
  Object.hasOwn(input, 'header') && Array.isArray((input as Regulation).plugins);

/**
 * The plugins of `inputs` in order, a regulation's spread in its place: a plugin of a slot (the
 * variant) takes that slot's place, one that `replaces` another takes its place, and any other
 * plugin listed twice is a mistake, refused with what to write instead.
 */
function assemble(name: string, inputs: readonly PluginInput[]): Plugin[] {
  const out: (Plugin | undefined)[] = [];
  const at = new Map<string, number>();
  const place = (plugin: Plugin, field: string) => {
    const slot = plugin.slot ? `slot:${plugin.slot}` : undefined;
    const replaced = plugin.replaces;
    const earlier =
      (slot !== undefined ? at.get(slot) : undefined) ??
      (replaced !== undefined ? at.get(replaced) : undefined);
    if (at.has(plugin.name) && earlier !== at.get(plugin.name))
      throw new RulesError(
        'ERR_RULES_DUPLICATE_PLUGIN',
        say.regulation.duplicate(name, plugin.name),
        { field },
        { plugin: plugin.name },
      );
    if (earlier !== undefined) {
      const old = out[earlier]!;
      at.delete(old.name);
      if (old.slot) at.delete(`slot:${old.slot}`);
      out[earlier] = plugin;
      at.set(plugin.name, earlier);
      if (slot) at.set(slot, earlier);
      return;
    }
    if (replaced !== undefined)
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
    if (input === false || input === null || input === undefined) continue;
    if (typeof input !== 'object' || Array.isArray(input))
      throw optionsError(say.regulation.notAPlugin(field), field);
    if (isRegulation(input)) for (const plugin of input.plugins) place(plugin, field);
    else if (
      typeof (input as Plugin).name === 'string' &&
      typeof (input as Plugin).options === 'object'
    )
      place(input as Plugin, field);
    else throw optionsError(say.regulation.notAPlugin(field), field);
  }
  return out.filter((p): p is Plugin => p !== undefined);
}

/** `plugins` with the required ones added where missing: `core` first, a variant, `scoring` if nothing scores. */
function withRequired(plugins: readonly Plugin[]): Plugin[] {
  const out = [...plugins];
  if (!out.some((p) => p.slot === 'variant')) out.unshift(variantPlugin());
  if (!out.some((p) => p.name === 'core')) out.unshift(core());
  if (!out.some((p) => p.score)) out.push(scoring());
  return out;
}

/**
 * A regulation from plugins and regulations to build on, checked, ordered by `enforce` (as in
 * Vite) and frozen. A regulation in the list brings its plugins; a plugin of the variant's slot
 * replaces the variant; a plugin with `replaces` takes the place of the one it names. Any other
 * plugin listed twice is refused (`ERR_RULES_DUPLICATE_PLUGIN`): a preset's options change with
 * the preset's overrides, `fideBlitz({ illegalMoves: { … } })`. A hook written wrong, or one
 * that no event of the regulation can ever reach (`judgeIllegalMove` where no plugin handles
 * illegal moves), is refused too (`ERR_RULES_PLUGIN_HOOK`), naming the field.
 *
 * ```ts
 * const sofia = defineRegulation({ name: 'sofia-blitz', plugins: [fideBlitz(), sofiaRules({ beforeMove: 30 })] });
 * ```
 */
export function defineRegulation<const I extends readonly PluginInput[]>(
  config: RegulationConfig<I>,
): Regulation<PluginsOf<I>> {
  if (typeof config !== 'object' || config === null)
    throw optionsError(say.regulation.needsConfig, '(config)');
  // A misspelt or guessed field (`extends`, `plugin`) is refused, never ignored.
  const unknown = unknownField(config, ['name', 'plugins']);
  if (unknown !== undefined) throw optionsError(say.regulation.unknownField(unknown), unknown);
  if (typeof config.name !== 'string' || config.name === '')
    throw optionsError(say.regulation.needsName, 'name');
  return makeRegulation(config.name, assemble(config.name, config.plugins)) as never;
}

/** The frozen regulation from an assembled plugin list. @internal */
export function makeRegulation(name: string, listed: readonly Plugin[]): Regulation {
  for (const plugin of listed) checkHooks(plugin);
  const ordered = withRequired(listed).sort(
    (a, b) => ENFORCE_ORDER[a.enforce ?? 'normal'] - ENFORCE_ORDER[b.enforce ?? 'normal'],
  );
  checkHandled(name, ordered);
  const header: RegulationHeader = freezeDeep({
    name,
    plugins: ordered.map((p) => ({ name: p.name, options: structuredClone(p.options) })),
  });
  const regulation: Regulation = {
    name,
    plugins: Object.freeze(ordered),
    header,
    plugin: (n) => ordered.find((p) => p.name === n) as never,
  };
  return Object.freeze(regulation);
}
