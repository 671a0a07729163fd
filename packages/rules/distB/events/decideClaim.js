import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

const decideClaim = defineEvent({
  type: 'decide-claim',
  fields: { upheld: 'bool', reason: 'text?' },
  core: true,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const awaiting = tx.facts.awaiting;
    const claim = awaiting?.claim;
    if (!awaiting || !claim || !awaiting.upheld)
      return fail('ERR_RULES_NOTHING_TO_DECIDE', msg('refusal.nothingToDecide', {}));
    const title = tx.claimSpec(claim.kind)?.spec.title ?? claim.kind;
    tx.set('awaiting', void 0);
    if (event.upheld) {
      tx.end(
        awaiting.upheld,
        claim.plugin,
        msg('cause.claimUpheld', { side: claim.by, title, reason: event.reason }),
      );
      return void 0;
    }
    const clock = tx.clock;
    if (awaiting.clockRan && clock?.status() === 'paused') {
      const resumed = clock.resume();
      if (!resumed.ok)
        return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: resumed.error.message }));
    }
    tx.rule(
      'claim-rejected',
      awaiting.rule,
      claim.plugin,
      claim.by,
      msg('claim.rejected', { side: claim.by, title, reason: event.reason }),
    );
    const penalty = tx.penalizeClaim({
      by: claim.by,
      claim: claim.kind,
      ...(awaiting.intended ? { intended: awaiting.intended } : {}),
      decidedBy: 'arbiter',
      rule: awaiting.rule,
    });
    if (penalty && penalty.value.adjustments.length > 0) {
      tx.adjustClocks(penalty.value.adjustments);
      tx.rule(
        'penalty',
        penalty.value.rule,
        penalty.plugin,
        claim.by,
        msg('claim.rejectedPenalty', { side: claim.by, adjustments: penalty.value.adjustments }),
        penalty.value.adjustments,
      );
    }
    return void 0;
  },
});

export { decideClaim };
//# sourceMappingURL=decideClaim.js.map
