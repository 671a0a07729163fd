// Ending a game: the outcome as plugins map and score it, the ruling, the clock stopped.
import { opposite } from '@chesslaws/board';
import type { Adjustment } from '@chesslaws/clock';
import type { GameOutcome, RuledOutcome, Ruling } from '../game/ruling.js';
import { say } from '../messages.js';
import type { Arbiter } from './arbiter.js';

/**
 * Ends the game with `outcome` as `plugin` decided it: `mapOutcome` may map it (Armageddon),
 * `score` gives the points (L-10.1), the clock stops, the outcome is a ruling, and the
 * plugins are told (`onOutcome`). `cause` says what happened when the outcome's own words do
 * not; `at` is the instant (a flag's fall).
 */
export function endGame(
  arbiter: Arbiter,
  outcome: RuledOutcome,
  plugin: string,
  cause?: string,
  at = arbiter.now,
): void {
  const { hooks } = arbiter;
  const event = arbiter.call.index;
  const base = { ...outcome, plugin, event, at, reason: say.outcome(outcome, cause) };
  const mapped = hooks.sequential('mapOutcome', outcome);
  const final =
    mapped.changedBy === undefined
      ? base
      : {
          ...mapped.value,
          plugin: mapped.changedBy,
          event,
          at,
          reason: say.mappedOutcome(mapped.value, base.reason),
          mappedFrom: base,
        };
  const points = hooks.first('score', mapped.value)?.value;
  // makeRegulation puts a scoring plugin in every regulation; none answering is a plugin's bug.
  if (!points) throw new Error(`no plugin scored the outcome ${final.result}`);
  const ended: GameOutcome = { ...final, points };
  arbiter.draft.outcome = ended;
  const clock = arbiter.clock;
  if (clock?.view(arbiter.now).status === 'running') clock.pause();
  arbiter.ledger.addRuling({
    kind: 'outcome',
    rule: ended.byRule,
    plugin: ended.plugin,
    event,
    ...(ended.winner ? { side: opposite(ended.winner) } : {}),
    message: ended.reason,
  });
  if (!arbiter.reviewing) hooks.notify('onOutcome', ended);
}

/** Asks the plugins whether the position just reached ends the game, and ends it if so. */
export function adjudicate(arbiter: Arbiter): void {
  const answer = arbiter.hooks.first('adjudicate');
  if (answer) endGame(arbiter, answer.value, answer.plugin);
}

/** Records a ruling of `plugin` under `rule` about `side`. */
export function rule(
  arbiter: Arbiter,
  kind: Ruling['kind'],
  ruleId: string,
  plugin: string,
  side: Ruling['side'],
  message: string,
  adjustments?: readonly Adjustment[],
): void {
  arbiter.ledger.addRuling({
    kind,
    rule: ruleId,
    plugin,
    event: arbiter.call.index,
    ...(side ? { side } : {}),
    message: say.ruling(message, ruleId),
    ...(adjustments ? { adjustments } : {}),
  });
}
