import { opposite } from '@chesslaws/board';
import type { TimeCategory } from '@chesslaws/clock';
import { halfTimeUpToThree } from '@chesslaws/clock';
import { formatMs } from '../format.js';
import type { PluginHooks } from '../pluginApi/hooks.js';
import { is } from '../pluginApi/options.js';
import { type ByCategory, definePlugin } from '../pluginApi/plugin.js';
import { penaltyArticle } from './penaltyArticle.js';

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
  /** Options per time category. */
  readonly byCategory?: ByCategory<Omit<IncorrectClaimOptions, 'byCategory'>>;
}

const RULE = {
  'opponent-bonus': (category: TimeCategory | undefined) => penaltyArticle('L-9.5', category),
  'claimant-deduction': () => 'S-claim-5',
  'half-up-to-three': () => 'S-claim-9.5-old',
  none: () => 'L-9.5',
} as const;

/** What an incorrect draw claim costs (L-9.5, L-A.3, S-claim-5, S-claim-9.5-old). The game goes on. */
export const incorrectClaim = definePlugin({
  name: 'incorrectClaim',
  defaults: { penalty: 'opponent-bonus', ms: 120_000 } as IncorrectClaimOptions,
  schema: {
    penalty: is.oneOf('opponent-bonus', 'claimant-deduction', 'half-up-to-three', 'none'),
    ms: is.ms(),
  },
  rules: (o) => {
    const fast = o.byCategory?.rapid?.ms;
    const summary = {
      'opponent-bonus': `an incorrect claim gives the opponent +${formatMs(o.ms)}`,
      'claimant-deduction': `an incorrect claim adds ${formatMs(o.ms)} to the claimant's used time`,
      'half-up-to-three':
        "an incorrect claim costs half the claimant's time (at most 3 min) and gives the opponent 3 min",
      none: 'an incorrect claim costs no time',
    }[o.penalty];
    return [
      {
        id: RULE[o.penalty](undefined),
        summary: `${summary}${fast !== undefined && fast !== o.ms && o.penalty === 'opponent-bonus' ? ` (+${formatMs(fast)} under rapid and blitz controls: L-A.3, L-B.2)` : ''}; an intended move must then be played`,
      },
    ];
  },
  hooks: (o): PluginHooks => ({
    // L-9.5: whatever the time penalty, the move written down with the claim must then be played.
    penalizeIncorrectClaim: (claim, ctx) => {
      const rule = RULE[o.penalty](ctx.category);
      const claimant = claim.by;
      const view = ctx.clock();
      if (!view || o.penalty === 'none') return { rule, adjustments: [], playIntended: true };
      if (o.penalty === 'opponent-bonus')
        return {
          rule,
          adjustments: [{ side: opposite(claimant), delta: o.ms }],
          playIntended: true,
        };
      if (o.penalty === 'claimant-deduction')
        return {
          rule,
          adjustments: [{ side: claimant, delta: -Math.min(o.ms, view[claimant].time) }],
          playIntended: true,
        };
      return { rule, adjustments: halfTimeUpToThree(claimant, view), playIntended: true };
    },
  }),
});
