import type { ByColor, Color } from '../color.js';
import type { TimeControl } from '../control/types.js';
import { validateTimeControl } from '../control/validate.js';
import { ClockError } from '../errors.js';
import { readTimeControl, type TimeControlInput } from '../parse/read.js';
import type { Penalty } from '../penalties/penalties.js';
import { err, ok, type Result } from '../result.js';
import { Engine, type PressSummary } from './engine.js';
import { type ClockEvent, checkClockEvent } from './events.js';
import { replay } from './replay.js';
import { type ClockTimeline, clockTimeline } from './timeline.js';
import type { ClockView } from './view.js';

/** What `Clock.toJSON` writes and `restoreClock` reads: the control and the event log. */
export interface ClockJSON {
  /** Always `'chesslaws-clock'`. */
  readonly format: 'chesslaws-clock';
  /** Format version, currently 1. */
  readonly version: 1;
  /** The time control. */
  readonly control: TimeControl;
  /** Every event so far, oldest first. */
  readonly events: readonly ClockEvent[];
}

/** A change to one side's clock, as penalties and apportioning produce them. */
export interface Adjustment {
  /** Whose clock. */
  readonly side: Color;
  /** Milliseconds to add (negative: remove). */
  readonly delta: number;
}

/** What an arbiter may set outright (see {@link ClockSetEvent}). */
export interface ClockSettings {
  /** New displayed times, ms. */
  readonly times?: Partial<ByColor<number>>;
  /** New completed-move counters. */
  readonly moves?: Partial<ByColor<number>>;
  /** New numbers of byo-yomi periods left. */
  readonly periods?: Partial<ByColor<number>>;
}

/** How a clock learns the time. */
export interface ClockOptions {
  /**
   * A monotonic source of milliseconds (a fraction is dropped). Default:
   * `performance.timeOrigin + performance.now()`. Use one that shares an epoch with saved
   * events (e.g. a server's `Date.now()`-based clock) if a log must survive a restart. An
   * answer that is not a finite number (a string, an array, `NaN`) is never coerced: the
   * action is refused with `ERR_CLOCK_NOW`, and a query (`view()`) throws that error.
   */
  readonly now?: () => number;
}

/**
 * A chess clock over an append-only event log. Every action stamps the time from the
 * injected source, appends one event and returns the new view; an action that cannot
 * happen returns an error and appends nothing.
 */
export interface Clock {
  /** The time control (validated). */
  readonly control: TimeControl;
  /** The log so far, oldest first: save it, replay it with {@link clockState}. */
  readonly events: readonly ClockEvent[];
  /** Starts `side`'s clock (White's by default, L-6.1). */
  start(side?: Color): Result<ClockView, ClockError>;
  /** The running side completes its move (pass `side` to reject a press by the wrong player). */
  press(side?: Color): Result<ClockView, ClockError>;
  /**
   * Takes back the last press that stands, as a `takeback` event (casual play): the side that
   * pressed gets its clock back as it showed just before the press (the increment, move count
   * and period it got go away) and its clock runs again; the time the opponent used since stays
   * used. `ERR_CLOCK_NO_PRESS` when there is none left, `ERR_CLOCK_FROZEN` after a final flag.
   */
  takeBack(): Result<ClockView, ClockError>;
  /** Stops both clocks (arbiter). */
  pause(): Result<ClockView, ClockError>;
  /** Restarts the clock of the side to move, after a pause or a freeze (arbiter). */
  resume(): Result<ClockView, ClockError>;
  /** Adds `delta` ms to `side` (negative removes; the clock stops at zero and the flag falls). */
  adjust(side: Color, delta: number): Result<ClockView, ClockError>;
  /** Applies several adjustments at one instant, all or none. */
  adjustAll(adjustments: readonly Adjustment[]): Result<ClockView, ClockError>;
  /** Applies a time penalty against `side`, e.g. `clock.penalize(PENALTIES['illegal-move'], 'white')`. */
  penalize(penalty: Penalty, side: Color): Result<ClockView, ClockError>;
  /** Sets times, move counters and byo-yomi periods (arbiter); both at zero = both flags down. */
  set(settings: ClockSettings): Result<ClockView, ClockError>;
  /** The arbiter finds both flags down, order unknown (L-III.3.1). */
  flagsDown(): Result<ClockView, ClockError>;
  /** Both clocks at `now` (default: the time source's now). */
  view(now?: number): ClockView;
  /** What `side`'s display shows at `now`, ms. */
  time(side: Color, now?: number): number;
  /** The instant the running side's flag will fall if nobody presses, so a UI can set one timer. */
  flagFallAt(now?: number): number | undefined;
  /** The clock after every press that stands, in one pass over the log (see `clockTimeline`). */
  timeline(): ClockTimeline;
  /** The control and the log, ready for `JSON.stringify`. */
  toJSON(): ClockJSON;
}

