// Calls one hook of every plugin that has it, in hook order, each with its own plugin's context.

import { RulesError } from '../errors.js';
import { GAME_EVENT_TYPES, type GameEvent } from '../game/events.js';
import { say } from '../messages.js';
import {
  CONTEXT_FREE_HOOKS,
  EVENT_HOOKS,
  type EventHookName,
  HOOK_NAMES,
  type HookName,
  type HookSpecs,
} from './hooks.js';
import type { Plugin } from './plugin.js';

type AnyFunction = (...args: readonly unknown[]) => unknown;

interface Handler {
  /** The plugin's index in the regulation (its context's slot). */
  readonly slot: number;
  readonly plugin: string;
  readonly fn: AnyFunction;
  /** The event types an event hook's `filter` names; `undefined`: every event. */
  readonly types: readonly string[] | undefined;
}

/** The answer of a `first` hook, and the plugin that gave it. */
export interface Answer<V> {
  /** What the plugin answered. */
  readonly value: V;
  /** The plugin's name. */
  readonly plugin: string;
}

type Spec<K extends HookName> = HookSpecs[K];
/** A hook's arguments without the context the runner adds (and, for a sequential hook, the value). */
type Given<K extends HookName> = K extends 'setup' | 'screen'
  ? Spec<K>['args']
  : Spec<K>['args'] extends readonly [...infer A, unknown]
    ? A
    : never;
type FirstValue<K extends HookName> = Spec<K> extends { kind: 'first'; value: infer V } ? V : never;
type SequentialValue<K extends HookName> =
  Spec<K> extends { kind: 'sequential'; value: infer V } ? V : never;

const ORDER = { pre: 0, normal: 1, post: 2 } as const;

/**
 * How many arguments each hook takes before the context (a `sequential` hook's value not
 * counted): calls pass exactly these, so no argument list is built or counted per call.
 */
const ARITY: { readonly [K in HookName]: Given<K>['length'] } = {
  setup: 0,
  judgeAction: 1,
  adjudicate: 0,
  outcomeOf: 1,
  judgeIllegalMove: 1,
  offerClaims: 1,
  judgeClaim: 1,
  penalizeIncorrectClaim: 1,
  judgeFlag: 1,
  standingOffer: 0,
  mapOutcome: 0,
  score: 1,
  onEvent: 1,
  onOutcome: 1,
  screen: 1,
};

/** A hook that threw, as the `ERR_RULES_PLUGIN_FAILED` naming the plugin. */
function failure(handler: Handler, hook: string, e: unknown): unknown {
  if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return e;
  return new RulesError(
    'ERR_RULES_PLUGIN_FAILED',
    say.pluginFailed(handler.plugin, hook, e),
    undefined,
    { plugin: handler.plugin },
  );
}

/** One hook's handlers in call order, per event type for an event hook, and how to call them. */
interface HookTable {
  readonly all: readonly Handler[];
  /** An event hook's handlers for each event type (its `filter`s applied). */
  readonly byType: ReadonlyMap<string, readonly Handler[]> | undefined;
  /** Arguments before the context. */
  readonly arity: 0 | 1;
  /** Called without a context (`setup`, `screen`). */
  readonly contextFree: boolean;
}

type Tables = { readonly [K in HookName]: HookTable };

/**
 * The handlers of the event hooks for one event type (their filters applied): what an event
 * of that type is asked, found once per regulation and type instead of hook by hook per event.
 */
export interface EventHandlers {
  readonly judgeAction: readonly Handler[];
  readonly outcomeOf: readonly Handler[];
  readonly onEvent: readonly Handler[];
}

/** A hook's handlers, as {@link EventHandlers} lists them (opaque outside this module). */
export type Handlers = readonly Handler[];

// The index of a plugin list, built once: a regulation's lists are frozen and reused by every game.
const tables = new WeakMap<readonly Plugin[], Tables>();

function tablesOf(plugins: readonly Plugin[]): Tables {
  let found = tables.get(plugins);
  if (!found) tables.set(plugins, (found = buildTables(plugins)));
  return found;
}

function buildTables(plugins: readonly Plugin[]): Tables {
  const out = {} as { [K in HookName]: HookTable };
  for (const name of HOOK_NAMES) {
    const list: (Handler & { readonly rank: number })[] = [];
    for (const [slot, plugin] of plugins.entries()) {
      const hook = plugin[name] as
        | AnyFunction
        | {
            readonly order?: 'pre' | 'post';
            readonly filter?: { readonly type: readonly string[] };
            readonly handler: AnyFunction;
          }
        | undefined;
      if (!hook) continue;
      const fn = typeof hook === 'function' ? hook : hook.handler;
      const rank = typeof hook === 'function' ? ORDER.normal : ORDER[hook.order ?? 'normal'];
      const types = typeof hook === 'function' ? undefined : hook.filter?.type;
      list.push({ slot, plugin: plugin.name, fn, rank, types });
    }
    // Array.prototype.sort is stable: plugin order holds within each rank.
    const all = list.sort((a, b) => a.rank - b.rank);
    const byType = (EVENT_HOOKS as readonly string[]).includes(name)
      ? new Map(
          GAME_EVENT_TYPES.map((type) => [
            type,
            all.filter((h) => h.types === undefined || h.types.includes(type)),
          ]),
        )
      : undefined;
    out[name] = { all, byType, arity: ARITY[name], contextFree: CONTEXT_FREE_HOOKS.has(name) };
  }
  return out;
}

