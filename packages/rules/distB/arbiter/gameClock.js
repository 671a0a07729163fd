import { createClock, restoreClock } from '@chesslaws/clock';

function copyData(value) {
  if (Array.isArray(value)) return value.map(copyData);
  if (typeof value !== 'object' || value === null) return value;
  const out = {};
  for (const key of Object.keys(value)) out[key] = copyData(value[key]);
  return out;
}
class GameClock {
  #control;
  #now;
  #clock;
  #count = 0;
  /** Both clocks right after the last change: what says cheaply that no flag can have fallen. */
  #last;
  constructor(control, clock, now) {
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
  static create(control, now) {
    const own = Object.isFrozen(control) ? copyData(control) : control;
    const clock = createClock(own, { now });
    return clock.ok ? new GameClock(clock.value.control, clock.value, now) : clock.error;
  }
  /** The time control. */
  get control() {
    return this.#control;
  }
  /** How many clock events there are: what `rollback` returns to. */
  get count() {
    return this.#count;
  }
  /** Back to the clock as it was after `count` events. */
  rollback(count) {
    if (count === this.#count) return;
    const events = this.#clock.toJSON().events.slice(0, count);
    const restored = restoreClock(
      { format: 'chesslaws-clock', version: 1, control: this.#control, events },
      { now: this.#now },
    );
    if (!restored.ok) throw restored.error;
    this.#clock = restored.value;
    this.#count = count;
    this.#last = void 0;
  }
  #counted(result, events = 1) {
    if (result.ok) {
      this.#count += events;
      this.#last = result.value;
    }
    return result;
  }
  /**
   * True when no flag after the first `judged` can have fallen by `at`: the view after the
   * last change had no more flags, and the running side's fall lies after `at`. A replay asks
   * this before every event, without building a view of both clocks each time.
   */
  noNewFlag(at, judged) {
    const last = this.#last;
    return (
      last !== void 0 &&
      last.flags.length <= judged &&
      (last.status !== 'running' || (last.flagFallAt !== void 0 && at < last.flagFallAt))
    );
  }
  /**
   * The clock's status at `at`: from the view after the last change while that still holds
   * (no flag can have fallen since), else from a view built for `at`.
   */
  status(at) {
    const last = this.#last;
    if (
      last !== void 0 &&
      (last.status !== 'running' || (last.flagFallAt !== void 0 && at < last.flagFallAt))
    )
      return last.status;
    return this.#clock.view(at).status;
  }
  /** Both clocks at `at`. */
  view(at) {
    return this.#clock.view(at);
  }
  /** When the running side's flag falls if nobody presses. */
  flagFallAt(at) {
    return this.#clock.flagFallAt(at);
  }
  /** Starts `side`'s clock. */
  start(side) {
    return this.#counted(this.#clock.start(side));
  }
  /** `side` completes a move. */
  press(side) {
    return this.#counted(this.#clock.press(side));
  }
  /** Takes back the last press. */
  takeBack() {
    return this.#counted(this.#clock.takeBack());
  }
  /** Stops both clocks. */
  pause() {
    return this.#counted(this.#clock.pause());
  }
  /** Restarts the clock of the side to move. */
  resume() {
    return this.#counted(this.#clock.resume());
  }
  /** Adds `ms` to `side`. */
  adjust(side, ms) {
    return this.#counted(this.#clock.adjust(side, ms));
  }
  /** Several adjustments at one instant, all or none. */
  adjustAll(adjustments) {
    return this.#counted(this.#clock.adjustAll(adjustments), adjustments.length);
  }
  /** Sets move counters (and times, periods). */
  set(settings) {
    return this.#counted(this.#clock.set(settings));
  }
  /** Both flags down, order unknown. */
  flagsDown() {
    return this.#counted(this.#clock.flagsDown());
  }
}

export { copyData, GameClock };
//# sourceMappingURL=gameClock.js.map