const defaultNow = (): number => Math.floor(performance.timeOrigin + performance.now());

/** A value as a message may show it: short, and never a JavaScript object. */
function shown(value: unknown): string {
  if (typeof value === 'string')
    return `the string '${value.length > 20 ? `${value.slice(0, 20)}…` : value}'`;
  if (Array.isArray(value)) return 'an array';
  if (value === null || typeof value !== 'object') return String(value);
  return 'an object';
}

/** `when` as a whole millisecond, or the error that says what it is instead. */
function instant(when: unknown, what: string): number | ClockError {
  if (typeof when === 'number' && Number.isFinite(when)) {
    const at = Math.floor(when);
    if (Number.isSafeInteger(at)) return at;
  }
  return new ClockError(
    'ERR_CLOCK_NOW',
    `${what} gave ${shown(when)}, not a finite number of milliseconds`,
  );
}

/** What the time source says now: a whole millisecond, or the error that says what it said. */
const readNow = (now: () => number): number | ClockError =>
  instant(now(), "the time source's now()");

/** The time source of `options`, or the error when it is not a function. */
function timeSource(options: ClockOptions): (() => number) | ClockError {
  const now = options.now ?? defaultNow;
  return typeof now === 'function'
    ? now
    : new ClockError('ERR_CLOCK_NOW', 'options.now must be a function that returns milliseconds');
}

const PENALTY_SHAPE = 'a list of { side, delta } adjustments';

/**
 * The clock as a pure function of its log: validates `control` (or reads it, if text: see
 * `readTimeControl`), replays `events` and returns both clocks at `now` (default: the last
 * event's instant).
 */
export function clockState(
  control: TimeControlInput,
  events: readonly unknown[],
  now?: number,
): Result<ClockView, ClockError> {
  const resolved = readTimeControl(control);
  if (!resolved.ok) return resolved;
  const replayed = replay(resolved.value, events);
  if (!replayed.ok) return replayed;
  const { engine } = replayed.value;
  if (now !== undefined) engine.advance(Math.floor(now));
  return ok(engine.view());
}

/**
 * The one {@link Clock}: a class, not an object of closures, so every clock shares one hidden
 * class and its methods (an object literal with a getter closure gets a hidden class of its
 * own, which made each clock cost V8's young-generation collector far more than its size).
 */
class EventClock implements Clock {
  readonly control: TimeControl;
  #state: Engine;
  readonly #log: ClockEvent[];
  readonly #now: () => number;
  /** The instant the clock was made at: where a clock with an empty log stands. */
  readonly #madeAt: number;
  // Queries at one instant (both displays, the flag instant) share one look-ahead copy.
  #cached: Engine | undefined;
  #cachedAt = 0;

  constructor(control: TimeControl, engine: Engine, log: ClockEvent[], now: () => number) {
    this.control = control;
    this.#state = engine;
    this.#log = log;
    this.#now = now;
    this.#madeAt = engine.at;
  }

