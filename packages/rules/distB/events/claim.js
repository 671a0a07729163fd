import { opposite } from '@chesslaws/board';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';
import { judgeIllegal, settleIllegal } from './illegal.js';
import { defineEvent } from './kind.js';
import { ensurePlayable, fail, parseMove } from './steps.js';

const claim = defineEvent({
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
    let intended;
    if (event.intended !== void 0) {
      const parsed = parseMove(event.intended);
      if (parsed instanceof RulesError) return parsed;
      intended = tx.position.normalizeMove(parsed);
      if (!intended)
        return fail(
          'ERR_RULES_ILLEGAL_MOVE',
          msg('refusal.intendedNotLegal', { move: event.intended }),
          { rule: ruleId },
        );
    }
    const request = { by, claim: event.claim, ...(intended ? { intended } : {}) };
    const verdict = declared ? tx.judgeClaim(request) : void 0;
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
      return void 0;
    }
    if (v.correct === void 0) {
      const clock = tx.clock;
      const clockRan = clock?.status() === 'running';
      if (clockRan) clock.pause();
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
      return void 0;
    }
    const penalty = tx.penalizeClaim({ ...request, decidedBy: 'rules', rule: v.rule });
    const adjustments = penalty?.value.adjustments ?? [];
    tx.adjustClocks(adjustments);
    const mustPlay = intended && penalty?.value.playIntended ? intended : void 0;
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
    return void 0;
  },
});
function claimIllegalMove(tx, event) {
  const by = event.by;
  const pending = tx.facts.pendingIllegal;
  if (!pending || pending.offender === by)
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
  tx.set('pendingIllegal', void 0);
  tx.set('awaiting', void 0);
  tx.set('touches', []);
  return settleIllegal(tx, decision, {
    offender: pending.offender,
    kind: 'illegal-move',
    move: pending.move,
  });
}

export { claim };
//# sourceMappingURL=claim.js.map
