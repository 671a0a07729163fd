import { type Color, opposite } from '@chesslaws/board';
import { type Adjustment, type ClockView, halfTimeUpToThree } from '@chesslaws/clock';
import { msg } from '../messages/msg.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { type ByCategory, definePlugin } from '../plugin/plugin.js';

/** Options of {@link incorrectClaim}. */
export interface IncorrectClaimOptions {
  /**
   * - `'opponent-bonus'`: the opponent gets `opponentBonus` (L-9.5: 2 min; L-A.3: 1 min in rapid and blitz);
   * - `'claimant-deduction'`: `claimantDeduction` is added to the claimant's used time (S-claim-5: 5 min);
   * - `'half-up-to-three'`: FIDE 1997: half the claimant's time, at most 3 min, and 3 min to
   *   the opponent (S-claim-9.5-old);
   * - `'none'`: no time penalty.
   */
  readonly penalty: 'opponent-bonus' | 'claimant-deduction' | 'half-up-to-three' | 'none';
  /** Time the opponent gets, ms, under `'opponent-bonus'` (as `illegalMoves` names its own). */
  readonly opponentBonus: number;
  /** Time added to the claimant's used time, ms, under `'claimant-deduction'`. */
  readonly claimantDeduction: number;
  /**
   * The rule the penalty is ruled under; absent: the penalty's own (L-9.5, S-claim-5,
   * S-claim-9.5-old). The FIDE presets give `'L-A.3'` in rapid and `'L-B.2'` in blitz.
   */
  readonly penaltyRule?: string;
  /** Options per time category. */
  readonly byCategory?: ByCategory<Omit<IncorrectClaimOptions, 'byCategory'>>;
}

/** Each penalty's own rule. */
const RULE = {
  'opponent-bonus': 'L-9.5',
  'claimant-deduction': 'S-claim-5',
  'half-up-to-three': 'S-claim-9.5-old',
  none: 'L-9.5',
} as const;

/** What an incorrect draw claim costs (L-9.5, L-A.3, S-claim-5, S-claim-9.5-old). The game goes on. */
export const incorrectClaim = definePlugin({
  name: 'incorrectClaim',
  defaults: {
    penalty: 'opponent-bonus',
    opponentBonus: 120_000,
    claimantDeduction: 300_000,
  } as IncorrectClaimOptions,
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
  hooks: (o): PluginHooks => {
    const rule = o.penaltyRule ?? RULE[o.penalty];
    const adjustments = (claimant: Color, view: ClockView | undefined): readonly Adjustment[] => {
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
          ? undefined
          : {
              rule,
              adjustments: adjustments(claim.by, ctx.clock()),
              playIntended: true,
              intendedRule: 'L-9.5',
            },
    };
  },
});
