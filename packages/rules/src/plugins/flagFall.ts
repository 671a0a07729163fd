import { opposite } from '@chesslaws/board';
import { flagFallOutcome, quickUnwinnableCheck } from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { type ByCategory, definePlugin } from '../plugin/plugin.js';

/** Options of {@link flagFall}. */
export interface FlagFallOptions {
  /**
   * A flag against a side whose opponent cannot mate by any series of legal moves draws
   * (L-6.9), decided by termination's unwinnability analysis, not a material count.
   */
  readonly drawIfOpponentCannotMate: boolean;
  /** When the analysis runs out of budget: the opponent wins (`'win'`, as chess servers do) or `'draw'`. */
  readonly onUnknown: 'win' | 'draw';
  /** Node budget of the analysis. */
  readonly nodeBudget: number;
  /**
   * Both flags down, order unknown: `'fide'` draws in the last period and plays on otherwise
   * (L-III.3.1); `'draw'` always draws (S-14.8, old rapid).
   */
  readonly bothFlags: 'fide' | 'draw';
  /** Options per time category (the `legacy` preset's rapid). */
  readonly byCategory?: ByCategory<Omit<FlagFallOptions, 'byCategory'>>;
}

/**
 * What a fallen flag means (L-6.9, L-III.3.1, S-14.8). A mate or stalemate on the board before
 * it stands. In `reviewMoves` (`pgn check --rules`) a recorded time forfeit is judged where
 * termination's quick test shows the opponent cannot mate; the rare position only the full
 * analysis proves is judged in a game but not in a review.
 */
export const flagFall = definePlugin({
  name: 'flagFall',
  defaults: {
    drawIfOpponentCannotMate: true,
    onUnknown: 'win',
    nodeBudget: 200_000,
    bothFlags: 'fide',
  } as FlagFallOptions,
  schema: {
    drawIfOpponentCannotMate: is.boolean(),
    onUnknown: is.oneOf('win', 'draw'),
    nodeBudget: is.integer(1),
    bothFlags: is.oneOf('fide', 'draw'),
  },
  rules: (o) => [
    {
      id: 'L-6.9',
      summary: msg('flagFall.rule.flag', { drawIfCannotMate: o.drawIfOpponentCannotMate }),
    },
    o.bothFlags === 'draw'
      ? { id: 'S-14.8', summary: msg('flagFall.rule.bothDraw', {}) }
      : {
          id: 'L-III.3.1',
          summary: msg('flagFall.rule.bothFide', {}),
        },
  ],
  hooks: (o): PluginHooks => ({
    judgeFlag: (flag, ctx) => {
      if (flag.bothFlags || flag.side === undefined) {
        if (o.bothFlags === 'draw')
          return {
            outcome: { result: '1/2-1/2', termination: 'both-flags-fallen', byRule: 'S-14.8' },
          };
        return flag.final
          ? {
              outcome: { result: '1/2-1/2', termination: 'both-flags-fallen', byRule: 'L-III.3.1' },
            }
          : {
              playOn: true,
              rule: 'L-III.3.1',
              reason: msg('flagFall.playOn', {}),
            };
      }
      if (!o.drawIfOpponentCannotMate) {
        const winner = opposite(flag.side);
        return {
          outcome: {
            result: winner === 'white' ? '1-0' : '0-1',
            termination: 'timeout',
            winner,
            byRule: 'L-6.9',
          },
        };
      }
      const outcome = flagFallOutcome(ctx.position, flag.side, {
        onUnknown: o.onUnknown,
        nodeBudget: o.nodeBudget,
      });
      return { outcome: { ...outcome, byRule: 'L-6.9' } };
    },
    // A review (a record's time forfeit) names the flag only where the quick sound test shows
    // the opponent cannot mate: the full analysis on every time forfeit (about 0.7 ms) would
    // cost many times the rest of a game's review. In a variant that test is the whole rule.
    screen: (plies, game) =>
      game.flag !== undefined &&
      o.drawIfOpponentCannotMate &&
      quickUnwinnableCheck(game.final, opposite(game.flag))
        ? [...plies, game.plies]
        : plies,
  }),
});
