import { type Color, opposite } from '@chesslaws/board';
import { type Adjustment, type ClockView, halfTimeUpToThree } from '@chesslaws/clock';
import { formatMs } from '../messages/format.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { type ByCategory, definePlugin } from '../plugin/plugin.js';

/** Options of {@link incorrectClaim}. */
export interface IncorrectClaimOptions {
  /**
   * - `'opponent-bonus'`: the opponent gets `ms` (L-9.5: 2 min; L-A.3: 1 min in rapid and blitz);
   * - `'claimant-deduction'`: `ms` are added to the claimant's used time (S-claim-5: 5 min);
   * - `'half-up-to-three'`: FIDE 1997: half the claimant's time, at most 3 min, and 3 min to
   *   the opponent (S-claim-9.5-old);
   * - `'none'`: no time penalty.
   */
  readonly penalty: 'opponent-bonus' | 'claimant-deduction' | 'half-up-to-three' | 'none';
  /** The time of `opponent-bonus` and `claimant-deduction`. */
  readonly ms: number;
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
  defaults: { penalty: 'opponent-bonus', ms: 120_000 } as IncorrectClaimOptions,
  schema: {
    penalty: is.oneOf('opponent-bonus', 'claimant-deduction', 'half-up-to-three', 'none'),
    ms: is.ms(),
    penaltyRule: is.optional(is.ruleId()),
  },
  rules: (o) => {
    const summary = {
      'opponent-bonus': `an incorrect claim gives the opponent +${formatMs(o.ms)}`,
      'claimant-deduction': `an incorrect claim adds ${formatMs(o.ms)} to the claimant's used time`,
      'half-up-to-three':
        "an incorrect claim costs half the claimant's time (at most 3 min) and gives the opponent 3 min",
      none: 'an incorrect claim costs no time',
    }[o.penalty];
    return [
      {
        id: o.penaltyRule ?? RULE[o.penalty],
        summary,
      },
      {
        id: 'L-9.5',
        summary: 'after an incorrect claim, the move written down with it must be played',
      },
    ];
  },
  hooks: (o): PluginHooks => {
    const rule = o.penaltyRule ?? RULE[o.penalty];
    const adjustments = (claimant: Color, view: ClockView | undefined): readonly Adjustment[] => {
      if (!view || o.penalty === 'none') return [];
      if (o.penalty === 'opponent-bonus') return [{ side: opposite(claimant), delta: o.ms }];
      if (o.penalty === 'claimant-deduction')
        return [{ side: claimant, delta: -Math.min(o.ms, view[claimant].time) }];
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
