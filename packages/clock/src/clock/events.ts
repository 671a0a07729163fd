import { type ByColor, COLORS, type Color } from '../color.js';
import { MAX_DURATION } from '../duration.js';
import { ClockError } from '../errors.js';
import { err, ok, type Result } from '../result.js';

/** Starts the clock of `side` (White unless said otherwise, L-6.1). */
export interface StartEvent {
  /** Discriminant. */
  readonly type: 'start';
  /** Milliseconds on the injected monotonic time source. */
  readonly at: number;
  /** Whose clock starts; default `'white'`. */
  readonly side?: Color;
}

/** The running side completes its move: its clock stops and the other one starts. */
export interface PressEvent {
  /** Discriminant. */
  readonly type: 'press';
  /** Milliseconds on the injected monotonic time source. */
  readonly at: number;
  /** Who pressed; when given it must be the running side. */
  readonly side?: Color;
}

/**
 * Takes back the last press that stands (casual play): the side that pressed gets its clock
 * back as it showed just before the press (no increment, move count and period back) and its
 * clock runs again; time the opponent used since stays used. Several in a row go back past
 * several presses; time thought on a move that is taken back is never given back.
 */
export interface TakebackEvent {
  /** Discriminant. */
  readonly type: 'takeback';
  /** Milliseconds on the injected monotonic time source. */
  readonly at: number;
}

/** The arbiter stops both clocks. */
export interface PauseEvent {
  /** Discriminant. */
  readonly type: 'pause';
  /** Milliseconds on the injected monotonic time source. */
  readonly at: number;
}

/** The arbiter restarts the clock of the side to move (also after a freeze). */
export interface ResumeEvent {
  /** Discriminant. */
  readonly type: 'resume';
  /** Milliseconds on the injected monotonic time source. */
  readonly at: number;
}

/** Adds (`delta > 0`) or removes (`delta < 0`) time on one side's clock: penalties, corrections. */
export interface AdjustEvent {
  /** Discriminant. */
  readonly type: 'adjust';
  /** Milliseconds on the injected monotonic time source. */
  readonly at: number;
  /** Whose clock changes. */
  readonly side: Color;
  /** Milliseconds to add (negative to remove); the clock does not go below zero. */
  readonly delta: number;
}

/** The arbiter sets times, move counters and byo-yomi periods outright. */
export interface SetEvent {
  /** Discriminant. */
  readonly type: 'set';
  /** Milliseconds on the injected monotonic time source. */
  readonly at: number;
  /** New displayed times. */
  readonly times?: Partial<ByColor<number>>;
  /** New completed-move counters; the current period follows from them. */
  readonly moves?: Partial<ByColor<number>>;
  /** New numbers of byo-yomi periods left. */
  readonly periods?: Partial<ByColor<number>>;
}

/** The arbiter finds both flags down and cannot tell which fell first (L-III.3.1). */
export interface FlagsDownEvent {
  /** Discriminant. */
  readonly type: 'flags-down';
  /** Milliseconds on the injected monotonic time source. */
  readonly at: number;
}

/** Everything that can happen to a clock; a clock's state is a fold over a list of these. */
export type ClockEvent =
  | StartEvent
  | PressEvent
  | TakebackEvent
  | PauseEvent
  | ResumeEvent
  | AdjustEvent
  | SetEvent
  | FlagsDownEvent;

/** The `type`s of {@link ClockEvent}. */
export const CLOCK_EVENT_TYPES = [
  'start',
  'press',
  'takeback',
  'pause',
  'resume',
  'adjust',
  'set',
  'flags-down',
] as const satisfies readonly ClockEvent['type'][];

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isColor = (x: unknown): x is Color => x === 'white' || x === 'black';

function bad(message: string, field: string) {
  return err(new ClockError('ERR_CLOCK_EVENT', `${field}: ${message}`, { field }));
}

/** The keys each event type has; any other (a typo, `constructor`...) is refused, not ignored. */
const EVENT_KEYS: Readonly<Record<ClockEvent['type'], readonly string[]>> = {
  start: ['type', 'at', 'side'],
  press: ['type', 'at', 'side'],
  takeback: ['type', 'at'],
  pause: ['type', 'at'],
  resume: ['type', 'at'],
  adjust: ['type', 'at', 'side', 'delta'],
  set: ['type', 'at', 'times', 'moves', 'periods'],
  'flags-down': ['type', 'at'],
};

/** The first own key of `record` outside `allowed` whose value is given, or `undefined`. */
function strayKey(record: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  for (const key of Object.keys(record))
    if (!allowed.includes(key) && record[key] !== undefined)
      return key.length > 40 ? `${key.slice(0, 40)}…` : key;
  return undefined;
}

/**
 * Checks the shape of one event (for logs read back from JSON); `field` names it in errors.
 * Whether it may happen now is the clock's business, not this function's.
 */
export function checkEvent(raw: unknown, field = 'event'): Result<ClockEvent, ClockError> {
  if (!isRecord(raw) || !(CLOCK_EVENT_TYPES as readonly unknown[]).includes(raw.type)) {
    return bad(
      `unknown event type (expected one of ${CLOCK_EVENT_TYPES.join(', ')})`,
      `${field}.type`,
    );
  }
  if (!Number.isSafeInteger(raw.at))
    return bad('at must be a whole number of milliseconds', `${field}.at`);
  const type = raw.type as ClockEvent['type'];
  const stray = strayKey(raw, EVENT_KEYS[type]);
  if (stray !== undefined) return bad(`a ${type} event has no '${stray}'`, `${field}.${stray}`);
  if ((type === 'start' || type === 'press') && raw.side !== undefined && !isColor(raw.side)) {
    return bad("side must be 'white' or 'black'", `${field}.side`);
  }
  if (type === 'adjust') {
    if (!isColor(raw.side)) return bad("side must be 'white' or 'black'", `${field}.side`);
    const delta = raw.delta;
    if (!Number.isSafeInteger(delta) || Math.abs(delta as number) > MAX_DURATION)
      return bad(
        `delta must be a whole number of milliseconds from -${MAX_DURATION} to ${MAX_DURATION} (a year)`,
        `${field}.delta`,
      );
  }
  if (type === 'set') {
    for (const key of ['times', 'moves', 'periods'] as const) {
      const value = raw[key];
      if (value === undefined) continue;
      if (!isRecord(value))
        return bad('must be an object with white and/or black', `${field}.${key}`);
      const side = strayKey(value, COLORS);
      if (side !== undefined)
        return bad(`has only white and black, not '${side}'`, `${field}.${key}.${side}`);
      for (const color of COLORS) {
        const v = value[color];
        if (v === undefined) continue;
        const min = key === 'periods' ? 1 : 0;
        const max = key === 'times' ? MAX_DURATION : Number.MAX_SAFE_INTEGER;
        if (!Number.isSafeInteger(v) || (v as number) < min || (v as number) > max) {
          const wanted =
            key === 'times'
              ? `a whole number from 0 to ${MAX_DURATION} (a year)`
              : `a whole number, ${min} or more`;
          return bad(`must be ${wanted}`, `${field}.${key}.${color}`);
        }
      }
    }
  }
  return ok(raw as unknown as ClockEvent);
}
