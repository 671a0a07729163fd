import type { TimeControl } from '../control/types.js';
import { ClockError } from '../errors.js';
import { err, ok, type Result } from '../result.js';
import { Engine } from './engine.js';
import { type ClockEvent, checkClockEvent } from './events.js';

/** A replayed log: the engine after the last event, and the events as checked. */
export interface Replayed {
  readonly engine: Engine;
  readonly log: ClockEvent[];
}

/**
 * Folds `events` (checked one by one) over a fresh engine for `control`, calling `visit`
 * after each event is applied. One pass: each event costs O(1) engine work.
 */
export function replay(
  control: TimeControl,
  events: readonly unknown[],
  visit?: (event: ClockEvent, index: number, engine: Engine) => void,
): Result<Replayed, ClockError> {
  const log: ClockEvent[] = [];
  let engine: Engine | undefined;
  for (const [i, raw] of events.entries()) {
    const checked = checkClockEvent(raw, `events[${i}]`);
    if (!checked.ok) return checked;
    const event = checked.value;
    engine ??= new Engine(control, event.at);
    const failure = engine.apply(event);
    if (failure)
      return err(
        new ClockError(failure.code, `events[${i}]: ${failure.message}`, {
          field: `events[${i}]`,
          index: i,
        }),
      );
    log.push(event);
    visit?.(event, i, engine);
  }
  return ok({ engine: engine ?? new Engine(control, Number.MIN_SAFE_INTEGER), log });
}
