// The arbiter's clock actions (S-arbiter-clock): pause, resume, adjust, set the move counters.
import type { ByColor, Color } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import type { RulesError } from '../model/errors.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';
import type { ClockChange, Transaction, TransactionClock } from './transaction.js';

/** The arbiter stops both clocks. */
export interface PauseEvent {
  /** Discriminant. */
  readonly type: 'pause';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** The arbiter restarts the clock of the side to move. */
export interface ResumeEvent {
  /** Discriminant. */
  readonly type: 'resume';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** The arbiter adds (or, negative, removes) time on one clock (S-arbiter-clock). */
export interface AdjustEvent {
  /** Discriminant. */
  readonly type: 'adjust';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Whose clock. */
  readonly side: Color;
  /** Milliseconds to add; negative removes. */
  readonly ms: number;
}

/** The arbiter sets the clocks' move counters (S-arbiter-clock). */
export interface SetMovesEvent {
  /** Discriminant. */
  readonly type: 'set-moves';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Completed moves per side, as the clock should count them. */
  readonly moves: Partial<ByColor<number>>;
}

/** Runs `action` on the game's clock; the clock's refusal becomes the event's. */
function onClock(
  tx: Transaction,
  action: (clock: TransactionClock) => ClockChange,
): RulesError | undefined {
  if (!tx.clock) return fail('ERR_RULES_NO_CLOCK', msg('refusal.noClock', {}));
  const result = action(tx.clock);
  return result.ok
    ? undefined
    : fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: result.error.message }));
}

/** Stops both clocks. */
export const pause = defineEvent<PauseEvent>({
  type: 'pause',
  fields: {},
  core: true,
  judgedElsewhere: false,
  apply: (tx) => onClock(tx, (clock) => clock.pause()),
});

/** Restarts the clock of the side to move. */
export const resume = defineEvent<ResumeEvent>({
  type: 'resume',
  fields: {},
  core: true,
  judgedElsewhere: false,
  apply: (tx) => onClock(tx, (clock) => clock.resume()),
});

/** Adds `event.ms` to `event.side`'s clock (negative removes). */
export const adjust = defineEvent<AdjustEvent>({
  type: 'adjust',
  fields: { side: 'color', ms: 'int' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => onClock(tx, (clock) => clock.adjust(event.side, event.ms)),
});

/** Sets the completed-move counters of the clocks (the periods follow them). */
export const setMoves = defineEvent<SetMovesEvent>({
  type: 'set-moves',
  fields: { moves: 'moves' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => onClock(tx, (clock) => clock.set({ moves: event.moves })),
});
