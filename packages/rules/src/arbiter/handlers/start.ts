// `start`: the clock of the side to move starts (L-6.1).
import type { RulesError } from '../../errors.js';
import type { StartEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import { fail } from '../refuse.js';

/** Starts the game: White's clock from the start position, the side to move's from a set-up one. */
export function start(arbiter: Arbiter, _event: StartEvent): RulesError | undefined {
  if (arbiter.facts.started) return fail('ERR_RULES_CLOCK', say.alreadyStarted);
  if (arbiter.clock) {
    const started = arbiter.clock.start(arbiter.turn);
    if (!started.ok) return fail('ERR_RULES_CLOCK', started.error.message);
  }
  arbiter.draft.started = true;
  return undefined;
}
