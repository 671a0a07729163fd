// `start`: the clock of the side to move starts (L-6.1).
import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

/** The clock of the side to move starts (L-6.1: White's, from the start position). */
export interface StartEvent {
  /** Discriminant. */
  readonly type: 'start';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** Starts the game: White's clock from the start position, the side to move's from a set-up one. */
export const start = defineEvent<StartEvent>({
  type: 'start',
  fields: {},
  core: true,
  judgedElsewhere: false,
  unrefusable: true,
  apply: (tx) => {
    if (tx.facts.started) return fail('ERR_RULES_CLOCK', msg('refusal.alreadyStarted', {}));
    if (tx.clock) {
      const started = tx.clock.start(tx.turn);
      if (!started.ok)
        return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: started.error.message }));
    }
    tx.set('started', true);
    return undefined;
  },
});
