// The game's clock: @chesslaws/clock's, counting its events so a dropped draft can roll it back.
import type { Color } from '@chesslaws/board';
import {
  type Adjustment,
  type Clock,
  type ClockError,
  type ClockSettings,
  type ClockView,
  createClock,
  restoreClock,
  type TimeControl,
} from '@chesslaws/clock';

type Outcome = ReturnType<Clock['press']>;

/** What the clock's internal lean press answers (see {@link GameClock.press}). */
interface PressSummary {
  readonly time: number;
  readonly thinking: number;
  readonly status: ClockView['status'];
  readonly flags: number;
  readonly flagFallAt: number | undefined;
}

/** The clock's own press without the view of both clocks: internal to @chesslaws/clock, not in `Clock`. */
type LeanClock = Clock & { pressSummary?(side: Color): PressSummary | ClockError };

/** Both clocks as the last change left them, as far as flags and the status go. */
type Last = {
  readonly status: ClockView['status'];
  readonly flags: number;
  readonly flagFallAt: number | undefined;
};

const lastOf = (view: ClockView): Last => ({
  status: view.status,
  flags: view.flags.length,
  flagFallAt: view.flagFallAt,
});

/** A copy of plain data (objects, arrays, primitives), unfrozen at every depth. */
export function copyData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyData);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    out[key] = copyData((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * A clock whose changes can be undone: every action that succeeds appends events to the
 * clock's own log, and `rollback(count)` rebuilds the clock from the first `count` of them
 * (only a draft that changed the clock and then failed pays for that).
 */
export class GameClock {
  readonly #control: TimeControl;
  readonly #now: () => number;
  #clock: LeanClock;
  #count = 0;
  /** Both clocks right after the last change: what says cheaply that no flag can have fallen. */
  #last: Last | undefined;

  private constructor(control: TimeControl, clock: Clock, now: () => number) {
    this.#control = control;
    this.#clock = clock;
    this.#now = now;
  }

  /**
   * A clock for `control` on the time source `now`, or the clock's refusal. The clock gets its
   * own unfrozen copy of a frozen control (a plugin's options are frozen): the engine reads the
   * control's stages at every press, and frozen arrays would make that path polymorphic and
   * about twice as slow.
   */
  static create(control: TimeControl, now: () => number): GameClock | ClockError {
    const own = Object.isFrozen(control) ? (copyData(control) as TimeControl) : control;
    const clock = createClock(own, { now });
    return clock.ok ? new GameClock(clock.value.control, clock.value, now) : clock.error;
  }

  /** The time control. */
  get control(): TimeControl {
    return this.#control;
  }

  /** How many clock events there are: what `rollback` returns to. */
  get count(): number {
    return this.#count;
  }

  /** Back to the clock as it was after `count` events. */
  rollback(count: number): void {
    if (count === this.#count) return;
    const events = this.#clock.toJSON().events.slice(0, count);
    const restored = restoreClock(
      { format: 'chesslaws-clock', version: 1, control: this.#control, events },
      { now: this.#now },
    );
    // The prefix of a log this clock wrote replays: a failure is a bug, not bad input.
    if (!restored.ok) throw restored.error;
    this.#clock = restored.value;
    this.#count = count;
    this.#last = undefined;
  }

  #counted(result: Outcome, events = 1): Outcome {
    if (result.ok) {
      this.#count += events;
      this.#last = lastOf(result.value);
    }
    return result;
  }

  /**
   * True when no flag after the first `judged` can have fallen by `at`: the view after the
   * last change had no more flags, and the running side's fall lies after `at`. A replay asks
   * this before every event, without building a view of both clocks each time.
   */
  noNewFlag(at: number, judged: number): boolean {
    const last = this.#last;
    return (
      last !== undefined &&
      last.flags <= judged &&
      (last.status !== 'running' || (last.flagFallAt !== undefined && at < last.flagFallAt))
    );
  }

  /**
   * The clock's status at `at`: from the view after the last change while that still holds
   * (no flag can have fallen since), else from a view built for `at`.
   */
  status(at: number): ClockView['status'] {
    const last = this.#last;
    if (
      last !== undefined &&
      (last.status !== 'running' || (last.flagFallAt !== undefined && at < last.flagFallAt))
    )
      return last.status;
    return this.#clock.view(at).status;
  }

  /** Both clocks at `at`. */
  view(at: number): ClockView {
    return this.#clock.view(at);
  }

  /** When the running side's flag falls if nobody presses. */
  flagFallAt(at: number): number | undefined {
    return this.#clock.flagFallAt(at);
  }

  /** Starts `side`'s clock. */
  start(side: Color): Outcome {
    return this.#counted(this.#clock.start(side));
  }

  /**
   * `side` completes a move: its time and thinking after the press, or the clock's refusal. No
   * caller reads both clocks after a press (a replay presses every move), so the clock's lean
   * press is used where it has one: the same event, committed the same way, without the view.
   */
  press(side: Color): { readonly time: number; readonly thinking: number } | ClockError {
    const clock = this.#clock;
    if (clock.pressSummary === undefined) {
      const pressed = this.#counted(clock.press(side));
      return pressed.ok ? pressed.value[side] : pressed.error;
    }
    const pressed = clock.pressSummary(side);
    // `Error`, not `ClockError`: a second copy of the clock package has its own class.
    if (pressed instanceof Error) return pressed;
    this.#count += 1;
    this.#last = pressed;
    return pressed;
  }

  /** Takes back the last press. */
  takeBack(): Outcome {
    return this.#counted(this.#clock.takeBack());
  }

  /** Stops both clocks. */
  pause(): Outcome {
    return this.#counted(this.#clock.pause());
  }

  /** Restarts the clock of the side to move. */
  resume(): Outcome {
    return this.#counted(this.#clock.resume());
  }

  /** Adds `ms` to `side`. */
  adjust(side: Color, ms: number): Outcome {
    return this.#counted(this.#clock.adjust(side, ms));
  }

  /** Several adjustments at one instant, all or none. */
  adjustAll(adjustments: readonly Adjustment[]): Outcome {
    return this.#counted(this.#clock.adjustAll(adjustments), adjustments.length);
  }

  /** Sets move counters (and times, periods). */
  set(settings: ClockSettings): Outcome {
    return this.#counted(this.#clock.set(settings));
  }

  /** Both flags down, order unknown. */
  flagsDown(): Outcome {
    return this.#counted(this.#clock.flagsDown());
  }
}
