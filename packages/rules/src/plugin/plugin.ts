// A plugin, and definePlugin: options as data merged over defaults, per-category options, hooks.

import { TIME_CATEGORIES, type TimeCategory } from '@chesslaws/clock';
import type { Variant } from '@chesslaws/moves';
import type { GameEvent, GameEventType } from '../events/index.js';
import type { PluginMessages } from '../messages/formatMessage.js';
import type { Message } from '../messages/message.js';
import { say } from '../messages/say.js';
import type { ClaimSpec } from '../model/decisions.js';
import { dataProblem } from '../model/plainData.js';
import type { GameSetup } from '../model/setup.js';
import type { RuleContext } from './context.js';
import type { PluginHooks } from './hooks.js';
import {
  checkOptions,
  type DeepPartial,
  freezeDeep,
  mergeOptions,
  type OptionSchema,
  optionError,
} from './options.js';

/** A rule a plugin puts in force, as `describeRegulation` lists it. */
export interface RuleInForce {
  /** The rule's ID in REGULATIONS.md (`'L-9.6.1'`, `'S-blitz'`, `'E-armageddon'`). */
  readonly id: string;
  /** What it does under this plugin's options, in one sentence: text, or a message a catalog renders. */
  readonly summary: Message | string;
  /** Only under a control of this category (from `byCategory` options). */
  readonly category?: TimeCategory;
}

/**
 * A plugin's per-game state, derived from the log: an initial value from the game's setup,
 * then a reducer over every event. The state is rebuilt exactly by `restoreGame`, never
 * shared between two games, and only this plugin's hooks see it (`ctx.state`).
 */
export interface PluginState<State> {
  /** The state at the start of a game. */
  initial(setup: GameSetup & { readonly position: NonNullable<GameSetup['position']> }): State;
  /**
   * The state after `event`: called once the event has been applied (`ctx` shows the game
   * after it, `ctx.state` is still the state before), before `onEvent`. Return a new value,
   * or `state` itself when nothing changed; never change `state` in place.
   */
  reduce(state: State, event: GameEvent, ctx: RuleContext<State>): State;
}

/**
 * A plugin: a plain object with a `name`, its options as data, the rules it puts in force,
 * and optional hooks (see `HookSpecs` for each hook and how results combine). Plugins run in
 * array order; `enforce: 'pre'` plugins run before the others and `'post'` after, as in Vite.
 */
export interface Plugin<
  Name extends string = string,
  Options extends object = object,
  // `any` by default, so a plugin of any state fits a list of plugins (hooks take the state in).
  // biome-ignore lint/suspicious/noExplicitAny: any state
  State = any,
> extends PluginHooks<State> {
  /** Unique in a regulation; overrides and saved games find the plugin by it. */
  readonly name: Name;
  /**
   * The name of a plugin this one takes the place of in a regulation (`'scoring'`, `'flagFall'`):
   * listed with a preset, it removes that plugin and runs where it ran, so its answers to the
   * `first` hooks (`score`, `judgeFlag`...) are the ones heard, and `describeRegulation` lists
   * its rules instead.
   */
  readonly replaces?: string;
  /** The options, as JSON data (saved in each game's log header). */
  readonly options: Options;
  /** Run before (`'pre'`) or after (`'post'`) the plugins without `enforce`. */
  readonly enforce?: 'pre' | 'post';
  /**
   * A slot holds one plugin: a later plugin of the same slot replaces an earlier one. The
   * variant plugin (`variantPlugin(variant)`) takes the slot `'variant'`.
   */
  readonly slot?: string;
  /**
   * The move rules a plugin of the `'variant'` slot plays (a `Variant` of `@chesslaws/moves`):
   * `createGame` reads a start FEN in them (pockets, check counters).
   */
  readonly variant?: Variant;
  /** The rules in force under these options, for `describeRegulation`. */
  readonly rules?: readonly RuleInForce[];
  /** The claim kinds this plugin adds and judges. */
  readonly claims?: readonly ClaimSpec[];
  /**
   * The plugin's own messages, by language then key (`{ en: { 'sofiaRules.tooEarly': … }, ru: … }`):
   * what its refusals, rulings, claim titles and rules say when they are messages rather than
   * text. `formatMessage` finds them in the reader's language, then in English.
   */
  readonly messages?: PluginMessages;
  /**
   * The event types this plugin gives a meaning to, beyond the core's: an event type no
   * plugin lists is refused (without `drawOffers` a regulation takes no draw offers).
   */
  readonly handles?: readonly GameEventType[];
  /** The plugin's per-game state (see {@link PluginState}). */
  readonly state?: PluginState<State>;
  /**
   * The same plugin with other options (set by {@link definePlugin}): what a preset's overrides
   * call. A plugin without it can only be kept or removed.
   * @internal
   */
  configure?(options: Options): Plugin<Name, Options, State>;
  /**
   * The plugin as it applies in a game of `category`: its `byCategory` options merged in (set
   * by {@link definePlugin} when there are any). The runtime calls it once per game.
   * @internal
   */
  forCategory?(category: TimeCategory | undefined): Plugin<Name, Options, State>;
}

