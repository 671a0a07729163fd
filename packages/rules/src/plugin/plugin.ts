import { TIME_CATEGORIES, type TimeCategory } from '@chesslaws/clock';
import { RulesError } from '../errors.js';
import type { PluginHooks } from './hooks.js';
import {
  checkOptions,
  type DeepPartial,
  freezeDeep,
  mergeOptions,
  type OptionSchema,
} from './options.js';

/** Marks the factory a plugin came from, so merging by name can tell one kind from another. */
export const PLUGIN_KIND: unique symbol = Symbol('@chesslaws/rules plugin kind') as never;

/** The factory's identity of a plugin made by {@link definePlugin}; `undefined` for a hand-made one. */
export const pluginKind = (plugin: Plugin): unknown =>
  (plugin as { [PLUGIN_KIND]?: unknown })[PLUGIN_KIND];

/** A rule a plugin puts in force, as `describeRegulation` lists it. */
export interface RuleInForce {
  /** The rule's ID in REGULATIONS.md (`'L-9.6.1'`, `'S-blitz'`, `'E-armageddon'`). */
  readonly id: string;
  /** What it does under this plugin's options, in one sentence. */
  readonly summary: string;
}

/**
 * A plugin: a plain object with a `name`, its options as data, the rules it puts in force, and
 * optional hooks (see {@link HookSpecs} for each hook and how results combine). Plugins run in
 * array order; `enforce: 'pre'` plugins run before the others and `'post'` after, as in Vite.
 */
export interface Plugin<Name extends string = string, Options extends object = object>
  extends PluginHooks {
  /** Unique in a regulation; overrides and saved games find the plugin by it. */
  readonly name: Name;
  /** The options, as JSON data (saved in each game's log header). */
  readonly options: Options;
  /** Run before (`'pre'`) or after (`'post'`) the plugins without `enforce`. */
  readonly enforce?: 'pre' | 'post';
  /** The rules in force under these options, for `describeRegulation`. */
  readonly rules?: readonly RuleInForce[];
  /**
   * The same plugin with other options (set by {@link definePlugin}), which is what lets a
   * preset be overridden at any depth. A plugin without it can only be kept or removed.
   */
  configure?(options: Options): Plugin<Name, Options>;
  /**
   * The options as given to the factory, before the defaults: what merging by name merges,
   * so `[illegalMoves({ lossOn: 3 }), illegalMoves({ opponentBonus: 60_000 })]` keeps both.
   */
  readonly given?: DeepPartial<Options>;
}

/** Per-category option overrides, applied once the game's time control is known (`legacy`). */
export type ByCategory<Options> = { readonly [C in TimeCategory]?: DeepPartial<Options> };

/** A plugin factory made by {@link definePlugin}: call it with option overrides. */
export interface PluginFactory<Name extends string, Options extends object> {
  /** A plugin with the defaults and `overrides` merged (deeply; later wins). */
  (overrides?: DeepPartial<Options>): Plugin<Name, Options>;
  /** The plugins' name. */
  readonly pluginName: Name;
  /** The default options. */
  readonly defaults: Options;
}

/** A plugin factory of any options (for lists of factories, e.g. `regulationFromHeader`'s). */
// biome-ignore lint/suspicious/noExplicitAny: factories of every option type
export type AnyPluginFactory = PluginFactory<string, any>;

/** What {@link definePlugin} needs to make a plugin factory. */
export interface PluginSpec<Name extends string, Options extends object> {
  /** The plugins' name (use the factory's name, camelCase). */
  readonly name: Name;
  /** The options when none are given. */
  readonly defaults: Options;
  /** Checks for each option: a bad one throws a located `ERR_RULES_PLUGIN_OPTIONS`. */
  readonly schema?: OptionSchema;
  /** See {@link Plugin.enforce}. */
  readonly enforce?: 'pre' | 'post';
  /** The rules in force under `options`. */
  readonly rules?: (options: Options) => readonly RuleInForce[];
  /** The hooks, made once per options. */
  readonly hooks?: (options: Options) => PluginHooks;
}

/** `byCategory` keys are time categories, and each one's options fit the schema once merged. */
function checkByCategory(name: string, schema: OptionSchema, options: object): void {
  const { byCategory, ...rest } = options as { byCategory?: unknown };
  if (byCategory === undefined) return;
  const fail = (field: string, message: string): never => {
    throw new RulesError(
      'ERR_RULES_PLUGIN_OPTIONS',
      `${name}: option '${field}' ${message}`,
      { field: `${name}.${field}` },
      { plugin: name },
    );
  };
  if (typeof byCategory !== 'object' || byCategory === null)
    fail('byCategory', 'must be an object keyed by time category');
  for (const [category, extra] of Object.entries(byCategory as object)) {
    if (!(TIME_CATEGORIES as readonly string[]).includes(category))
      fail(`byCategory.${category}`, `is not a time category (${TIME_CATEGORIES.join(', ')})`);
    checkOptions(name, schema, { ...mergeOptions(rest, extra as never), byCategory: {} });
  }
}

/**
 * Makes a plugin factory: options are data, merged over the defaults and checked, frozen; the
 * hooks close over them. Every built-in plugin is made this way, and so can yours be.
 *
 * ```ts
 * export const noEarlyDraws = definePlugin({
 *   name: 'noEarlyDraws',
 *   defaults: { beforeMove: 30 },
 *   rules: (o) => [{ id: 'L-5.2.3', summary: `no draw offers before move ${o.beforeMove}` }],
 *   hooks: (o) => ({
 *     judgeAction: (action, ctx) =>
 *       action.type === 'offer-draw' && ctx.moveNumber < o.beforeMove
 *         ? { rule: 'L-5.2.3', reason: `no draw offers before move ${o.beforeMove}` }
 *         : undefined,
 *   }),
 * });
 * ```
 */
export function definePlugin<const Name extends string, Options extends object>(
  spec: PluginSpec<Name, Options>,
): PluginFactory<Name, Options> {
  const build = (options: Options, given?: DeepPartial<Options>): Plugin<Name, Options> => {
    if (spec.schema) {
      checkOptions(spec.name, spec.schema, options);
      checkByCategory(spec.name, spec.schema, options);
    }
    const frozen = freezeDeep(structuredClone(options));
    const plugin: Plugin<Name, Options> = {
      name: spec.name,
      options: frozen,
      ...(spec.enforce ? { enforce: spec.enforce } : {}),
      rules: Object.freeze(spec.rules?.(frozen) ?? []),
      ...spec.hooks?.(frozen),
      configure: (next: Options) => build(next),
      ...(given ? { given: freezeDeep(structuredClone(given)) } : {}),
    };
    Object.defineProperty(plugin, PLUGIN_KIND, { value: spec });
    return Object.freeze(plugin);
  };
  const factory = (overrides?: DeepPartial<Options>) =>
    build(mergeOptions(spec.defaults, overrides), overrides ?? ({} as DeepPartial<Options>));
  return Object.assign(factory, { pluginName: spec.name, defaults: spec.defaults });
}
