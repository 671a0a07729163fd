// Each plugin's per-game state: its initial value at the start, then reduced over every event.

import type { GameEvent } from '../events/index.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import type { Plugin } from '../plugin/plugin.js';
import type { ResolvedSetup } from './arbiter.js';
import type { PluginContext } from './context.js';

/** A plugin's state code that threw, as the error every hook failure is. */
const failed = (plugin: Plugin, where: string, e: unknown) =>
  new RulesError('ERR_RULES_PLUGIN_FAILED', say.pluginFailed(plugin.name, where, e), undefined, {
    plugin: plugin.name,
  });

/** Every plugin's state at the start of a game (`undefined` for a plugin without state). */
export function initialStates(plugins: readonly Plugin[], setup: ResolvedSetup): unknown[] {
  return plugins.map((plugin) => {
    if (!plugin.state) return undefined;
    try {
      return plugin.state.initial(setup);
    } catch (e) {
      throw failed(plugin, 'state.initial', e);
    }
  });
}

/** A plugin that keeps a state: its slot and its reducer, found once per regulation. */
export interface Reducer {
  readonly slot: number;
  readonly plugin: Plugin;
  readonly reduce: (state: unknown, event: GameEvent, ctx: PluginContext) => unknown;
}

/** The reducers of the plugins that keep a state, in plugin order. */
export const reducersOf = (plugins: readonly Plugin[]): readonly Reducer[] =>
  plugins.flatMap((plugin, slot) => {
    const state = plugin.state;
    return state ? [{ slot, plugin, reduce: state.reduce.bind(state) }] : [];
  });

/**
 * Every plugin's state after `event`, each reduced with its own context: the same array when
 * nothing changed, a new one (copied once) when a reducer returned a new value.
 */
export function reduceStates(
  reducers: readonly Reducer[],
  states: readonly unknown[],
  event: GameEvent,
  contexts: readonly PluginContext[],
): readonly unknown[] {
  let next: unknown[] | undefined;
  for (let i = 0; i < reducers.length; i++) {
    const { slot, reduce } = reducers[i]!;
    let reduced: unknown;
    try {
      reduced = reduce(states[slot], event, contexts[slot]!);
    } catch (e) {
      throw failed(reducers[i]!.plugin, 'state.reduce', e);
    }
    if (reduced !== states[slot]) (next ??= [...states])[slot] = reduced;
  }
  return next ?? states;
}
