import { opposite } from '@chesslaws/board';
import { halfTimeUpToThree } from '@chesslaws/clock';
import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const RULE = {
  'opponent-bonus': 'L-9.5',
  'claimant-deduction': 'S-claim-5',
  'half-up-to-three': 'S-claim-9.5-old',
  none: 'L-9.5',
};
const incorrectClaim = definePlugin({
  name: 'incorrectClaim',
  defaults: {
    penalty: 'opponent-bonus',
    opponentBonus: 12e4,
    claimantDeduction: 3e5,
  },
  schema: {
    penalty: is.oneOf('opponent-bonus', 'claimant-deduction', 'half-up-to-three', 'none'),
    opponentBonus: is.ms(),
    claimantDeduction: is.ms(),
    penaltyRule: is.optional(is.ruleId()),
  },
  rules: (o) => {
    const summary = {
      'opponent-bonus': msg('incorrectClaim.rule.opponentBonus', { time: o.opponentBonus }),
      'claimant-deduction': msg('incorrectClaim.rule.claimantDeduction', {
        time: o.claimantDeduction,
      }),
      'half-up-to-three': msg('incorrectClaim.rule.halfUpToThree', {}),
      none: msg('incorrectClaim.rule.none', {}),
    }[o.penalty];
    return [
      {
        id: o.penaltyRule ?? RULE[o.penalty],
        summary,
      },
      {
        id: 'L-9.5',
        summary: msg('incorrectClaim.rule.intended', {}),
      },
    ];
  },
  hooks: (o) => {
    const rule = o.penaltyRule ?? RULE[o.penalty];
    const adjustments = (claimant, view) => {
      if (!view || o.penalty === 'none') return [];
      if (o.penalty === 'opponent-bonus')
        return [{ side: opposite(claimant), delta: o.opponentBonus }];
      if (o.penalty === 'claimant-deduction')
        return [{ side: claimant, delta: -Math.min(o.claimantDeduction, view[claimant].time) }];
      return halfTimeUpToThree(claimant, view);
    };
    return {
      // L-9.5: whatever the time penalty, the move written down with the claim must then be
      // played. A claim the arbiter rejects (S-10.2) is not this rule's.
      penalizeClaim: (claim, ctx) =>
        claim.decidedBy !== 'rules'
          ? void 0
          : {
              rule,
              adjustments: adjustments(claim.by, ctx.clock()),
              playIntended: true,
              intendedRule: 'L-9.5',
            },
    };
  },
});

export { incorrectClaim };
//# sourceMappingURL=incorrectClaim.js.map
