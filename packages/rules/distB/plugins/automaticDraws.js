import {
  analyzeDeadPosition,
  isFivefoldRepetition,
  isInsufficientMaterial,
  isSeventyFiveMoves,
  quickDeadVerdict,
} from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const draw = (termination, byRule) => ({ result: '1/2-1/2', termination, byRule });
const automaticDraws = definePlugin({
  name: 'automaticDraws',
  defaults: {
    deadPosition: 'quick',
    nodeBudget: 2e4,
    fivefold: true,
    fivefoldConsecutive: false,
    seventyFiveMoves: true,
  },
  schema: {
    deadPosition: is.oneOf('quick', 'full', 'material', false),
    nodeBudget: is.integer(1),
    fivefold: is.boolean(),
    fivefoldConsecutive: is.boolean(),
    seventyFiveMoves: is.boolean(),
  },
  rules: (o) => [
    ...(o.deadPosition
      ? [
          {
            id: 'L-5.2.2',
            summary: msg('automaticDraws.rule.dead', { how: o.deadPosition }),
          },
        ]
      : []),
    ...(o.fivefold
      ? [
          {
            id: 'L-9.6.1',
            summary: msg('automaticDraws.rule.fivefold', { consecutive: o.fivefoldConsecutive }),
          },
        ]
      : []),
    ...(o.seventyFiveMoves
      ? [
          {
            id: 'L-9.6.2',
            summary: msg('automaticDraws.rule.seventyFive', {}),
          },
        ]
      : []),
  ],
  hooks: (o) => {
    const fivefold = { consecutive: o.fivefoldConsecutive };
    const full = { nodeBudget: o.nodeBudget, reuseLines: true };
    let keyA = -1;
    let drawA;
    let keyB = -1;
    let drawB;
    const quick = (pos, key) => {
      if (key === keyA) return drawA;
      if (key === keyB) return drawB;
      const verdict = quickDeadVerdict(pos);
      const answer =
        verdict === void 0
          ? void 0
          : verdict === 'dead'
            ? draw('dead-position', 'L-5.2.2')
            : draw('insufficient-material', 'L-5.2.2');
      keyB = keyA;
      drawB = drawA;
      keyA = key;
      drawA = answer;
      return answer;
    };
    const dead = (pos, key) => {
      if (!o.deadPosition || !pos.variant.standard) return void 0;
      if (o.deadPosition === 'quick') return quick(pos, key ?? pos.hash());
      if (isInsufficientMaterial(pos)) return draw('insufficient-material', 'L-5.2.2');
      if (o.deadPosition === 'full' && analyzeDeadPosition(pos, full).dead)
        return draw('dead-position', 'L-5.2.2');
      return void 0;
    };
    return {
      adjudicate: (ctx) => {
        const history = ctx.history;
        const deadDraw = dead(ctx.position, history.key());
        if (deadDraw) return deadDraw;
        if (o.fivefold && isFivefoldRepetition(history, fivefold))
          return draw('fivefold-repetition', 'L-9.6.1');
        if (o.seventyFiveMoves && isSeventyFiveMoves(history))
          return draw('seventyfive-moves', 'L-9.6.2');
        return void 0;
      },
      // A position five times, 150 quiet plies, or the first dead position (a dead position
      // stays dead, so the dead ones are the last plies: found back from the end, where most
      // games that reach one stop, by steps that double, then a binary search).
      screen: (plies, game) => {
        const fivefold2 = o.fivefold && game.repetitions >= 5;
        const seventyFive = o.seventyFiveMoves && game.quietPlies >= 150;
        const deadAtEnd = dead(game.final);
        if (!fivefold2 && !seventyFive && !deadAtEnd) return plies;
        const out = [...plies];
        if (fivefold2 || seventyFive) {
          for (let p = 0; p <= game.plies; p++) {
            const five = fivefold2 && game.occurrences(p) >= 5;
            if (five || (seventyFive && game.halfmoves(p) >= 150)) out.push(p);
          }
        }
        if (deadAtEnd) {
          let hi = game.plies;
          let lo = hi - 1;
          for (let step = 1; lo >= 0 && dead(game.position(lo)); step *= 2) {
            hi = lo;
            lo = Math.max(-1, hi - 2 * step);
          }
          while (hi - lo > 1) {
            const mid = (lo + hi) >> 1;
            if (dead(game.position(mid))) hi = mid;
            else lo = mid;
          }
          out.push(hi);
        }
        return out.length === plies.length ? plies : out;
      },
    };
  },
});

export { automaticDraws };
//# sourceMappingURL=automaticDraws.js.map
