// `decide-claim`: the arbiter upholds or rejects the claim the game waits on (S-10.2).
import type { RulesError } from '../../errors.js';
import type { DecideClaimEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import { endGame, rule } from '../end.js';
import { fail } from '../refuse.js';

/** Upheld, the game ends as the claim's plugin said it would; rejected, the clocks run again. */
export function decideClaim(arbiter: Arbiter, event: DecideClaimEvent): RulesError | undefined {
  const awaiting = arbiter.facts.awaiting;
  const claim = awaiting?.claim;
  if (!awaiting || !claim || !awaiting.upheld)
    return fail('ERR_RULES_NOTHING_TO_DECIDE', say.nothingToDecide);
  const title = arbiter.claimSpec(claim.kind)?.spec.title ?? claim.kind;
  const draft = arbiter.draft;
  draft.awaiting = undefined;
  if (event.upheld) {
    endGame(arbiter, awaiting.upheld, claim.plugin, say.claimUpheld(claim.by, title, event.reason));
    return undefined;
  }
  const clock = arbiter.clock;
  if (awaiting.clockRan && clock?.view(arbiter.now).status === 'paused') {
    const resumed = clock.resume();
    if (!resumed.ok) return fail('ERR_RULES_CLOCK', resumed.error.message);
  }
  rule(
    arbiter,
    'claim-rejected',
    awaiting.rule,
    claim.plugin,
    claim.by,
    say.claimRejected(claim.by, title, event.reason),
  );
  return undefined;
}
