// The plugins of a regulation as they apply under one time category, resolved once and shared.
import type { TimeCategory } from '@chesslaws/clock';
import { EVENT_KINDS, GAME_EVENT_TYPES, type GameEvent } from '../events/index.js';
import type { Transaction } from '../events/transaction.js';
import { CLAIM_KINDS, type ClaimSpec } from '../model/decisions.js';
import type { RulesError } from '../model/errors.js';
import type { Plugin } from '../plugin/plugin.js';
import type { Regulation } from '../regulation/regulation.js';
import { type Reducer, reducersOf } from './pluginStates.js';

/** A regulation's plugins for one category, and what the arbiter looks up in them. */
export interface ResolvedPlugins {
  /** The plugins, `byCategory` options merged in (the same array for every game: hooks index it once). */
  readonly plugins: readonly Plugin[];
  /** The claim kinds they declare, with the plugin that declares each. */
  readonly claims: ReadonlyMap<string, { readonly spec: ClaimSpec; readonly plugin: string }>;
  /** The event types some plugin gives a meaning to. */
  readonly handled: ReadonlySet<string>;
  /** The IDs of the rules they put in force (what `describeRegulation` lists). */
  readonly inForce: ReadonlySet<string>;
  /** The reducers of the plugins that keep a per-game state. */
  readonly stateful: readonly Reducer[];
  /** Every claim kind an event may name: the built-in ones, then the plugins'. */
  readonly claimKinds: readonly string[];
  /** What an event of each type asks of the plugins (see {@link EventPlan}). */
  readonly events: ReadonlyMap<string, EventPlan>;
  /** The plan of a move, nearly every event of a game, kept apart from the map's lookup. */
  readonly movePlan: EventPlan | undefined;
}

/** What an event of one type asks: its kind's `apply`, whether a plugin gives it a meaning, who judges what it brings. */
export interface EventPlan {
  /** What the event does (its kind's `apply`). */
  readonly apply: (tx: Transaction, event: GameEvent) => RulesError | undefined;
  /** Never refused by `judgeAction` (a start, a flag). */
  readonly unrefusable: boolean;
  /** Some plugin gives events of this type a meaning (`handles`); if none does, they are refused. */
  readonly handled: boolean;
  /** Another hook judges what it brings about (`outcomeOf` is not asked). */
  readonly judgedElsewhere: boolean;
}

const cache = new WeakMap<Regulation, Map<TimeCategory | undefined, ResolvedPlugins>>();

/** The plugins of `regulation` for games of `category` (built once per regulation and category). */
export function resolvePlugins(
  regulation: Regulation,
  category: TimeCategory | undefined,
): ResolvedPlugins {
  let byCategory = cache.get(regulation);
  if (!byCategory) cache.set(regulation, (byCategory = new Map()));
  let resolved = byCategory.get(category);
  if (!resolved) {
    const plugins = Object.freeze(regulation.plugins.map((p) => p.forCategory?.(category) ?? p));
    const claims = new Map<string, { spec: ClaimSpec; plugin: string }>();
    for (const plugin of plugins)
      for (const spec of plugin.claims ?? []) claims.set(spec.kind, { spec, plugin: plugin.name });
    const handled = new Set(plugins.flatMap((p) => p.handles ?? []));
    const inForce = new Set(plugins.flatMap((p) => (p.rules ?? []).map((r) => r.id)));
    const stateful = reducersOf(plugins);
    const claimKinds = [...new Set([...CLAIM_KINDS, ...claims.keys()])];
    const events = new Map(
      GAME_EVENT_TYPES.map((type) => [
        type,
        {
          apply: EVENT_KINDS[type].apply as EventPlan['apply'],
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

/** A type no plugin knows (a checked event always has a known one): nothing asked, refused. */
const UNKNOWN_EVENT: EventPlan = {
  apply: () => undefined,
  unrefusable: false,
  handled: false,
  judgedElsewhere: true,
};

/** What an event of `type` asks of the plugins of `resolved`. */
export const planOf = (resolved: ResolvedPlugins, type: string): EventPlan =>
  (type === 'move' ? resolved.movePlan : resolved.events.get(type)) ?? UNKNOWN_EVENT;
