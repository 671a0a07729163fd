import { type Color, opposite } from '@chesslaws/board';
import { definePlugin, defineRegulation, fideBlitz, type RuleContext } from '@chesslaws/rules';

/** Sofia rules: no draw offers before move 30 (or the move you choose). */
export const sofiaRules = definePlugin({
  name: 'sofiaRules',
  defaults: { beforeMove: 30 },
  // The plugin's own words, in English and Russian: its refusal and its rule are messages.
  messages: {
    en: { 'sofiaRules.tooEarly': (p: { move: number }) => `no draw offers before move ${p.move}` },
    ru: {
      'sofiaRules.tooEarly': (p: { move: number }) =>
        `ничью нельзя предлагать до ${p.move}-го хода`,
    },
  },
  rules: (o) => [
    { id: 'L-5.2.3', summary: { key: 'sofiaRules.tooEarly', params: { move: o.beforeMove } } },
  ],
  hooks: (o) => ({
    // Asked about draw offers only: the filter spares every other event the call.
    judgeAction: {
      filter: { type: ['offer-draw'] },
      handler: (_offer, ctx) =>
        ctx.moveNumber < o.beforeMove
          ? {
              rule: 'L-5.2.3',
              reason: { key: 'sofiaRules.tooEarly', params: { move: o.beforeMove } },
            }
          : undefined,
    },
  }),
});

/**
 * A flag fall ends the game only when the opponent calls it: asked before `flagFall` (its
 * `judgeFlag` runs first, `order: 'pre'`), it lets play go on while nobody has called the
 * flag, and leaves a call to `flagFall`.
 */
export const flagNeedsClaim = definePlugin({
  name: 'flagNeedsClaim',
  defaults: {},
  rules: () => [{ id: 'L-6.9', summary: 'a fallen flag counts only when the opponent calls it' }],
  hooks: () => ({
    judgeFlag: {
      order: 'pre',
      handler: (flag) =>
        flag.side !== undefined && flag.calledBy === undefined
          ? { playOn: true, rule: 'L-6.9', reason: 'the flag fell, but nobody has called it' }
          : undefined,
    },
  }),
});

/**
 * No new offer for 10 moves after a declined one. The move of each side's last declined
 * offer is per-game state, reduced from the log: rebuilt by `restoreGame`, never shared.
 */
export const offerCooldown = definePlugin({
  name: 'offerCooldown',
  defaults: { moves: 10 },
  rules: (o) => [
    { id: 'L-5.2.3', summary: `after a declined draw offer, no new one for ${o.moves} moves` },
  ],
  state: () => ({
    initial: (): Record<Color, number | null> => ({ white: null, black: null }),
    reduce: (declined, event, ctx) =>
      event.type === 'decline-draw'
        ? { ...declined, [opposite(event.by)]: ctx.moveNumber }
        : declined,
  }),
  hooks: (o) => ({
    judgeAction: {
      filter: { type: ['offer-draw'] },
      handler: (action, ctx) => {
        const last = action.type === 'offer-draw' ? ctx.state[action.by] : null;
        return last !== null && ctx.moveNumber < last + o.moves
          ? {
              rule: 'L-5.2.3',
              reason: `an offer was declined at move ${last}: wait ${o.moves} moves`,
            }
          : undefined;
      },
    },
  }),
});

/** The quickplay-finish claim (S-10.2), for the arbiter to decide; a rejected one costs a minute. */
export const quickplayClaim = definePlugin({
  name: 'quickplayClaim',
  defaults: { under: 120_000 },
  claims: () => [
    { kind: 'quickplay', rule: 'S-10.2', title: 'a draw: the opponent cannot win by normal means' },
  ],
  rules: () => [{ id: 'S-10.2', summary: 'under 2:00 without increment, the arbiter may draw' }],
  hooks: (o) => {
    // The last period, no increment or delay, less than `under` left.
    const may = (side: Color, ctx: RuleContext) => {
      const clock = ctx.clock()?.[side];
      const stage = clock && ctx.setup.control?.[side][clock.stage];
      return !!clock?.final && stage?.kind === 'period' && !stage.bonus && clock.time < o.under;
    };
    return {
      judgeAction: (action, ctx) =>
        action.type === 'claim' && action.claim === 'quickplay' && !may(action.by, ctx)
          ? { rule: 'S-10.2', reason: 'only under 2:00, in a last period without increment' }
          : undefined,
      offerClaims: (claims, ask, ctx) =>
        may(ask.side, ctx)
          ? [...claims, { kind: 'quickplay', now: true, intendedMoves: [] }]
          : claims,
      judgeClaim: (claim) =>
        claim.claim === 'quickplay'
          ? {
              arbiter: true,
              rule: 'S-10.2',
              reason: 'the opponent cannot win by normal means',
              outcome: { result: '1/2-1/2', termination: 'arbiter', byRule: 'S-10.2' },
            }
          : undefined,
      penalizeClaim: (claim) =>
        claim.claim === 'quickplay' && claim.decidedBy === 'arbiter'
          ? { rule: 'S-10.2', adjustments: [{ side: claim.by, delta: -60_000 }] }
          : undefined,
    };
  },
});

/** Blitz under the house rules: Sofia, flags called, a pause after a declined offer. */
export const houseBlitz = defineRegulation({
  name: 'house-blitz',
  plugins: [fideBlitz(), sofiaRules({ beforeMove: 30 }), flagNeedsClaim(), offerCooldown()],
});

/** 5-minute sudden death with the quickplay-finish claim. */
export const quickplayBlitz = defineRegulation({
  name: 'quickplay-blitz',
  plugins: [fideBlitz({ timeControl: { control: '5+0' } }), quickplayClaim()],
});
