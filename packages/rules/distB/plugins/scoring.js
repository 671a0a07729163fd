import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const FOOTBALL_SCORING = Object.freeze({ win: 3, draw: 1, loss: 0 });
const scoring = definePlugin({
  name: 'scoring',
  defaults: { win: 1, draw: 0.5, loss: 0 },
  schema: { win: is.points(), draw: is.points(), loss: is.points() },
  rules: (o) => [
    {
      id: 'L-10.1',
      summary: msg('scoring.rule', { win: o.win, draw: o.draw, loss: o.loss }),
    },
  ],
  hooks: (o) => ({
    score: (outcome) =>
      outcome.winner === void 0
        ? { white: o.draw, black: o.draw }
        : outcome.winner === 'white'
          ? { white: o.win, black: o.loss }
          : { white: o.loss, black: o.win },
  }),
});

export { FOOTBALL_SCORING, scoring };
//# sourceMappingURL=scoring.js.map