/**
 * A regulation's hooks, indexed once per plugin list: each hook's handlers sorted by their
 * `order` (`'pre'`, none, `'post'`; plugin order within each), and an event hook's handlers
 * per event type (its `filter`), so a call walks only the plugins it concerns. Each handler
 * gets its own plugin's context last (see `RuleContext`). A replay makes some ten calls per
 * move, so a call builds no argument list and looks nothing up but the hook's table.
 */
export class HookRunner {
  readonly #tables: Tables;
  readonly #contexts: readonly unknown[];

  /** `contexts[slot]` is the context of the plugin at `slot` in `plugins` (none outside a game). */
  constructor(plugins: readonly Plugin[], contexts: readonly unknown[] = []) {
    this.#tables = tablesOf(plugins);
    this.#contexts = contexts;
  }

  /** Whether any plugin has hook `name`. */
  has(name: HookName): boolean {
    return this.#tables[name].all.length > 0;
  }

  /** The event hooks' handlers for events of `type`. */
  forEvent(type: string): EventHandlers {
    const tables = this.#tables;
    return {
      judgeAction: tables.judgeAction.byType?.get(type) ?? tables.judgeAction.all,
      outcomeOf: tables.outcomeOf.byType?.get(type) ?? tables.outcomeOf.all,
      onEvent: tables.onEvent.byType?.get(type) ?? tables.onEvent.all,
    };
  }

  /** {@link first} of an event hook, with the handlers {@link forEvent} found for the event's type. */
  firstIn<K extends EventHookName>(
    handlers: Handlers,
    name: K,
    event: GameEvent,
  ): Answer<FirstValue<K>> | undefined;
  firstIn(handlers: Handlers, name: HookName, event: GameEvent): Answer<unknown> | undefined {
    return this.#firstWith(handlers, name, event);
  }

  /** The first answer of `handlers` given `a` and their context, with its plugin. */
  #firstWith(handlers: Handlers, name: HookName, a: unknown): Answer<unknown> | undefined {
    const contexts = this.#contexts;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const h = handlers[i]!;
        const value = h.fn(a, contexts[h.slot]);
        if (value !== undefined) return { value, plugin: h.plugin };
      }
    } catch (e) {
      throw failure(handlers[i]!, name, e);
    }
    return undefined;
  }

  /** The handlers of `name`, to ask again and again with {@link firstOnContext}. */
  handlersOf(name: 'adjudicate' | 'standingOffer'): Handlers {
    return this.#tables[name].all;
  }

  /** {@link first} of a hook given only the context (`adjudicate`, `standingOffer`), with its {@link handlersOf}. */
  firstOnContext<K extends 'adjudicate' | 'standingOffer'>(
    handlers: Handlers,
    name: K,
  ): Answer<FirstValue<K>> | undefined;
  firstOnContext(handlers: Handlers, name: HookName): Answer<unknown> | undefined {
    const contexts = this.#contexts;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const h = handlers[i]!;
        const value = h.fn(contexts[h.slot]);
        if (value !== undefined) return { value, plugin: h.plugin };
      }
    } catch (e) {
      throw failure(handlers[i]!, name, e);
    }
    return undefined;
  }

  /** {@link notify} of an event hook, with the handlers {@link forEvent} found for the event's type. */
  notifyIn(handlers: Handlers, name: EventHookName, event: GameEvent): void {
    this.#notifyWith(handlers, name, event);
  }

  /** Calls each of `handlers` with `a` and its context. */
  #notifyWith(handlers: Handlers, name: HookName, a: unknown): void {
    const contexts = this.#contexts;
    let i = 0;
    try {
      for (; i < handlers.length; i++) handlers[i]!.fn(a, contexts[handlers[i]!.slot]);
    } catch (e) {
      throw failure(handlers[i]!, name, e);
    }
  }

  /** The handlers of `table` to call with `first` as the first argument (an event hook's: for its type). */
  #handlers(table: HookTable, first: unknown): readonly Handler[] {
    if (table.byType === undefined) return table.all;
    return table.byType.get((first as { type: string }).type) ?? table.all;
  }

  /** `first`: the first answer that is not `undefined`, with its plugin. */
  first<K extends HookName>(name: K, ...args: Given<K>): Answer<FirstValue<K>> | undefined;
  first(name: HookName, a?: unknown): Answer<unknown> | undefined {
    const table = this.#tables[name];
    const handlers = this.#handlers(table, a);
    return table.arity === 0
      ? this.firstOnContext(handlers, name as 'adjudicate')
      : this.#firstWith(handlers, name, a);
  }

  /** `sequential`: threads `value` through every plugin; also says who changed it last. */
  sequential<K extends HookName>(
    name: K,
    value: SequentialValue<K>,
    ...args: Given<K>
  ): { value: SequentialValue<K>; changedBy: string | undefined };
  sequential(
    name: HookName,
    value: unknown,
    a?: unknown,
  ): { value: unknown; changedBy: string | undefined } {
    const table = this.#tables[name];
    const handlers = table.all;
    const contexts = this.#contexts;
    let current = value;
    let changedBy: string | undefined;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const h = handlers[i]!;
        const next = table.contextFree
          ? table.arity === 0
            ? h.fn(current)
            : h.fn(current, a)
          : table.arity === 0
            ? h.fn(current, contexts[h.slot])
            : h.fn(current, a, contexts[h.slot]);
        if (next !== current) changedBy = h.plugin;
        current = next;
      }
    } catch (e) {
      throw failure(handlers[i]!, name, e);
    }
    return { value: current, changedBy };
  }

  /** `notify`: tells every plugin. */
  notify<K extends HookName>(name: K, ...args: Given<K>): void;
  notify(name: HookName, a?: unknown): void {
    this.#notifyWith(this.#handlers(this.#tables[name], a), name, a);
  }
}
