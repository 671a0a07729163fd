import { RulesError } from '../errors.js';
import { HOOK_NAMES, type HookFunction, type HookName, type HookSpecs } from './hooks.js';
import type { Plugin } from './plugin.js';

type Handler<K extends HookName> = {
  readonly plugin: string;
  readonly fn: HookFunction<HookSpecs[K]>;
};

/** The answer of a `first` hook, and the plugin that gave it. */
export interface Answer<V> {
  /** What the plugin answered. */
  readonly value: V;
  /** The plugin's name. */
  readonly plugin: string;
}

type FirstValue<K extends HookName> = HookSpecs[K] extends { kind: 'first'; value: infer V }
  ? V
  : never;
type Args<K extends HookName> = HookSpecs[K]['args'];
type SequentialValue<K extends HookName> = HookSpecs[K] extends {
  kind: 'sequential';
  value: infer V;
}
  ? V
  : never;

/** Calls one hook; a hook that throws becomes an `ERR_RULES_PLUGIN_FAILED` naming the plugin. */
function call(plugin: string, hook: string, fn: unknown, args: readonly unknown[]): unknown {
  try {
    return (fn as (...a: readonly unknown[]) => unknown)(...args);
  } catch (e) {
    if (e instanceof RulesError) throw e;
    const message = e instanceof Error ? e.message : String(e);
    throw new RulesError(
      'ERR_RULES_PLUGIN_FAILED',
      `plugin '${plugin}' failed in ${hook}: ${message}`,
      undefined,
      { plugin },
    );
  }
}

/** A regulation's hooks, indexed once per game so each call walks only the plugins that have it. */
export class HookRunner {
  readonly #handlers: { [K in HookName]: Handler<K>[] };

  constructor(plugins: readonly Plugin[]) {
    const handlers = {} as { [K in HookName]: Handler<K>[] };
    for (const name of HOOK_NAMES) {
      const list: Handler<HookName>[] = [];
      for (const plugin of plugins) {
        const fn = plugin[name];
        if (fn) list.push({ plugin: plugin.name, fn: fn as never });
      }
      handlers[name] = list as never;
    }
    this.#handlers = handlers;
  }

  /** `first`: the first answer that is not `undefined`, with its plugin. */
  first<K extends HookName>(name: K, ...args: Args<K>): Answer<FirstValue<K>> | undefined {
    for (const { plugin, fn } of this.#handlers[name]) {
      const value = call(plugin, name, fn, args);
      if (value !== undefined) return { value: value as FirstValue<K>, plugin };
    }
    return undefined;
  }

  /** `sequential`: threads `value` through every plugin; also says who changed it last. */
  sequential<K extends HookName>(
    name: K,
    value: SequentialValue<K>,
    ...args: Args<K>
  ): { value: SequentialValue<K>; changedBy: string | undefined } {
    let current = value;
    let changedBy: string | undefined;
    for (const { plugin, fn } of this.#handlers[name]) {
      const next = call(plugin, name, fn, [current, ...args]) as SequentialValue<K>;
      if (next !== current) changedBy = plugin;
      current = next;
    }
    return { value: current, changedBy };
  }

  /** `notify`: tells every plugin. */
  notify<K extends HookName>(name: K, ...args: Args<K>): void {
    for (const { plugin, fn } of this.#handlers[name]) call(plugin, name, fn, args);
  }
}
