import { opposite } from '@chesslaws/board';
import { illegalMovesOutcome } from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const illegalMoves = definePlugin({
  name: 'illegalMoves',
  handles: ['illegal-move', 'press'],
  defaults: {
    mode: 'record',
    supervised: true,
    opponentBonus: 12e4,
    penaltyRule: 'L-7.5.5',
    unsupervisedRule: 'L-A.5.2',
    lossOn: 2,
    drawIfOpponentCannotMate: true,
  },
  schema: {
    mode: is.oneOf('reject', 'record', 'forfeit'),
    supervised: is.boolean(),
    opponentBonus: is.ms(),
    penaltyRule: is.ruleId(),
    unsupervisedRule: is.ruleId(),
    lossOn: is.integer(1),
    drawIfOpponentCannotMate: is.boolean(),
  },
  rules: (o) => {
    if (o.mode === 'reject')
      return [{ id: 'L-3.10', summary: msg('illegalMoves.rule.rejected', {}) }];
    const rules = [
      { id: 'L-7.5.1', summary: msg('illegalMoves.rule.completed', {}) },
      { id: 'L-7.5.2', summary: msg('illegalMoves.rule.unpromoted', {}) },
      { id: 'L-7.5.3', summary: msg('illegalMoves.rule.press', {}) },
      { id: 'L-7.5.4', summary: msg('illegalMoves.rule.twoHands', {}) },
    ];
    if (o.mode === 'forfeit')
      return [...rules, { id: 'S-blitz', summary: msg('illegalMoves.rule.forfeit', {}) }];
    const n = o.lossOn;
    return [
      ...rules,
      {
        id: o.penaltyRule,
        summary: msg('illegalMoves.rule.penalty', { lossOn: n, bonus: o.opponentBonus }),
      },
      {
        id: n === 2 ? 'L-7.5.5' : 'S-strikes',
        summary: msg('illegalMoves.rule.loss', {
          lossOn: n,
          drawIfCannotMate: o.drawIfOpponentCannotMate,
        }),
      },
      ...(o.supervised
        ? []
        : [{ id: o.unsupervisedRule, summary: msg('illegalMoves.rule.unsupervised', {}) }]),
    ];
  },
  hooks: (o) => {
    const lose = (report, ctx, rule) => {
      const pos = ctx.history.current;
      const outcome = o.drawIfOpponentCannotMate
        ? illegalMovesOutcome(pos, report.offender)
        : {
            result: report.offender === 'white' ? '0-1' : '1-0',
            termination: 'illegal-moves',
            winner: opposite(report.offender),
          };
      return { action: 'lose', rule, outcome: { ...outcome, byRule: rule } };
    };
    const sequelOf = (report) =>
      report.replacement !== void 0
        ? 'play-replacement'
        : report.kind === 'illegal-move'
          ? 'bind-piece'
          : void 0;
    return {
      judgeAction: {
        filter: { type: ['illegal-move', 'press'] },
        handler: () =>
          o.mode === 'reject'
            ? {
                rule: 'L-3.10',
                reason: msg('illegalMoves.rejected', {}),
              }
            : void 0,
      },
      judgeIllegalMove: (report, ctx) => {
        if (o.mode === 'reject') return void 0;
        const sequel = sequelOf(report);
        const claimable = report.kind === 'illegal-move' && report.claimedBy === void 0;
        if (o.mode === 'forfeit') {
          if (report.kind !== 'illegal-move')
            return sequel
              ? { action: 'restore', rule: 'S-blitz', sequel }
              : { action: 'restore', rule: 'S-blitz' };
          return claimable
            ? { action: 'await-claim', rule: 'S-blitz' }
            : lose(report, ctx, 'S-blitz');
        }
        if (!o.supervised && claimable) return { action: 'await-claim', rule: o.unsupervisedRule };
        if (report.count >= o.lossOn)
          return lose(report, ctx, o.lossOn === 2 ? 'L-7.5.5' : 'S-strikes');
        const adjustments =
          ctx.category === void 0
            ? []
            : [{ side: opposite(report.offender), delta: o.opponentBonus }];
        return sequel
          ? { action: 'penalize', rule: o.penaltyRule, adjustments, sequel }
          : { action: 'penalize', rule: o.penaltyRule, adjustments };
      },
    };
  },
});

export { illegalMoves };
//# sourceMappingURL=illegalMoves.js.map
