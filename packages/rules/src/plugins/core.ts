// The core: what every regulation has, and no override removes (resignation, the arbiter's powers).
import { opposite } from '@chesslaws/board';
import type { GameEventType } from '../events/index.js';
import { msg } from '../messages/msg.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { definePlugin } from '../plugin/plugin.js';

/** The events every game takes: the board's, the clock's, claims, resignation, the arbiter's. */
const CORE_EVENTS = [
  'start',
  'move',
  'touch',
  'claim',
  'resign',
  'flag',
  'flags-down',
  'pause',
  'resume',
  'adjust',
  'set-moves',
  'declare',
  'decide-claim',
] as const satisfies readonly GameEventType[];

/**
 * The rules no regulation goes without: a move is played only if the variant allows it
 * (L-3.10), a player may resign (L-5.1.2), and the arbiter runs the clocks and may declare a
 * result or decide a claim (L-12, S-arbiter-clock). `makeRegulation` puts it first in every
 * regulation; it cannot be removed.
 */
export const core = definePlugin({
  name: 'core',
  defaults: {},
  enforce: 'pre',
  handles: CORE_EVENTS,
  rules: () => [
    { id: 'L-3.10', summary: msg('core.rule.legal', {}) },
    { id: 'L-5.1.2', summary: msg('core.rule.resign', {}) },
    {
      id: 'S-arbiter-clock',
      summary: msg('core.rule.clock', {}),
    },
    { id: 'L-12', summary: msg('core.rule.arbiter', {}) },
  ],
  hooks: (): PluginHooks => ({
    outcomeOf: {
      filter: { type: ['resign', 'declare'] },
      handler: (event) => {
        if (event.type === 'resign')
          return {
            outcome: {
              result: event.by === 'white' ? '0-1' : '1-0',
              termination: 'resignation',
              winner: opposite(event.by),
              byRule: 'L-5.1.2',
            },
            cause: msg('cause.resigned', { side: event.by }),
          };
        if (event.type === 'declare')
          return {
            outcome: {
              result: event.result,
              termination: 'arbiter',
              ...(event.result === '1-0'
                ? { winner: 'white' as const }
                : event.result === '0-1'
                  ? { winner: 'black' as const }
                  : {}),
              byRule: 'L-12',
            },
            cause: msg('cause.declared', { result: event.result, reason: event.reason }),
          };
        return undefined;
      },
    },
  }),
});
