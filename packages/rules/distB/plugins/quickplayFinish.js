import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const KIND = 'quickplay-finish';
function inQuickplayFinish(control, view, side) {
  const own = view[side];
  const stage = control[side][own.stage];
  return own.final && stage?.kind === 'period' && stage.bonus === void 0;
}
function cannotClaim(ctx, side, under) {
  const view = ctx.clock();
  const control = ctx.setup.control;
  if (!view || !control) return msg('quickplayFinish.noClock', {});
  if (!inQuickplayFinish(control, view, side))
    return msg('quickplayFinish.notLastPeriod', { side });
  if (view[side].flagged) return msg('quickplayFinish.flagFallen', { side });
  if (view[side].time >= under)
    return msg('quickplayFinish.notUnder', { side, left: view[side].time, under });
  return void 0;
}
const quickplayFinish = definePlugin({
  name: 'quickplayFinish',
  defaults: { under: 12e4 },
  schema: { under: is.ms() },
  claims: () => [{ kind: KIND, rule: 'S-10.2', title: msg('claim.quickplayFinish', {}) }],
  rules: (o) => [
    {
      id: 'S-10.2',
      summary: msg('quickplayFinish.rule', { under: o.under }),
    },
  ],
  hooks: (o) => ({
    judgeAction: {
      filter: { type: ['claim'] },
      handler: (action, ctx) => {
        if (action.type !== 'claim' || action.claim !== KIND) return void 0;
        const why = cannotClaim(ctx, action.by, o.under);
        return why ? { rule: 'S-10.2', reason: why } : void 0;
      },
    },
    offerClaims: (claims, ask, ctx) =>
      cannotClaim(ctx, ask.side, o.under) === void 0
        ? [...claims, { kind: KIND, now: true, intendedMoves: [] }]
        : claims,
    judgeClaim: (claim) =>
      claim.claim === KIND
        ? {
            arbiter: true,
            rule: 'S-10.2',
            reason: msg('quickplayFinish.cannotWin', {}),
            outcome: { result: '1/2-1/2', termination: 'arbiter', byRule: 'S-10.2' },
          }
        : void 0,
  }),
});

export { quickplayFinish };
//# sourceMappingURL=quickplayFinish.js.map
