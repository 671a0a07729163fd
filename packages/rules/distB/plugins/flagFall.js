import { opposite } from '@chesslaws/board';
import { flagFallOutcome, quickUnwinnableCheck } from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const flagFall = definePlugin({
  name: 'flagFall',
  defaults: {
    drawIfOpponentCannotMate: true,
    onUnknown: 'win',
    nodeBudget: 2e5,
    bothFlags: 'fide',
  },
  schema: {
    drawIfOpponentCannotMate: is.boolean(),
    onUnknown: is.oneOf('win', 'draw'),
    nodeBudget: is.integer(1),
    bothFlags: is.oneOf('fide', 'draw'),
  },
  rules: (o) => [
    {
      id: 'L-6.9',
      summary: msg('flagFall.rule.flag', { drawIfCannotMate: o.drawIfOpponentCannotMate }),
    },
    o.bothFlags === 'draw'
      ? { id: 'S-14.8', summary: msg('flagFall.rule.bothDraw', {}) }
      : {
          id: 'L-III.3.1',
          summary: msg('flagFall.rule.bothFide', {}),
        },
  ],
  hooks: (o) => ({
    judgeFlag: (flag, ctx) => {
      if (flag.bothFlags || flag.side === void 0) {
        if (o.bothFlags === 'draw')
          return {
            outcome: { result: '1/2-1/2', termination: 'both-flags-fallen', byRule: 'S-14.8' },
          };
        return flag.final
          ? {
              outcome: { result: '1/2-1/2', termination: 'both-flags-fallen', byRule: 'L-III.3.1' },
            }
          : {
              playOn: true,
              rule: 'L-III.3.1',
              reason: msg('flagFall.playOn', {}),
            };
      }
      if (!o.drawIfOpponentCannotMate) {
        const winner = opposite(flag.side);
        return {
          outcome: {
            result: winner === 'white' ? '1-0' : '0-1',
            termination: 'timeout',
            winner,
            byRule: 'L-6.9',
          },
        };
      }
      const outcome = flagFallOutcome(ctx.position, flag.side, {
        onUnknown: o.onUnknown,
        nodeBudget: o.nodeBudget,
      });
      return { outcome: { ...outcome, byRule: 'L-6.9' } };
    },
    // A review (a record's time forfeit) names the flag only where the quick sound test shows
    // the opponent cannot mate: the full analysis on every time forfeit (about 0.7 ms) would
    // cost many times the rest of a game's review. In a variant that test is the whole rule.
    screen: (plies, game) =>
      game.flag !== void 0 &&
      o.drawIfOpponentCannotMate &&
      quickUnwinnableCheck(game.final, opposite(game.flag))
        ? [...plies, game.plies]
        : plies,
  }),
});

export { flagFall };
//# sourceMappingURL=flagFall.js.map
