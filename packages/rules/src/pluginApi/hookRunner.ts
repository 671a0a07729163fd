// Calls one hook of every plugin that has it, in hook order, each with its own plugin's context.

import { RulesError } from '../errors.js';
import { GAME_EVENT_TYPES } from '../game/events.js';
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

/** Whether each hook is called without a context: a property read, not a set lookup, per call. */
const CONTEXT_FREE = Object.fromEntries(
  HOOK_NAMES.map((name) => [name, CONTEXT_FREE_HOOKS.has(name)]),
) as { readonly [K in HookName]: boolean };

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

/** Each hook's handlers in call order, and an event hook's handlers per event type. */
interface Table {
  readonly all: { readonly [K in HookName]: readonly Handler[] };
  readonly byType: { readonly [K in EventHookName]: Readonly<Record<string, readonly Handler[]>> };
}

// The index of a plugin list, built once: a regulation's lists are frozen and reused by every game.
const tables = new WeakMap<readonly Plugin[], Table>();

function tableOf(plugins: readonly Plugin[]): Table {
  let table = tables.get(plugins);
  if (!table) tables.set(plugins, (table = buildTable(plugins)));
  return table;
}

function buildTable(plugins: readonly Plugin[]): Table {
  const all = {} as { [K in HookName]: Handler[] };
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
    all[name] = list.sort((a, b) => a.rank - b.rank);
  }
  const byType = {} as { [K in EventHookName]: Record<string, readonly Handler[]> };
  for (const name of EVENT_HOOKS) {
    const perType: Record<string, readonly Handler[]> = {};
    for (const type of GAME_EVENT_TYPES)
      perType[type] = all[name].filter((h) => h.types === undefined || h.types.includes(type));
    byType[name] = perType;
  }
  return { all, byType };
}

/**
 * A regulation's hooks, indexed once per plugin list: each hook's handlers sorted by their
 * `order` (`'pre'`, none, `'post'`; plugin order within each), and an event hook's handlers
 * per event type (its `filter`), so a call walks only the plugins it concerns. Each handler
 * gets its own plugin's context last (see `RuleContext`). Calls pass their arguments as they
 * are, with no array built per call: a replay makes some ten calls per move.
 */
export class HookRunner {
  readonly #table: Table;
  readonly #context: (slot: number) => unknown;

  /** `context(slot)` is the context of the plugin at `slot` in `plugins`. */
  constructor(plugins: readonly Plugin[], context: (slot: number) => unknown = () => undefined) {
    this.#table = tableOf(plugins);
    this.#context = context;
  }

  /** Whether any plugin has hook `name`. */
  has(name: HookName): boolean {
    return this.#table.all[name].length > 0;
  }

  /** The handlers of `name` to call with these arguments (an event hook's: for the event's type). */
  #handlers(name: HookName, first: unknown): readonly Handler[] {
    const byType = (this.#table.byType as Record<string, Record<string, readonly Handler[]>>)[name];
    if (byType === undefined) return this.#table.all[name];
    return byType[(first as { type: string }).type] ?? this.#table.all[name];
  }

  /** Calls one handler with up to two arguments, and its context last unless the hook has none. */
  #call(name: HookName, handler: Handler, n: number, a: unknown, b: unknown, c: unknown): unknown {
    const fn = handler.fn;
    if (CONTEXT_FREE[name]) return n === 1 ? fn(a) : n === 2 ? fn(a, b) : fn(a, b, c);
    const ctx = this.#context(handler.slot);
    return n === 0 ? fn(ctx) : n === 1 ? fn(a, ctx) : n === 2 ? fn(a, b, ctx) : fn(a, b, c, ctx);
  }

  /** `first`: the first answer that is not `undefined`, with its plugin. */
  first<K extends HookName>(name: K, ...args: Given<K>): Answer<FirstValue<K>> | undefined;
  first(name: HookName, a?: unknown, b?: unknown): Answer<unknown> | undefined {
    const handlers = this.#handlers(name, a);
    const n = arguments.length - 1;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const value = this.#call(name, handlers[i]!, n, a, b, undefined);
        if (value !== undefined) return { value, plugin: handlers[i]!.plugin };
      }
    } catch (e) {
      throw failure(handlers[i]!, name, e);
    }
    return undefined;
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
    b?: unknown,
  ): { value: unknown; changedBy: string | undefined } {
    let current = value;
    let changedBy: string | undefined;
    const handlers = this.#table.all[name];
    const n = arguments.length - 1;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const next = this.#call(name, handlers[i]!, n, current, a, b);
        if (next !== current) changedBy = handlers[i]!.plugin;
        current = next;
      }
    } catch (e) {
      throw failure(handlers[i]!, name, e);
    }
    return { value: current, changedBy };
  }

  /** `notify`: tells every plugin. */
  notify<K extends HookName>(name: K, ...args: Given<K>): void;
  notify(name: HookName, a?: unknown, b?: unknown): void {
    const handlers = this.#handlers(name, a);
    const n = arguments.length - 1;
    let i = 0;
    try {
      for (; i < handlers.length; i++) this.#call(name, handlers[i]!, n, a, b, undefined);
    } catch (e) {
      throw failure(handlers[i]!, name, e);
    }
  }
}
