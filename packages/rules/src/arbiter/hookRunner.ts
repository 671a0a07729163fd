// Calls one hook of every plugin that has it, in hook order, each with its own plugin's context.

import { GAME_EVENT_TYPES } from '../events/index.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import {
  CONTEXT_FREE_HOOKS,
  EVENT_HOOKS,
  HOOK_NAMES,
  type HookName,
  type HookSpecs,
} from '../plugin/hooks.js';
import type { Plugin } from '../plugin/plugin.js';

type AnyFunction = (...args: readonly unknown[]) => unknown;

interface Handler {
  /** The plugin's index in the regulation (its context's slot). */
  readonly slot: number;
  readonly plugin: string;
  readonly fn: AnyFunction;
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

/** The hooks given only the context: called without an argument list being built. */
const CONTEXT_ONLY: ReadonlySet<HookName> = new Set(['adjudicate', 'standingOffer']);

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

/** One hook's handlers in call order, and an event hook's per event type (its filters applied). */
interface HookTable {
  readonly all: readonly Handler[];
  readonly byType: ReadonlyMap<string, readonly Handler[]> | undefined;
  /** The last event type asked about, and its handlers: a replay asks about moves, move after move. */
  lastType: string | undefined;
  lastHandlers: readonly Handler[];
  /** Called without a context (`setup`, `screen`). */
  readonly contextFree: boolean;
  /** Given only the context (`adjudicate`, `standingOffer`). */
  readonly contextOnly: boolean;
}

type Tables = { readonly [K in HookName]: HookTable };

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
    const list: (Handler & { readonly rank: number; readonly types?: readonly string[] })[] = [];
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
      if (typeof hook === 'function') list.push({ slot, plugin: plugin.name, fn: hook, rank: 1 });
      else
        list.push({
          slot,
          plugin: plugin.name,
          fn: hook.handler,
          rank: ORDER[hook.order ?? 'normal'],
          ...(hook.filter ? { types: hook.filter.type } : {}),
        });
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
    out[name] = {
      all,
      byType,
      lastType: undefined,
      lastHandlers: all,
      contextFree: CONTEXT_FREE_HOOKS.has(name),
      contextOnly: CONTEXT_ONLY.has(name),
    };
  }
  return out;
}

/**
 * A regulation's hooks, indexed once per plugin list: each hook's handlers sorted by their
 * `order` (`'pre'`, none, `'post'`; plugin order within each), and an event hook's handlers
 * per event type (its `filter`), so a call walks only the plugins it concerns. Each handler
 * gets its own plugin's context last (see `RuleContext`). Three ways to call, one per kind of
 * hook: {@link first}, {@link sequential}, {@link notify}.
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

  /** The handlers of `table` for a call given `a` first (an event hook's: those for the event's type). */
  #handlers(table: HookTable, a: unknown): readonly Handler[] {
    if (table.byType === undefined) return table.all;
    const type = (a as { type: string }).type;
    if (type === table.lastType) return table.lastHandlers;
    const handlers = table.byType.get(type) ?? table.all;
    table.lastType = type;
    table.lastHandlers = handlers;
    return handlers;
  }

  /** `first`: the first answer that is not `undefined`, with its plugin. */
  first<K extends HookName>(name: K, ...args: Given<K>): Answer<FirstValue<K>> | undefined;
  first(name: HookName, a?: unknown): Answer<unknown> | undefined {
    const table = this.#tables[name];
    const handlers = this.#handlers(table, a);
    const contexts = this.#contexts;
    const contextOnly = table.contextOnly;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const h = handlers[i]!;
        // No argument list is built per call: a replay makes some ten calls per move.
        const value = contextOnly ? h.fn(contexts[h.slot]) : h.fn(a, contexts[h.slot]);
        if (value !== undefined) return { value, plugin: h.plugin };
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
    ...args: unknown[]
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
          ? h.fn(current, ...args)
          : h.fn(current, ...args, contexts[h.slot]);
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
    const handlers = this.#handlers(this.#tables[name], a);
    const contexts = this.#contexts;
    let i = 0;
    try {
      for (; i < handlers.length; i++) handlers[i]!.fn(a, contexts[handlers[i]!.slot]);
    } catch (e) {
      throw failure(handlers[i]!, name, e);
    }
  }
}
