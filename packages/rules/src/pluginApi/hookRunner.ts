// Calls one hook of every plugin that has it, in hook order, each with its own plugin's context.
import { RulesError } from '../errors.js';
import { CONTEXT_FREE_HOOKS, HOOK_NAMES, type HookName, type HookSpecs } from './hooks.js';
import type { Plugin } from './plugin.js';

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

/** Whether each hook is called without a context: a property read, not a set lookup, per call. */
const CONTEXT_FREE = Object.fromEntries(
  HOOK_NAMES.map((name) => [name, CONTEXT_FREE_HOOKS.has(name)]),
) as { readonly [K in HookName]: boolean };

/** Calls one hook; a hook that throws becomes an `ERR_RULES_PLUGIN_FAILED` naming the plugin. */
function call(handler: Handler, hook: string, args: readonly unknown[]): unknown {
  try {
    return handler.fn.apply(undefined, args as unknown[]);
  } catch (e) {
    if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') throw e;
    const message = e instanceof Error ? e.message : String(e);
    throw new RulesError(
      'ERR_RULES_PLUGIN_FAILED',
      `plugin '${handler.plugin}' failed in ${hook}: ${message}`,
      undefined,
      { plugin: handler.plugin },
    );
  }
}

type Table = { readonly [K in HookName]: readonly Handler[] };

// The index of a plugin list, built once: a regulation's lists are frozen and reused by every game.
const tables = new WeakMap<readonly Plugin[], Table>();

function tableOf(plugins: readonly Plugin[]): Table {
  let table = tables.get(plugins);
  if (!table) tables.set(plugins, (table = buildTable(plugins)));
  return table;
}

function buildTable(plugins: readonly Plugin[]): Table {
  const handlers = {} as { [K in HookName]: Handler[] };
  for (const name of HOOK_NAMES) {
    const list: (Handler & { readonly rank: number })[] = [];
    for (const [slot, plugin] of plugins.entries()) {
      const hook = plugin[name] as
        | AnyFunction
        | { readonly order?: 'pre' | 'post'; readonly handler: AnyFunction }
        | undefined;
      if (!hook) continue;
      const fn = typeof hook === 'function' ? hook : hook.handler;
      const rank = typeof hook === 'function' ? ORDER.normal : ORDER[hook.order ?? 'normal'];
      list.push({ slot, plugin: plugin.name, fn, rank });
    }
    // Array.prototype.sort is stable: plugin order holds within each rank.
    handlers[name] = list.sort((a, b) => a.rank - b.rank);
  }
  return handlers;
}

/**
 * A regulation's hooks, indexed once per plugin list: each hook's handlers sorted by their
 * `order` (`'pre'`, none, `'post'`; plugin order within each), so a call walks only the
 * plugins that have it. Each handler gets its own plugin's context last (see `RuleContext`).
 */
export class HookRunner {
  readonly #handlers: Table;
  readonly #context: (slot: number) => unknown;

  /** `context(slot)` is the context of the plugin at `slot` in `plugins`. */
  constructor(plugins: readonly Plugin[], context: (slot: number) => unknown = () => undefined) {
    this.#handlers = tableOf(plugins);
    this.#context = context;
  }

  /** Whether any plugin has hook `name`. */
  has(name: HookName): boolean {
    return this.#handlers[name].length > 0;
  }

  /**
   * The arguments of one call: `given`, then the context of each handler's plugin, written
   * into one array reused for every handler (no array per handler on the hot path).
   */
  #withContext(name: HookName, given: readonly unknown[]): unknown[] {
    if (CONTEXT_FREE[name]) return given as unknown[];
    const n = given.length;
    // A spare array of this length, if no call (an outer one, still running) holds it.
    let args = this.#spare[n];
    if (args) this.#spare[n] = undefined;
    else args = new Array<unknown>(n + 1);
    for (let i = 0; i < n; i++) args[i] = given[i];
    return args;
  }

  /** Gives the arguments of a finished call back for the next one (none kept alive by them). */
  #release(name: HookName, args: unknown[]): void {
    if (CONTEXT_FREE[name]) return;
    args.fill(undefined);
    this.#spare[args.length - 1] = args;
  }

  /** Argument arrays to reuse, by the number of arguments before the context. */
  readonly #spare: (unknown[] | undefined)[] = [];

  #set(name: HookName, args: unknown[], handler: Handler): unknown[] {
    if (!CONTEXT_FREE[name]) args[args.length - 1] = this.#context(handler.slot);
    return args;
  }

  /** `first`: the first answer that is not `undefined`, with its plugin. */
  first<K extends HookName>(name: K, ...args: Given<K>): Answer<FirstValue<K>> | undefined {
    const handlers = this.#handlers[name];
    if (handlers.length === 0) return undefined;
    const full = this.#withContext(name, args);
    for (let i = 0; i < handlers.length; i++) {
      const handler = handlers[i]!;
      const value = call(handler, name, this.#set(name, full, handler));
      if (value !== undefined) {
        this.#release(name, full);
        return { value: value as FirstValue<K>, plugin: handler.plugin };
      }
    }
    this.#release(name, full);
    return undefined;
  }

  /** `sequential`: threads `value` through every plugin; also says who changed it last. */
  sequential<K extends HookName>(
    name: K,
    value: SequentialValue<K>,
    ...args: Given<K>
  ): { value: SequentialValue<K>; changedBy: string | undefined } {
    let current = value;
    let changedBy: string | undefined;
    const handlers = this.#handlers[name];
    if (handlers.length === 0) return { value: current, changedBy };
    const full = this.#withContext(name, [current, ...args]);
    for (const handler of handlers) {
      full[0] = current;
      const next = call(handler, name, this.#set(name, full, handler)) as SequentialValue<K>;
      if (next !== current) changedBy = handler.plugin;
      current = next;
    }
    return { value: current, changedBy };
  }

  /** `notify`: tells every plugin. */
  notify<K extends HookName>(name: K, ...args: Given<K>): void {
    const handlers = this.#handlers[name];
    if (handlers.length === 0) return;
    const full = this.#withContext(name, args);
    for (let i = 0; i < handlers.length; i++)
      call(handlers[i]!, name, this.#set(name, full, handlers[i]!));
    this.#release(name, full);
  }
}
