// `claim`: the player on move claims (a draw, or a kind a plugin adds), or claims an illegal move.
import type { Move } from '@chesslaws/moves';
import { RulesError } from '../../errors.js';
import type { ClaimEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { ClaimRequest } from '../../pluginApi/hooks.js';
import type { Arbiter } from '../arbiter.js';
import { endGame, rule } from '../end.js';
import { fail } from '../refuse.js';
import { adjustClocks, ensurePlayable, parseMove } from '../steps.js';
import { claimIllegalMove } from './claimIllegalMove.js';

/**
 * A claim, judged by the plugin that declares its kind: correct, the game ends; incorrect,
 * the game goes on at the price `penalizeIncorrectClaim` sets (L-9.5); for the arbiter, the
 * clocks stop and the game waits for `decide-claim` (S-10.2).
 */
export function claim(arbiter: Arbiter, event: ClaimEvent): RulesError | undefined {
  if (event.claim === 'illegal-move') return claimIllegalMove(arbiter, event);
  const blocked = ensurePlayable(arbiter);
  if (blocked) return blocked;
  const declared = arbiter.claimSpec(event.claim);
  const ruleId = declared?.spec.rule;
  const by = event.by;
  if (by !== arbiter.turn)
    return fail('ERR_RULES_NOT_ON_MOVE', say.claimNotOnMove(ruleId ?? event.claim), {
      rule: ruleId,
    });
  if (arbiter.facts.pendingIllegal)
    return fail('ERR_RULES_REFUSED', say.claimIllegalFirst, {
      rule: arbiter.facts.pendingIllegal.rule,
      plugin: arbiter.facts.pendingIllegal.plugin,
    });
  let intended: Move | undefined;
  if (event.intended !== undefined) {
    const parsed = parseMove(event.intended);
    if (parsed instanceof RulesError) return parsed;
    intended = arbiter.position.normalizeMove(parsed);
    if (!intended)
      return fail(
        'ERR_RULES_ILLEGAL_MOVE',
        say.intendedNotLegal(event.intended, ruleId ?? event.claim),
        { rule: ruleId },
      );
  }
  const request: ClaimRequest = { by, claim: event.claim, ...(intended ? { intended } : {}) };
  const verdict = declared ? arbiter.hooks.first('judgeClaim', request) : undefined;
  if (!declared || !verdict)
    return fail('ERR_RULES_REFUSED', say.noClaimsOfKind(arbiter.regulation.name, event.claim), {
      rule: ruleId,
    });
  const v = verdict.value;
  const draft = arbiter.draft;
  if (v.correct === true) {
    endGame(
      arbiter,
      v.outcome,
      verdict.plugin,
      say.claimCorrect(by, declared.spec.title, event.intended),
    );
    return undefined;
  }
  if (v.correct === undefined) {
    const clock = arbiter.clock;
    const clockRan = clock?.view(arbiter.now).status === 'running';
    if (clockRan) clock!.pause();
    const reason = say.claimForArbiter(by, declared.spec.title, v.reason);
    draft.awaiting = {
      rule: v.rule,
      reason,
      event: arbiter.call.index,
      claim: { by, kind: event.claim, plugin: verdict.plugin },
      upheld: v.outcome,
      clockRan,
    };
    rule(arbiter, 'awaiting-arbiter', v.rule, verdict.plugin, by, reason);
    return undefined;
  }
  const penalty = arbiter.hooks.first('penalizeIncorrectClaim', request);
  const adjustments = penalty?.value.adjustments ?? [];
  adjustClocks(arbiter, adjustments);
  const mustPlay = intended && penalty?.value.playIntended ? intended : undefined;
  rule(
    arbiter,
    'incorrect-claim',
    penalty?.value.rule ?? v.rule,
    penalty?.plugin ?? verdict.plugin,
    by,
    say.claimIncorrect(by, event.claim, v.reason, adjustments, mustPlay && event.intended),
    adjustments,
  );
  if (mustPlay && penalty)
    draft.mustPlay = {
      side: by,
      move: {
        ...mustPlay,
        rule: penalty.value.intendedRule ?? penalty.value.rule,
        plugin: penalty.plugin,
      },
    };
  return undefined;
}