  /**
   * The engine as the log leaves it: what a refused event's `apply` (which moves the engine on
   * to the event's instant before it judges it) is undone to, so that a refused action changes
   * nothing, not even the instant reached. Refusals are rare: a replay of the log is cheap enough.
   */
  #fromLog(): Engine {
    if (this.#log.length === 0) return new Engine(this.control, this.#madeAt);
    const replayed = replay(this.control, this.#log);
    if (!replayed.ok) throw replayed.error; // the log was built by this clock: a bug if it fails
    return replayed.value.engine;
  }

  get events(): readonly ClockEvent[] {
    return this.#log.slice();
  }

  /** The engine at `when` (default: now); a query cannot return an error, so it throws it (typed). */
  #lookAhead(when: number | undefined): Engine {
    const at = when === undefined ? readNow(this.#now) : instant(when, 'the instant asked for');
    if (typeof at !== 'number') throw at;
    return this.#lookAheadAt(at);
  }

  #lookAheadAt(at: number): Engine {
    const moment = Math.max(at, this.#state.at);
    if (this.#cached === undefined || this.#cachedAt !== moment) {
      const cached = this.#state.clone();
      cached.advance(moment);
      this.#cached = cached;
      this.#cachedAt = moment;
    }
    return this.#cached;
  }

  /** Stamps an event made by `make` with the time now, or refuses when the source says no time. */
  #stamped(make: (at: number) => Result<ClockView, ClockError>): Result<ClockView, ClockError> {
    const at = readNow(this.#now);
    return typeof at === 'number' ? make(at) : err(at);
  }

  #commit(events: readonly ClockEvent[]): Result<ClockView, ClockError> {
    if (events.length === 1) {
      // One event, applied in place (no copy for the common case, a press that stands); a
      // refusal is undone from the log.
      const failure = this.#state.apply(events[0]!);
      if (failure) {
        this.#state = this.#fromLog();
        this.#cached = undefined;
        return err(failure);
      }
    } else {
      const next = this.#state.clone();
      for (const event of events) {
        const failure = next.apply(event);
        if (failure) return err(failure);
      }
      this.#state = next;
    }
    for (const event of events) this.#log.push(event);
    this.#cached = undefined;
    return ok(this.#state.view());
  }

  #adjustAt(when: number, adjustments: readonly Adjustment[]): Result<ClockView, ClockError> {
    if (!Array.isArray(adjustments))
      return err(new ClockError('ERR_CLOCK_PENALTY', `adjustments must be ${PENALTY_SHAPE}`));
    const events: ClockEvent[] = [];
    for (const [index, adjustment] of adjustments.entries()) {
      if (typeof adjustment !== 'object' || adjustment === null)
        return err(
          new ClockError('ERR_CLOCK_PENALTY', `adjustment ${index} is not { side, delta }`, {
            index,
          }),
        );
      const { side, delta } = adjustment as Adjustment;
      const shape = checkClockEvent({ type: 'adjust', at: when, side, delta });
      if (!shape.ok) return shape;
      events.push(shape.value);
    }
    return events.length === 0 ? ok(this.#lookAheadAt(when).view()) : this.#commit(events);
  }

  #checked(event: unknown): Result<ClockView, ClockError> {
    const shape = checkClockEvent(event);
    return shape.ok ? this.#commit([shape.value]) : shape;
  }

