// Scoring (L-10.1): the points each side gets for the outcome, 1 / ½ / 0 unless announced otherwise.

import { msg } from '../messages/msg.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

/** Options of {@link scoring}: the points of a win, a draw and a loss. */
export interface ScoringOptions {
  /** A win (1). */
  readonly win: number;
  /** A draw (½). */
  readonly draw: number;
  /** A loss (0). */
  readonly loss: number;
}

/** "Football" scoring (S: seed 002): 3 for a win, 1 for a draw, 0 for a loss. */
export const FOOTBALL_SCORING: ScoringOptions = Object.freeze({ win: 3, draw: 1, loss: 0 });

/**
 * The points of each side for a game's outcome (L-10.1): 1 / ½ / 0 by default, or as the
 * event announces (`scoring(FOOTBALL_SCORING)`). Every regulation has it: `makeRegulation`
 * adds it when no plugin scores, and every outcome carries the points of both sides.
 */
export const scoring = definePlugin({
  name: 'scoring',
  defaults: { win: 1, draw: 0.5, loss: 0 } as ScoringOptions,
  schema: { win: is.points(), draw: is.points(), loss: is.points() },
  rules: (o) => [
    {
      id: 'L-10.1',
      summary: msg('scoring.rule', { win: o.win, draw: o.draw, loss: o.loss }),
    },
  ],
  hooks: (o): PluginHooks => ({
    score: (outcome) =>
      outcome.winner === undefined
        ? { white: o.draw, black: o.draw }
        : outcome.winner === 'white'
          ? { white: o.win, black: o.loss }
          : { white: o.loss, black: o.win },
  }),
});
