import { opposite } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';

function endGame(arbiter, outcome, plugin, cause, at = arbiter.now) {
  const { hooks } = arbiter;
  const event = arbiter.call.index;
  const reason = msg('outcome.reason', { outcome: outcomeWords(outcome), cause });
  const mapped = hooks.sequential('mapOutcome', outcome);
  const points = hooks.first('score', mapped.value)?.value;
  if (!points)
    throw new RulesError(
      'ERR_RULES_PLUGIN_FAILED',
      `no plugin scored the outcome ${mapped.value.result}`,
    );
  const base = reported(outcome, plugin, event, at, reason);
  let ended = base;
  if (mapped.changedBy !== void 0) {
    const words = msg('outcome.mapped', { winner: mapped.value.winner, before: reason });
    ended = reported(mapped.value, mapped.changedBy, event, at, words);
    ended.mappedFrom = base;
  }
  ended.points = Object.freeze({ ...points });
  if (ended.mappedFrom) Object.freeze(ended.mappedFrom);
  const scored = Object.freeze(ended);
  const side = scored.winner && opposite(scored.winner);
  arbiter.recordOutcome(
    scored,
    rulingOf('outcome', scored.byRule, scored.plugin, event, side, scored.reason),
  );
  if (!arbiter.reviewing) hooks.notify('onOutcome', scored);
}
function reported(outcome, plugin, event, at, reason) {
  const { result, termination, winner, byRule } = outcome;
  return winner === void 0
    ? { result, termination, byRule, plugin, event, at, reason }
    : { result, termination, winner, byRule, plugin, event, at, reason };
}
function rulingOf(kind, rule, plugin, event, side, message, adjustments) {
  const built = { kind, rule, plugin, event };
  if (side) built.side = side;
  built.message = message;
  if (adjustments)
    built.adjustments = Object.freeze(adjustments.map((a) => Object.freeze({ ...a })));
  return Object.freeze(built);
}
const outcomeWords = (outcome) =>
  msg('outcome', {
    result: outcome.result,
    termination: outcome.termination,
    winner: outcome.winner,
  });

export { endGame, outcomeWords, rulingOf };
//# sourceMappingURL=end.js.map