  start(side?: Color): Result<ClockView, ClockError> {
    return this.#stamped((at) =>
      this.#checked(side === undefined ? { type: 'start', at } : { type: 'start', at, side }),
    );
  }

  // Presses are the hot path: the event is built here, so only the time needs checking.
  press(side?: Color): Result<ClockView, ClockError> {
    const at = readNow(this.#now);
    if (typeof at !== 'number') return err(at);
    if (side === undefined) return this.#commit([{ type: 'press', at }]);
    // A side that is not a colour gets the event check's answer, not "[object Object] pressed".
    if (side !== 'white' && side !== 'black') return this.#checked({ type: 'press', at, side });
    return this.#commit([{ type: 'press', at, side }]);
  }

  /**
   * `press(side)` for a wrapper that reads no view (the rules' game clock, which replays a log
   * press after press): the same event committed the same way, answered with the presser's
   * time and thinking, the status and the flags instead of both clocks. Not in {@link Clock}.
   * @internal
   */
  pressSummary(side: Color): PressSummary | ClockError {
    const at = readNow(this.#now);
    if (typeof at !== 'number') return at;
    const event: ClockEvent = { type: 'press', at, side };
    const failure = this.#state.apply(event);
    this.#cached = undefined;
    if (failure) {
      this.#state = this.#fromLog();
      return failure;
    }
    this.#log.push(event);
    return this.#state.pressed(side);
  }

  takeBack(): Result<ClockView, ClockError> {
    return this.#stamped((at) => this.#checked({ type: 'takeback', at }));
  }

  pause(): Result<ClockView, ClockError> {
    return this.#stamped((at) => this.#checked({ type: 'pause', at }));
  }

  resume(): Result<ClockView, ClockError> {
    return this.#stamped((at) => this.#checked({ type: 'resume', at }));
  }

  adjust(side: Color, delta: number): Result<ClockView, ClockError> {
    return this.#stamped((at) => this.#checked({ type: 'adjust', at, side, delta }));
  }

  adjustAll(adjustments: readonly Adjustment[]): Result<ClockView, ClockError> {
    return this.#stamped((at) => this.#adjustAt(at, adjustments));
  }

  penalize(penalty: Penalty, side: Color): Result<ClockView, ClockError> {
    if (typeof penalty !== 'function')
      return err(
        new ClockError(
          'ERR_CLOCK_PENALTY',
          `a penalty is a function of the offender and the clocks that gives ${PENALTY_SHAPE}, such as PENALTIES['illegal-move']`,
        ),
      );
    if (side !== 'white' && side !== 'black')
      return err(
        new ClockError('ERR_CLOCK_EVENT', "side must be 'white' or 'black'", { field: 'side' }),
      );
    return this.#stamped((at) => this.#adjustAt(at, penalty(side, this.#lookAheadAt(at).view())));
  }

  set(settings: ClockSettings): Result<ClockView, ClockError> {
    return this.#stamped((at) => this.#checked({ type: 'set', at, ...settings }));
  }

  flagsDown(): Result<ClockView, ClockError> {
    return this.#stamped((at) => this.#checked({ type: 'flags-down', at }));
  }

  view(when?: number): ClockView {
    return this.#lookAhead(when).view();
  }

  time(side: Color, when?: number): number {
    return this.#lookAhead(when).sides[side].time;
  }

  flagFallAt(when?: number): number | undefined {
    return this.#lookAhead(when).flagFallAt();
  }

  timeline(): ClockTimeline {
    const timeline = clockTimeline(this.control, this.#log);
    if (!timeline.ok) throw timeline.error; // the log was built by this clock: a bug if it fails
    return timeline.value;
  }

  toJSON(): ClockJSON {
    return {
      format: 'chesslaws-clock',
      version: 1,
      control: this.control,
      events: this.#log.slice(),
    };
  }
}

/**
 * Makes a clock for `control`: a {@link TimeControl}, `{ shorthand: '3+2' }`,
 * `{ pgn: '180+2' }`, or a bare string read as people write controls (`'3+2'` and `'90+30'`
 * in minutes, `'180+2'` and `'5400+30'` as PGN tags in seconds, `'90/40+30, 30+30'`,
 * `'40/5400+30:1800+30'`); a string that is two real controls (`'60+0'`: 1 h or 1 min) is
 * `ERR_TC_AMBIGUOUS`, see `readTimeControl`. The clock is ready: call `start()` when the
 * game begins.
 */
export function createClock(
  control: TimeControlInput,
  options: ClockOptions = {},
): Result<Clock, ClockError> {
  const resolved = readTimeControl(control);
  if (!resolved.ok) return resolved;
  const now = timeSource(options);
  if (typeof now !== 'function') return err(now);
  const at = readNow(now);
  if (typeof at !== 'number') return err(at);
  return ok(new EventClock(resolved.value, new Engine(resolved.value, at), [], now));
}

/** Rebuilds a clock from what `Clock.toJSON` wrote (an object or its JSON text), mid-game included. */
export function restoreClock(
  saved: unknown,
  options: ClockOptions = {},
): Result<Clock, ClockError> {
  let data = saved;
  if (typeof saved === 'string') {
    try {
      data = JSON.parse(saved);
    } catch {
      return err(new ClockError('ERR_CLOCK_SNAPSHOT', 'not JSON'));
    }
  }
  const record = data as Partial<ClockJSON> | null;
  if (
    typeof record !== 'object' ||
    record === null ||
    record.format !== 'chesslaws-clock' ||
    record.version !== 1 ||
    !Array.isArray(record.events)
  ) {
    return err(
      new ClockError(
        'ERR_CLOCK_SNAPSHOT',
        "not a saved clock (expected format 'chesslaws-clock', version 1, events [])",
      ),
    );
  }
  const control = validateTimeControl(record.control);
  if (!control.ok) return control;
  const replayed = replay(control.value, record.events);
  if (!replayed.ok) return replayed;
  const now = timeSource(options);
  if (typeof now !== 'function') return err(now);
  return ok(new EventClock(control.value, replayed.value.engine, replayed.value.log, now));
}
