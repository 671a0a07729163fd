import { opposite } from '@chesslaws/board';
import { illegalMovesOutcome } from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import type { IllegalMoveDecision, IllegalMoveReport } from '../model/decisions.js';
import type { RuleContext } from '../plugin/context.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { type ByCategory, definePlugin } from '../plugin/plugin.js';

/** Options of {@link illegalMoves}. */
export interface IllegalMovesOptions {
  /**
   * - `'reject'`: an app prevents illegal moves; completing one is refused;
   * - `'record'`: an over-the-board record: the position before it is restored and it is
   *   penalized (L-7.5);
   * - `'forfeit'`: older blitz: a claimed illegal move loses (S-blitz).
   */
  readonly mode: 'reject' | 'record' | 'forfeit';
  /**
   * With an arbiter at the board (`true`), a completed illegal move is ruled on at once.
   * Without (`false`: rapid L-A.5.2, blitz L-B.3), it counts only if the opponent claims it
   * before making his own move; otherwise it stands.
   */
  readonly supervised: boolean;
  /** Time the opponent gets for the first illegal moves (2 min standard L-7.5.5, 1 min rapid and blitz L-A.3). */
  readonly opponentBonus: number;
  /** The rule that sets that time: `'L-7.5.5'`, or `'L-A.3'` / `'L-B.2'` / `'L-B.3'` per category (the FIDE presets). */
  readonly penaltyRule: string;
  /** The rule an unsupervised illegal move waits for a claim under: `'L-A.5.2'`, `'L-B.3'` in blitz. */
  readonly unsupervisedRule: string;
  /** The illegal move that loses: the 2nd (L-7.5.5) or the 3rd (S-strikes, 2005-2013). */
  readonly lossOn: number;
  /** The loss is a draw when the opponent cannot mate by any series of legal moves (L-7.5.5). */
  readonly drawIfOpponentCannotMate: boolean;
  /** Options per time category (the FIDE presets' 1-minute penalties, the `legacy` blitz forfeit). */
  readonly byCategory?: ByCategory<Omit<IllegalMovesOptions, 'byCategory'>>;
}

/** What a completed illegal move costs (L-7.5, L-A.3, L-A.5.2, L-B.2, L-B.3, S-blitz, S-strikes). */
export const illegalMoves = definePlugin({
  name: 'illegalMoves',
  handles: ['illegal-move', 'press'],
  defaults: {
    mode: 'record',
    supervised: true,
    opponentBonus: 120_000,
    penaltyRule: 'L-7.5.5',
    unsupervisedRule: 'L-A.5.2',
    lossOn: 2,
    drawIfOpponentCannotMate: true,
  } as IllegalMovesOptions,
  schema: {
    mode: is.oneOf('reject', 'record', 'forfeit'),
    supervised: is.boolean(),
    opponentBonus: is.ms(),
    penaltyRule: is.ruleId(),
    unsupervisedRule: is.ruleId(),
    lossOn: is.integer(1),
    drawIfOpponentCannotMate: is.boolean(),
  },
  rules: (o) => {
    if (o.mode === 'reject')
      return [{ id: 'L-3.10', summary: msg('illegalMoves.rule.rejected', {}) }];
    const rules = [
      { id: 'L-7.5.1', summary: msg('illegalMoves.rule.completed', {}) },
      { id: 'L-7.5.2', summary: msg('illegalMoves.rule.unpromoted', {}) },
      { id: 'L-7.5.3', summary: msg('illegalMoves.rule.press', {}) },
      { id: 'L-7.5.4', summary: msg('illegalMoves.rule.twoHands', {}) },
    ];
    if (o.mode === 'forfeit')
      return [...rules, { id: 'S-blitz', summary: msg('illegalMoves.rule.forfeit', {}) }];
    const n = o.lossOn;
    return [
      ...rules,
      {
        id: o.penaltyRule,
        summary: msg('illegalMoves.rule.penalty', { lossOn: n, bonus: o.opponentBonus }),
      },
      {
        id: n === 2 ? 'L-7.5.5' : 'S-strikes',
        summary: msg('illegalMoves.rule.loss', {
          lossOn: n,
          drawIfCannotMate: o.drawIfOpponentCannotMate,
        }),
      },
      ...(o.supervised
        ? []
        : [{ id: o.unsupervisedRule, summary: msg('illegalMoves.rule.unsupervised', {}) }]),
    ];
  },
  hooks: (o): PluginHooks => {
    const lose = (
      report: IllegalMoveReport,
      ctx: RuleContext,
      rule: string,
    ): IllegalMoveDecision => {
      // The position to judge is the one restored: before the illegal move.
      const pos = ctx.history.current;
      const outcome = o.drawIfOpponentCannotMate
        ? illegalMovesOutcome(pos, report.offender)
        : {
            result: report.offender === 'white' ? ('0-1' as const) : ('1-0' as const),
            termination: 'illegal-moves' as const,
            winner: opposite(report.offender),
          };
      return { action: 'lose', rule, outcome: { ...outcome, byRule: rule } };
    };
    // L-7.5.2 and L-7.5.4 let a legal move stand; L-7.5.1 binds the piece moved illegally.
    const sequelOf = (report: IllegalMoveReport) =>
      report.replacement !== undefined
        ? ('play-replacement' as const)
        : report.kind === 'illegal-move'
          ? ('bind-piece' as const)
          : undefined;
    return {
      judgeAction: {
        filter: { type: ['illegal-move', 'press'] },
        handler: () =>
          o.mode === 'reject'
            ? {
                rule: 'L-3.10',
                reason: msg('illegalMoves.rejected', {}),
              }
            : undefined,
      },
      judgeIllegalMove: (report, ctx) => {
        if (o.mode === 'reject') return undefined;
        const sequel = sequelOf(report);
        const claimable = report.kind === 'illegal-move' && report.claimedBy === undefined;
        if (o.mode === 'forfeit') {
          // Only an illegal move the opponent claims loses; the old codes had no other penalty.
          if (report.kind !== 'illegal-move')
            return sequel
              ? { action: 'restore', rule: 'S-blitz', sequel }
              : { action: 'restore', rule: 'S-blitz' };
          return claimable
            ? { action: 'await-claim', rule: 'S-blitz' }
            : lose(report, ctx, 'S-blitz');
        }
        if (!o.supervised && claimable) return { action: 'await-claim', rule: o.unsupervisedRule };
        if (report.count >= o.lossOn)
          return lose(report, ctx, o.lossOn === 2 ? 'L-7.5.5' : 'S-strikes');
        const adjustments =
          ctx.category === undefined
            ? []
            : [{ side: opposite(report.offender), delta: o.opponentBonus }];
        return sequel
          ? { action: 'penalize', rule: o.penaltyRule, adjustments, sequel }
          : { action: 'penalize', rule: o.penaltyRule, adjustments };
      },
    };
  },
});
