import { opposite } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import { definePlugin } from '../plugin/plugin.js';

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
];
const core = definePlugin({
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
  hooks: () => ({
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
                ? { winner: 'white' }
                : event.result === '0-1'
                  ? { winner: 'black' }
                  : {}),
              byRule: 'L-12',
            },
            cause: msg('cause.declared', { result: event.result, reason: event.reason }),
          };
        return void 0;
      },
    },
  }),
});

export { core };
//# sourceMappingURL=core.js.map
