// `decide-claim`: the arbiter upholds or rejects the claim the game waits on (S-10.2).
import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

/** The arbiter upholds or rejects a claim the game waits on (S-10.2: a quickplay finish). */
export interface DecideClaimEvent {
  /** Discriminant. */
  readonly type: 'decide-claim';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** `true`: the claim is upheld and the game ends as it claimed; `false`: play goes on. */
  readonly upheld: boolean;
  /** Why, in the arbiter's words. */
  readonly reason?: string;
}

/**
 * Upheld, the game ends as the claim's plugin said it would; rejected, the clocks run again,
 * and `penalizeClaim` says what the rejection costs the claimant.
 */
export const decideClaim = defineEvent<DecideClaimEvent>({
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
    tx.set('awaiting', undefined);
    if (event.upheld) {
      tx.end(
        awaiting.upheld,
        claim.plugin,
        msg('cause.claimUpheld', { side: claim.by, title, reason: event.reason }),
      );
      return undefined;
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
    return undefined;
  },
});
