// Ending a game: the outcome as plugins map and score it, the ruling, the clock stopped.
import { opposite } from '@chesslaws/board';
import type { Adjustment } from '@chesslaws/clock';
import type { Message } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';
import type { GameOutcome, RuledOutcome, Ruling } from '../model/outcome.js';
import type { Arbiter } from './arbiter.js';

/** A game outcome while `endGame` fills it in. */
type Filling = { -readonly [K in keyof GameOutcome]?: GameOutcome[K] } & Omit<
  GameOutcome,
  'points'
>;

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
  cause?: Message,
  at = arbiter.now,
): void {
  const { hooks } = arbiter;
  const event = arbiter.call.index;
  const reason = msg('outcome.reason', { outcome: outcomeWords(outcome), cause });
  const mapped = hooks.sequential('mapOutcome', outcome);
  const points = hooks.first('score', mapped.value)?.value;
  // Every regulation has a plugin that scores; none answering drops the event, as a throw does.
  if (!points)
    throw new RulesError(
      'ERR_RULES_PLUGIN_FAILED',
      `no plugin scored the outcome ${mapped.value.result}`,
    );
  const base = reported(outcome, plugin, event, at, reason);
  let ended = base;
  if (mapped.changedBy !== undefined) {
    const words = msg('outcome.mapped', { winner: mapped.value.winner, before: reason });
    ended = reported(mapped.value, mapped.changedBy, event, at, words);
    ended.mappedFrom = base;
  }
  ended.points = Object.freeze({ ...points });
  if (ended.mappedFrom) Object.freeze(ended.mappedFrom);
  const scored = Object.freeze(ended) as GameOutcome;
  const side = scored.winner && opposite(scored.winner);
  arbiter.recordOutcome(
    scored,
    rulingOf('outcome', scored.byRule, scored.plugin, event, side, scored.reason),
  );
  if (!arbiter.reviewing) hooks.notify('onOutcome', scored);
}

/**
 * An outcome as the game reports it, built field by field: a spread of the plugin's object
 * with fields added makes V8 build a new hidden class each time (about a microsecond), where
 * fields added to a literal follow its known transitions.
 */
function reported(
  outcome: RuledOutcome,
  plugin: string,
  event: number,
  at: number,
  reason: Message,
): Filling {
  const { result, termination, winner, byRule } = outcome;
  return winner === undefined
    ? { result, termination, byRule, plugin, event, at, reason }
    : { result, termination, winner, byRule, plugin, event, at, reason };
}

/** A ruling built field by field (as {@link reported}, and in the same key order as before). */
export function rulingOf(
  kind: Ruling['kind'],
  rule: string,
  plugin: string,
  event: number,
  side: Ruling['side'],
  message: Message,
  adjustments?: readonly Adjustment[],
): Ruling {
  const built: { -readonly [K in keyof Ruling]?: Ruling[K] } = { kind, rule, plugin, event };
  if (side) built.side = side;
  built.message = message;
  if (adjustments)
    built.adjustments = Object.freeze(adjustments.map((a) => Object.freeze({ ...a })));
  return Object.freeze(built) as Ruling;
}

/** The outcome itself in words ("Black wins by checkmate"), as a message. */
export const outcomeWords = (outcome: RuledOutcome): Message =>
  msg('outcome', {
    result: outcome.result,
    termination: outcome.termination,
    winner: outcome.winner,
    ending: outcome.byRule.startsWith('V-')
      ? outcome.byRule.slice(outcome.byRule.indexOf('.') + 1)
      : undefined,
  });
