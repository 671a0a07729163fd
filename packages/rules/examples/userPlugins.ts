// The two plugins of the README's "Your own rules" section, run by examples/examples.test.ts.
import { definePlugin, defineRegulation, fideBlitz } from '@chesslaws/rules';

/** Sofia rules: no draw offers before move 30 (or the move you choose). */
export const sofiaRules = definePlugin({
  name: 'sofiaRules',
  defaults: { beforeMove: 30 },
  rules: (o) => [
    { id: 'L-5.2.3', summary: `no draw offers before move ${o.beforeMove} (Sofia rules)` },
  ],
  hooks: (o) => ({
    judgeAction: (action, ctx) =>
      action.type === 'offer-draw' && ctx.moveNumber < o.beforeMove
        ? { rule: 'L-5.2.3', reason: `no draw offers before move ${o.beforeMove}` }
        : undefined,
  }),
});

/**
 * A flag fall ends the game only when the opponent claims it: asked before `flagFall` (`enforce:
 * 'pre'`), it lets play go on while nobody has called the flag, and passes a call on.
 */
export const flagNeedsClaim = definePlugin({
  name: 'flagNeedsClaim',
  defaults: {},
  enforce: 'pre',
  rules: () => [{ id: 'L-6.9', summary: 'a fallen flag counts only when the opponent calls it' }],
  hooks: () => ({
    judgeFlag: (flag) =>
      flag.side !== undefined && flag.calledBy === undefined
        ? { playOn: true, rule: 'L-6.9', reason: 'the flag fell, but nobody has called it' }
        : undefined,
  }),
});

/** Blitz under both house rules. */
export const houseBlitz = defineRegulation({
  name: 'house-blitz',
  plugins: [fideBlitz(), sofiaRules({ beforeMove: 30 }), flagNeedsClaim()],
});
