import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const drawOdds = definePlugin({
  name: 'drawOdds',
  defaults: { side: 'black' },
  schema: { side: is.oneOf('white', 'black') },
  enforce: 'post',
  rules: (o) => [
    {
      id: 'E-armageddon',
      summary: msg('drawOdds.rule', { side: o.side }),
    },
  ],
  hooks: (o) => ({
    mapOutcome: (outcome) =>
      outcome.result === '1/2-1/2'
        ? {
            ...outcome,
            result: o.side === 'black' ? '0-1' : '1-0',
            winner: o.side,
            byRule: 'E-armageddon',
          }
        : outcome,
  }),
});

export { drawOdds };
//# sourceMappingURL=drawOdds.js.map
