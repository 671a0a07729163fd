// The quickplay-finish claim of the older codes (S-10.2): under two minutes, the arbiter may draw.
import type { Color } from '@chesslaws/board';
import type { ClockView, TimeControl } from '@chesslaws/clock';
import type { Message } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import type { Refusal } from '../model/decisions.js';
import type { RuleContext } from '../plugin/context.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

/** Options of {@link quickplayFinish}. */
export interface QuickplayFinishOptions {
  /** The claimant must have less than this left, ms (2 minutes). */
  readonly under: number;
}

const KIND = 'quickplay-finish';

/** Whether `side` plays its last period without increment or delay (a quickplay finish). */
function inQuickplayFinish(control: TimeControl, view: ClockView, side: Color): boolean {
  const own = view[side];
  const stage = control[side][own.stage];
  return own.final && stage?.kind === 'period' && stage.bonus === undefined;
}

/** Why `side` may not claim a quickplay finish now, or `undefined` when it may. */
function cannotClaim(ctx: RuleContext, side: Color, under: number): Message | undefined {
  const view = ctx.clock();
  const control = ctx.setup.control;
  if (!view || !control) return msg('quickplayFinish.noClock', {});
  if (!inQuickplayFinish(control, view, side))
    return msg('quickplayFinish.notLastPeriod', { side });
  if (view[side].flagged) return msg('quickplayFinish.flagFallen', { side });
  if (view[side].time >= under)
    return msg('quickplayFinish.notUnder', { side, left: view[side].time, under });
  return undefined;
}

/**
 * The quickplay-finish claim of the older codes (S-10.2; seed 002 "ничья фиксируется ... 7",
 * seed 004 16.1): under a control without increment, the player on move with less than two
 * minutes left may claim a draw because the opponent cannot win by normal means (or is not
 * trying to). The clocks stop and the arbiter decides: upheld, a draw; rejected, play goes on.
 */
export const quickplayFinish = definePlugin({
  name: 'quickplayFinish',
  defaults: { under: 120_000 } as QuickplayFinishOptions,
  schema: { under: is.ms() },
  claims: () => [{ kind: KIND, rule: 'S-10.2', title: msg('claim.quickplayFinish', {}) }],
  rules: (o) => [
    {
      id: 'S-10.2',
      summary: msg('quickplayFinish.rule', { under: o.under }),
    },
  ],
  hooks: (o): PluginHooks => ({
    judgeAction: {
      filter: { type: ['claim'] },
      handler: (action, ctx): Refusal | undefined => {
        if (action.type !== 'claim' || action.claim !== KIND) return undefined;
        const why = cannotClaim(ctx, action.by, o.under);
        return why ? { rule: 'S-10.2', reason: why } : undefined;
      },
    },
    offerClaims: (claims, ask, ctx) =>
      cannotClaim(ctx, ask.side, o.under) === undefined
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
        : undefined,
  }),
});
