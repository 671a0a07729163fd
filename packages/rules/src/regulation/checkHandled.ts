// A hook no event of the regulation can ever reach is a mistake made when the regulation is made.
import { CORE_EVENT_TYPES, type GameEventType } from '../events/index.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { EVENT_HOOKS } from '../plugin/hooks.js';
import type { Plugin } from '../plugin/plugin.js';

/** The event types a hook outside the event hooks is asked about, when it is asked at all. */
const ASKED_FOR: { readonly [hook: string]: readonly GameEventType[] } = {
  judgeIllegalMove: ['illegal-move', 'press'],
  standingOffer: ['offer-draw'],
};

/**
 * Throws `ERR_RULES_PLUGIN_HOOK` for a hook no event of the regulation can reach: an event
 * hook filtered to types no plugin gives a meaning (`handles`), or `judgeIllegalMove` where
 * no plugin handles illegal moves nor presses. Such a hook would be silently never called.
 */
export function checkHandled(regulation: string, plugins: readonly Plugin[]): void {
  const handled = new Set<string>([
    ...CORE_EVENT_TYPES,
    ...plugins.flatMap((p) => p.handles ?? []),
  ]);
  const fail = (plugin: Plugin, field: string, types: readonly string[]) =>
    new RulesError(
      'ERR_RULES_PLUGIN_HOOK',
      say.hook.unreachable(plugin.name, field, regulation, types),
      { field: `${plugin.name}.${field}` },
      { plugin: plugin.name },
    );
  for (const plugin of plugins) {
    for (const name of EVENT_HOOKS) {
      const hook = plugin[name] as
        | { readonly filter?: { readonly type: readonly string[] } }
        | undefined;
      const types = typeof hook === 'object' ? hook.filter?.type : undefined;
      if (types && !types.some((t) => handled.has(t)))
        throw fail(plugin, `${name}.filter.type`, types);
    }
    for (const [name, types] of Object.entries(ASKED_FOR))
      if (plugin[name as keyof Plugin] !== undefined && !types.some((t) => handled.has(t)))
        throw fail(plugin, name, types);
  }
}
