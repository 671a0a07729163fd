// `claim`: the player on move claims (a draw, or a kind a plugin adds), or claims an illegal move.
import { type Color, opposite } from '@chesslaws/board';
import type { Move } from '@chesslaws/moves';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import type { ClaimKind, ClaimRequest } from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import { judgeIllegal, settleIllegal } from './illegal.js';
import { defineEvent } from './kind.js';
import { ensurePlayable, fail, parseMove } from './steps.js';
import type { Transaction } from './transaction.js';

/** A claim: a draw now or with an intended move written down (L-9.2, L-9.3), or an illegal move (L-A.5.2). */
export interface ClaimEvent {
  /** Discriminant. */
  readonly type: 'claim';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who claims. */
  readonly by: Color;
  /** What is claimed. */
  readonly claim: ClaimKind;
  /** The move written down and not yet played, in UCI (L-9.2.1.1, L-9.3.1). */
  readonly intended?: string;
}

/**
 * A claim, judged by the plugin that declares its kind: correct, the game ends; incorrect,
 * the game goes on at the price `penalizeClaim` sets (L-9.5); for the arbiter, the clocks
 * stop and the game waits for `decide-claim` (S-10.2).
 */
export const claim = defineEvent<ClaimEvent>({
  type: 'claim',
  fields: { by: 'color', claim: 'claim', intended: 'uci?' },
  core: true,
  judgedElsewhere: true,
  apply: (tx, event) => {
    if (event.claim === 'illegal-move') return claimIllegalMove(tx, event);
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const declared = tx.claimSpec(event.claim);
    const ruleId = declared?.spec.rule;
    const by = event.by;
    if (by !== tx.turn)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.claimNotOnMove', {}), {
        rule: ruleId,
      });
    const pending = tx.facts.pendingIllegal;
    if (pending)
      return fail('ERR_RULES_REFUSED', msg('refusal.claimIllegalFirst', {}), {
        rule: pending.rule,
        plugin: pending.plugin,
      });
    let intended: Move | undefined;
    if (event.intended !== undefined) {
      const parsed = parseMove(event.intended, tx.position.variant);
      if (parsed instanceof RulesError) return parsed;
      intended = tx.position.normalizeMove(parsed);
      if (!intended)
        return fail(
          'ERR_RULES_ILLEGAL_MOVE',
          msg('refusal.intendedNotLegal', { move: event.intended }),
          { rule: ruleId },
        );
    }
    const request: ClaimRequest = { by, claim: event.claim, ...(intended ? { intended } : {}) };
    const verdict = declared ? tx.judgeClaim(request) : undefined;
    if (!declared || !verdict)
      return fail(
        'ERR_RULES_REFUSED',
        msg('refusal.noClaimsOfKind', { regulation: tx.regulation, kind: event.claim }),
        {
          rule: ruleId,
        },
      );
    const v = verdict.value;
    if (v.correct === true) {
      tx.end(
        v.outcome,
        verdict.plugin,
        msg('cause.claimCorrect', {
          side: by,
          title: declared.spec.title,
          intended: intended && moveParam(tx.position, intended),
        }),
      );
      return undefined;
    }
    if (v.correct === undefined) {
      const clock = tx.clock;
      const clockRan = clock?.status() === 'running';
      if (clockRan) clock!.pause();
      const reason = msg('claim.forArbiter', {
        side: by,
        title: declared.spec.title,
        reason: v.reason,
      });
      tx.set('awaiting', {
        rule: v.rule,
        reason,
        event: tx.index,
        claim: { by, kind: event.claim, plugin: verdict.plugin },
        upheld: v.outcome,
        clockRan,
        ...(intended ? { intended } : {}),
      });
      tx.rule('awaiting-arbiter', v.rule, verdict.plugin, by, reason);
      return undefined;
    }
    const penalty = tx.penalizeClaim({ ...request, decidedBy: 'rules', rule: v.rule });
    const adjustments = penalty?.value.adjustments ?? [];
    tx.adjustClocks(adjustments);
    const mustPlay = intended && penalty?.value.playIntended ? intended : undefined;
    tx.rule(
      'incorrect-claim',
      penalty?.value.rule ?? v.rule,
      penalty?.plugin ?? verdict.plugin,
      by,
      msg('claim.incorrect', {
        side: by,
        title: declared.spec.title,
        reason: v.reason,
        adjustments,
        mustPlay: mustPlay && moveParam(tx.position, mustPlay),
      }),
      adjustments,
    );
    if (mustPlay && penalty)
      tx.set('mustPlay', {
        side: by,
        move: {
          ...mustPlay,
          rule: penalty.value.intendedRule ?? penalty.value.rule,
          plugin: penalty.plugin,
        },
      });
    return undefined;
  },
});

/**
 * The opponent claims the pending illegal move before making his own (L-A.5.2): the position
 * before it is restored, the offender's clock runs again, and the plugins' ruling applies
 * (with the piece bound, if it says so).
 */
function claimIllegalMove(tx: Transaction, event: ClaimEvent): RulesError | undefined {
  const by = event.by;
  const pending = tx.facts.pendingIllegal;
  if (!pending || pending.offender === by)
    // A refusal on the facts: no move is pending, so no rule of a plugin applies to it.
    return fail(
      'ERR_RULES_NOTHING_TO_CLAIM',
      msg('refusal.noIllegalToClaim', { offender: opposite(by), by }),
    );
  const decision = judgeIllegal(tx, {
    offender: pending.offender,
    kind: 'illegal-move',
    count: tx.facts.illegalMoves[pending.offender] + 1,
    claimedBy: by,
  });
  if (!('value' in decision)) return decision;
  if (decision.value.action === 'await-claim')
    return fail('ERR_RULES_REFUSED', msg('refusal.noRulingOnClaim', {}), {
      rule: decision.value.rule,
      plugin: decision.plugin,
    });
  if (tx.clock && tx.clock.status() !== 'frozen') {
    const back = tx.unpress();
    if (back) return back;
  }
  tx.set('pendingIllegal', undefined);
  tx.set('awaiting', undefined);
  tx.set('touches', []);
  return settleIllegal(tx, decision, {
    offender: pending.offender,
    kind: 'illegal-move',
    move: pending.move,
  });
}