/** Per-category option overrides, applied once the game's time control is known (`legacy`). */
export type ByCategory<Options> = { readonly [C in TimeCategory]?: DeepPartial<Options> };

/** A plugin factory made by {@link definePlugin}: call it with option overrides. */
export interface PluginFactory<Name extends string, Options extends object, State = unknown> {
  /** A plugin with the defaults and `overrides` merged (deeply; later wins). */
  (overrides?: DeepPartial<Options>): Plugin<Name, Options, State>;
  /** The plugins' name. */
  readonly pluginName: Name;
  /** The default options. */
  readonly defaults: Options;
}

/** A plugin factory of any options (for lists of factories, e.g. `readRegulation`'s). */
// biome-ignore lint/suspicious/noExplicitAny: factories of every option type
export type AnyPluginFactory = PluginFactory<string, any, any>;

/** What {@link definePlugin} needs to make a plugin factory. */
export interface PluginSpec<Name extends string, Options extends object, State = unknown> {
  /** The plugins' name (use the factory's name, camelCase). */
  readonly name: Name;
  /** See {@link Plugin.replaces}. */
  readonly replaces?: string;
  /** The options when none are given. */
  readonly defaults: Options;
  /**
   * Checks for each option: a bad one throws a located `ERR_RULES_PLUGIN_OPTIONS`. Every
   * plugin also takes `byCategory` (checked here, per category, against this schema).
   */
  readonly schema?: OptionSchema;
  /** See {@link Plugin.enforce}. */
  readonly enforce?: 'pre' | 'post';
  /** See {@link Plugin.slot}. */
  readonly slot?: string;
  /** See {@link Plugin.variant}. */
  readonly variant?: Variant;
  /** The rules in force under `options` (called per category too, for `byCategory`). */
  readonly rules?: (options: Options) => readonly RuleInForce[];
  /** The claim kinds the plugin adds under `options`. */
  readonly claims?: (options: Options) => readonly ClaimSpec[];
  /** See {@link Plugin.handles}. */
  readonly handles?: readonly GameEventType[];
  /** See {@link Plugin.messages}. */
  readonly messages?: PluginMessages;
  /** The per-game state under `options`. */
  readonly state?: (options: Options) => PluginState<State>;
  /** The hooks, made once per options (keep per-game memory in `state`, never in a closure). */
  readonly hooks?: (options: Options) => PluginHooks<State>;
}

/** Whether two summaries say the same (the same text, or the same message and parameters). */
const sameWords = (a: Message | string, b: Message | string): boolean =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : JSON.stringify(a) === JSON.stringify(b);

type WithCategories = { readonly byCategory?: Readonly<Record<string, object>> };

/** The options without `byCategory`, and the checked `byCategory` table. */
function splitCategories(
  name: string,
  schema: OptionSchema | undefined,
  options: object,
): { base: object; byCategory: Readonly<Record<string, object>> | undefined } {
  const { byCategory, ...base } = options as WithCategories;
  if (schema) checkOptions(name, schema, base);
  if (byCategory === undefined) return { base, byCategory: undefined };
  if (typeof byCategory !== 'object' || byCategory === null || Array.isArray(byCategory))
    throw optionError(name, 'byCategory', say.option.byCategory);
  for (const [category, extra] of Object.entries(byCategory)) {
    if (!(TIME_CATEGORIES as readonly string[]).includes(category))
      throw optionError(name, `byCategory.${category}`, say.option.notACategory(TIME_CATEGORIES));
    if (schema) checkOptions(name, schema, mergeOptions(base, extra as never));
  }
  return { base, byCategory };
}

/**
 * Makes a plugin factory: options are data, merged over the defaults, checked and frozen; the
 * hooks close over them. `byCategory` options are handled here, once for every plugin: the
 * runtime asks `forCategory` for the plugin of a game's category, and `rules` lists what
 * changes per category. Every built-in plugin is made this way, and so can yours be.
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
export function definePlugin<const Name extends string, Options extends object, State = unknown>(
  spec: PluginSpec<Name, Options, State>,
): PluginFactory<Name, Options, State> {
  const build = (options: Options): Plugin<Name, Options, State> => {
    // Options are data: nested without end (or containing themselves) they are refused here,
    // before any merge, copy or freeze walks them.
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
    const rules: RuleInForce[] = [...own];
    // What changes under a category's options, listed once with the category.
    for (const [category, extra] of Object.entries(byCategory ?? {})) {
      for (const rule of spec.rules?.(mergeOptions(base, extra as never) as Options) ?? [])
        if (!own.some((r) => r.id === rule.id && sameWords(r.summary, rule.summary)))
          rules.push({ ...rule, category: category as TimeCategory });
    }
    const plugin: Plugin<Name, Options, State> = {
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
      configure: (next: Options) => build(next),
      ...(byCategory
        ? {
            forCategory: (category: TimeCategory | undefined) => {
              const extra = category === undefined ? undefined : byCategory[category];
              return extra ? build(mergeOptions(base, extra as never) as Options) : plugin;
            },
          }
        : {}),
    };
    return Object.freeze(plugin);
  };
  const factory = (overrides?: DeepPartial<Options>) => {
    // Checked before the merge walks them: data nested without end is refused, not followed.
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
