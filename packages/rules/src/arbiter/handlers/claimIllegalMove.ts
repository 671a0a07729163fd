// `claim` of an illegal move: the opponent claims an illegal move that stood pending (L-A.5.2).

import { opposite } from '@chesslaws/board';
import type { RulesError } from '../../errors.js';
import type { ClaimEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import { judgeIllegal, settleIllegal } from '../illegal.js';
import { fail } from '../refuse.js';

/**
 * The opponent claims the pending illegal move before making his own: the position before it
 * is restored, the offender's clock runs again, and the plugins' ruling applies (with the
 * piece bound, if it says so).
 */
export function claimIllegalMove(arbiter: Arbiter, event: ClaimEvent): RulesError | undefined {
  const by = event.by;
  const pending = arbiter.facts.pendingIllegal;
  if (!pending || pending.offender === by)
    // A refusal on the facts: no move is pending, so no rule of a plugin applies to it.
    return fail('ERR_RULES_NOTHING_TO_CLAIM', say.noIllegalToClaim(opposite(by), by));
  const decision = judgeIllegal(arbiter, {
    offender: pending.offender,
    kind: 'illegal-move',
    count: arbiter.facts.illegalMoves[pending.offender] + 1,
    claimedBy: by,
  });
  if (!('value' in decision)) return decision;
  if (decision.value.action === 'await-claim')
    return fail('ERR_RULES_REFUSED', say.noRulingOnClaim, {
      rule: decision.value.rule,
      plugin: decision.plugin,
    });
  const clock = arbiter.clock;
  if (clock && clock.view(arbiter.now).status !== 'frozen') {
    const back = clock.takeBack();
    if (!back.ok) return fail('ERR_RULES_CLOCK', say.clockCannotTakeBack(back.error.message));
    arbiter.ledger.popPress();
  }
  const draft = arbiter.draft;
  draft.pendingIllegal = undefined;
  draft.awaiting = undefined;
  draft.touches = [];
  return settleIllegal(arbiter, decision, {
    offender: pending.offender,
    kind: 'illegal-move',
    move: pending.move,
  });
}
