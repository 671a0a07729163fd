import { COLORS, type Color, opposite } from '../color.js';
import { bonusForMove, periodOfMove } from '../control/periods.js';
import type { Stage, TimeControl } from '../control/types.js';
import { ClockError } from '../errors.js';
import type { ClockEvent } from './events.js';
import type { ClockStatus, ClockView, FlagFall, SideView } from './view.js';

/** One side's mutable state; `time` is the display (left, or used for upcount). */
interface SideState {
  time: number;
  thinking: number;
  moves: number;
  stage: number;
  period: number;
  /** Move count at which the current period ends. */
  control: number | undefined;
  /** Byo-yomi: periods left; Canadian: moves left in the block. */
  periods: number;
  /** US delay left on the current move. */
  delay: number;
  /** Main time taken off on the current move (Bronstein gives it back, up to the delay). */
  deducted: number;
  flaggedAt: number | undefined;
}

/**
 * Numbers kept per press that stands, for takebacks: what the press added to the presser's
 * time, who pressed plus twice its stage, its period, its byo-yomi periods or Canadian moves
 * left, and its US delay left or Bronstein deduction (a stage has one bonus) just before the
 * press. Its moves and control follow from these. Few flat numbers, not objects: a million
 * presses must cost the garbage collector next to nothing (the bench measured 10 fields at
 * 15% of the press rate, a bounded buffer at none).
 */
const PRESS_FIELDS = 5;
// Shared and never written (an engine copies before its first write), so clones allocate nothing.
const NO_PRESSES = new Float64Array(0);

const error = (code: ClockError['code'], message: string) => new ClockError(code, message);

/**
 * The fold behind every clock: applies events in order to a small mutable state, and
 * advances the running side to any later instant. Exact: all arithmetic is on integers,
 * and a flag's instant is computed, never sampled.
 */
/** What {@link Engine.pressed} reads off the engine after a press. @internal */
export interface PressSummary {
  readonly time: number;
  readonly thinking: number;
  readonly status: ClockStatus;
  readonly flags: number;
  readonly flagFallAt: number | undefined;
}

export class Engine {
  status: ClockStatus = 'ready';
  turn: Color = 'white';
  at: number;
  /** Replaced, never mutated, so views can share it. */
  flags: readonly FlagFall[] = [];
  flagOrderUnknown = false;
  /** The presses that stand, {@link PRESS_FIELDS} numbers each, oldest first (for takebacks). */
  private presses = NO_PRESSES;
  /** How many presses stand (the array may hold more, left over from takebacks). */
  private pressCount = 0;
  /** False while the array is shared with the engine this one was cloned from: copy before writing. */
  private ownsPresses = true;
  readonly sides: { white: SideState; black: SideState };

  constructor(
    readonly control: TimeControl,
    at: number,
    copyOf?: Engine,
  ) {
    this.at = at;
    if (copyOf) {
      this.status = copyOf.status;
      this.turn = copyOf.turn;
      this.flags = copyOf.flags;
      this.flagOrderUnknown = copyOf.flagOrderUnknown;
      this.presses = copyOf.presses;
      this.pressCount = copyOf.pressCount;
      this.ownsPresses = false;
      this.sides = { white: { ...copyOf.sides.white }, black: { ...copyOf.sides.black } };
      return;
    }
    this.sides = { white: this.initialSide('white'), black: this.initialSide('black') };
  }

  /** An independent copy, for looking ahead without touching this state. */
  clone(): Engine {
    return new Engine(this.control, this.at, this);
  }

  // Ternaries rather than `obj[color]`: keyed lookups by a variable string were the
  // hottest spot in the million-press benchmark.
  private side(color: Color): SideState {
    return color === 'white' ? this.sides.white : this.sides.black;
  }

  private stages(color: Color): readonly Stage[] {
    return color === 'white' ? this.control.white : this.control.black;
  }

  private stageOf(color: Color): Stage {
    return this.stages(color)[this.side(color).stage]!;
  }

  private initialSide(color: Color): SideState {
    const stages = this.stages(color);
    const first = stages[0]!;
    const side: SideState = {
      time: first.kind === 'upcount' ? 0 : first.time,
      thinking: 0,
      moves: 0,
      stage: 0,
      period: 1,
      control: undefined,
      periods:
        first.kind === 'byo-yomi' ? first.periods : first.kind === 'canadian' ? first.moves : 0,
      delay: 0,
      deducted: 0,
      flaggedAt: undefined,
    };
    if (first.kind === 'period') {
      const span = periodOfMove(stages, 1)!;
      side.control = span.control;
      side.time += bonusForMove(span, 1, false); // Fischer from move 1: the first move already has it
      if (side.time === 0) this.enterOvertime(side, stages);
    }
    return side;
  }

  /** Whether a flag of `color` now would end the game rather than miss a control. */
  isFinal(color: Color): boolean {
    const stage = this.stageOf(color);
    if (stage.kind !== 'period') return true;
    return (
      stage.moves === undefined && this.stages(color)[this.side(color).stage + 1] === undefined
    );
  }

  private enterOvertime(side: SideState, stages: readonly Stage[]): boolean {
    const next = stages[side.stage + 1];
    if (next === undefined || (next.kind !== 'byo-yomi' && next.kind !== 'canadian')) return false;
    side.stage += 1;
    side.period += 1;
    side.control = undefined;
    side.time = next.time;
    side.periods = next.kind === 'byo-yomi' ? next.periods : next.moves;
    return true;
  }

  /** Records a flag; in the final period the whole clock freezes. Returns the freeze instant. */
  private flag(color: Color, at: number): number | undefined {
    const side = this.side(color);
    const final = this.isFinal(color);
    if (side.flaggedAt === undefined) {
      side.flaggedAt = at;
      this.flags = [...this.flags, { side: color, at, final }];
    }
    if (final && this.status === 'running') {
      this.status = 'frozen';
      return at;
    }
    return undefined;
  }

  /**
   * The side's time just reached zero at `at`: main time gives way to overtime, a byo-yomi
   * period is used up, or the flag falls. Returns true when the side has time again.
   */
  private reachedZero(color: Color, at: number): boolean {
    const side = this.side(color);
    const stage = this.stageOf(color);
    if (stage.kind === 'period' && this.enterOvertime(side, this.stages(color))) return true;
    if (stage.kind === 'byo-yomi' && side.periods > 1) {
      side.periods -= 1;
      side.time = stage.time;
      return true;
    }
    this.flag(color, at);
    return false;
  }

  /** Takes `amount` (> 0) ms of main time from the running side from `start`. Returns a freeze instant. */
  private deduct(color: Color, amount: number, start: number): number | undefined {
    const side = this.side(color);
    // `amount` 0 with no time left is the instant the main time is out, so it must flag too.
    while (amount > 0 || side.time === 0) {
      if (side.time > amount) {
        side.time -= amount;
        side.deducted += amount;
        return undefined;
      }
      const out = start + side.time;
      amount -= side.time;
      side.deducted += side.time;
      side.time = 0;
      start = out;
      if (!this.reachedZero(color, out)) return this.status === 'frozen' ? out : undefined;
      const stage = this.stageOf(color);
      if (stage.kind === 'byo-yomi' && amount >= stage.time) {
        // Skip whole periods at once so a long gap costs O(1), not O(periods).
        const whole = Math.min(side.periods - 1, Math.floor(amount / stage.time));
        side.periods -= whole;
        amount -= whole * stage.time;
        start += whole * stage.time;
      }
    }
    return undefined;
  }

  /** Moves the state forward to `to` (no-op for an earlier instant). */
  advance(to: number): void {
    if (to <= this.at) return;
    const from = this.at;
    this.at = to;
    if (this.status !== 'running') return;
    const color = this.turn;
    const side = this.side(color);
    const other = this.side(opposite(color));
    const stage = this.stageOf(color);
    const dt = to - from;
    let stop: number | undefined;
    if (stage.kind === 'upcount') {
      side.time += dt;
    } else if (stage.kind === 'hourglass') {
      const flowed = Math.min(dt, side.time);
      side.time -= flowed;
      other.time += flowed;
      if (side.time === 0) stop = this.flag(color, from + flowed);
    } else {
      let start = from;
      let amount = dt;
      if (stage.kind === 'period' && stage.bonus?.kind === 'us-delay') {
        const waited = Math.min(side.delay, dt);
        side.delay -= waited;
        start += waited;
        amount -= waited;
      }
      // A US delay that runs out on a main time of 0 is a flag at that instant, not later.
      if (amount > 0 || (side.time === 0 && side.delay === 0)) {
        stop = this.deduct(color, amount, start);
      }
    }
    side.thinking += (stop ?? to) - from;
  }

  /** The running side completes a move: increments, delays given back, next period. */
  private completeMove(color: Color): void {
    const side = this.side(color);
    const stages = this.stages(color);
    const stage = this.stageOf(color);
    side.moves += 1;
    switch (stage.kind) {
      case 'period': {
        if (stage.bonus?.kind === 'bronstein')
          side.time += Math.min(stage.bonus.time, side.deducted);
        const span = periodOfMove(stages, side.moves + 1)!;
        if (side.control !== undefined && side.moves >= side.control) {
          // Control reached: the next period's time is added to what is left (carry-over).
          side.stage = span.index;
          side.period += 1;
          side.control = span.control;
          side.time += span.stage.time;
        }
        side.time += bonusForMove(span, side.moves + 1, false);
        break;
      }
      case 'per-move':
      case 'byo-yomi':
        side.time = stage.time;
        break;
      case 'canadian':
        side.periods -= 1;
        if (side.periods === 0) {
          side.periods = stage.moves;
          side.time = stage.time;
          side.period += 1;
        }
        break;
      default:
        break;
    }
    side.deducted = 0;
  }

  private beginMove(color: Color): void {
    const side = this.side(color);
    const stage = this.stageOf(color);
    side.deducted = 0;
    side.delay = stage.kind === 'period' && stage.bonus?.kind === 'us-delay' ? stage.bonus.time : 0;
  }

  /** Sets the move counter and the period it implies (time is left alone). */
  private setMoves(color: Color, moves: number): void {
    const side = this.side(color);
    side.moves = moves;
    if (this.stageOf(color).kind !== 'period') return;
    const span = periodOfMove(this.stages(color), moves + 1)!;
    side.stage = span.index;
    side.control = span.control;
  }

  /** Applies one event (its shape already checked); returns an error and leaves the log alone if it cannot happen now. */
  apply(event: ClockEvent): ClockError | undefined {
    const failure = this.applyEvent(event);
    if (failure === undefined) this.settle(event.at);
    return failure;
  }

  /**
   * A running clock showing 0 with no delay left has reached zero at `at`: a clock that starts,
   * resumes or comes back to a side with nothing on it flags then, as `flagFallAt` says.
   */
  private settle(at: number): void {
    if (this.status !== 'running') return;
    const color = this.turn;
    const side = this.side(color);
    if (side.time !== 0 || side.delay !== 0 || side.flaggedAt !== undefined) return;
    if (this.stageOf(color).kind !== 'upcount') this.reachedZero(color, at);
  }

  private applyEvent(event: ClockEvent): ClockError | undefined {
    if (event.at < this.at) {
      return error(
        'ERR_CLOCK_TIME_ORDER',
        `event at ${event.at} is earlier than the clock's last instant ${this.at}`,
      );
    }
    // Advancing first is always safe: the state at a later instant is the same however you get there.
    this.advance(event.at);
    const at = event.at;
    switch (event.type) {
      case 'start': {
        if (this.status !== 'ready')
          return error('ERR_CLOCK_ALREADY_STARTED', 'the clock has already started');
        this.status = 'running';
        this.turn = event.side ?? 'white';
        this.beginMove(this.turn);
        return undefined;
      }
      case 'press': {
        if (this.status === 'ready')
          return error('ERR_CLOCK_NOT_STARTED', 'the clock has not started');
        if (this.status === 'frozen')
          return error('ERR_CLOCK_FROZEN', 'a flag fell in the final period; the clock is frozen');
        if (this.status === 'paused') return error('ERR_CLOCK_NOT_RUNNING', 'the clock is paused');
        if (event.side !== undefined && event.side !== this.turn) {
          return error(
            'ERR_CLOCK_WRONG_SIDE',
            `${event.side} pressed, but ${this.turn}'s clock is running`,
          );
        }
        const color = this.turn;
        const before = this.side(color).time;
        const at = this.rememberPress(color);
        this.completeMove(color);
        this.presses[at] = this.side(color).time - before;
        this.turn = opposite(color);
        this.beginMove(this.turn);
        return undefined;
      }
      case 'takeback':
        return this.takeBack();
      case 'pause': {
        if (this.status !== 'running')
          return error('ERR_CLOCK_NOT_RUNNING', `cannot pause a ${this.status} clock`);
        this.status = 'paused';
        return undefined;
      }
      case 'resume': {
        if (this.status !== 'paused' && this.status !== 'frozen') {
          return error('ERR_CLOCK_NOT_PAUSED', `cannot resume a ${this.status} clock`);
        }
        this.status = 'running';
        return undefined;
      }
      case 'adjust': {
        if (this.stageOf(event.side).kind === 'upcount') {
          return error('ERR_CLOCK_UNSUPPORTED', 'an upcount clock has no time to add or remove');
        }
        const side = this.side(event.side);
        side.time = Math.max(0, side.time + event.delta);
        if (side.time === 0) this.reachedZero(event.side, at);
        return undefined;
      }
      case 'set': {
        for (const color of COLORS) {
          const moves = event.moves?.[color];
          if (moves !== undefined) this.setMoves(color, moves);
          const time = event.times?.[color];
          if (time !== undefined) this.side(color).time = time;
          const periods = event.periods?.[color];
          if (periods !== undefined) this.side(color).periods = periods;
        }
        const zero = COLORS.filter(
          (c) =>
            this.side(c).time === 0 &&
            this.side(c).flaggedAt === undefined &&
            this.stageOf(c).kind !== 'upcount',
        );
        if (zero.length === 2) return this.bothFlagsDown(at);
        for (const color of zero) this.reachedZero(color, at);
        return undefined;
      }
      case 'flags-down': {
        if (COLORS.some((c) => this.stageOf(c).kind === 'upcount')) {
          return error('ERR_CLOCK_UNSUPPORTED', 'an upcount clock has no flags');
        }
        for (const color of COLORS) this.side(color).time = 0;
        return this.bothFlagsDown(at);
      }
    }
  }

  /**
   * Undoes the last press that stands: the presser loses what the press gave its clock
   * (increment, Bronstein refund, a new period, a byo-yomi or Canadian reset), its move count,
   * period and US delay go back, and its clock runs again. Time any clock ran stays used, and
   * what the arbiter or an hourglass added since stays added.
   */
  private takeBack(): ClockError | undefined {
    if (this.status === 'ready') return error('ERR_CLOCK_NOT_STARTED', 'the clock has not started');
    if (this.status === 'frozen')
      return error('ERR_CLOCK_FROZEN', 'a flag fell in the final period; the clock is frozen');
    if (this.pressCount === 0) return error('ERR_CLOCK_NO_PRESS', 'there is no press to take back');
    this.pressCount -= 1;
    const p = this.presses;
    const at = this.pressCount * PRESS_FIELDS;
    const color: Color = p[at + 1]! % 2 === 0 ? 'white' : 'black';
    const side = this.side(color);
    // What the press added goes; what happened to this clock since (arbiter, hourglass) stays.
    side.time = Math.max(0, side.time - p[at]!);
    side.moves = Math.max(0, side.moves - 1);
    side.stage = Math.floor(p[at + 1]! / 2);
    side.period = p[at + 2]!;
    side.periods = p[at + 3]!;
    const bonus = this.bonusKind(color);
    side.delay = bonus === 'us-delay' ? p[at + 4]! : 0;
    side.deducted = bonus === 'bronstein' ? p[at + 4]! : 0;
    // A period's control is a function of the move count (as `setMoves` has it).
    side.control =
      this.stageOf(color).kind === 'period'
        ? periodOfMove(this.stages(color), side.moves + 1)!.control
        : undefined;
    this.turn = color;
    return undefined;
  }

  /** The kind of bonus of `color`'s current stage, if it is a period with one. */
  private bonusKind(color: Color): 'fischer' | 'bronstein' | 'us-delay' | undefined {
    const stage = this.stageOf(color);
    return stage.kind === 'period' ? stage.bonus?.kind : undefined;
  }

  /** Records the presser's clock before a press; returns where its numbers start. */
  private rememberPress(color: Color): number {
    const at = this.pressCount * PRESS_FIELDS;
    if (!this.ownsPresses || at + PRESS_FIELDS > this.presses.length) {
      // Copy when shared with the engine this was cloned from; double when full.
      const grown = new Float64Array(Math.max(64, 2 * (at + PRESS_FIELDS)));
      grown.set(this.presses.subarray(0, at));
      this.presses = grown;
      this.ownsPresses = true;
    }
    const side = this.side(color);
    const p = this.presses;
    p[at] = 0; // the time the press adds, filled in after it
    p[at + 1] = (color === 'white' ? 0 : 1) + 2 * side.stage;
    p[at + 2] = side.period;
    p[at + 3] = side.periods;
    p[at + 4] = side.delay + side.deducted * (this.bonusKind(color) === 'bronstein' ? 1 : 0);
    this.pressCount += 1;
    return at;
  }

  /** Both flags down at `at`, order unknown (L-III.3.1). */
  private bothFlagsDown(at: number): undefined {
    this.flagOrderUnknown = true;
    for (const color of COLORS) {
      const side = this.side(color);
      if (side.flaggedAt === undefined) {
        side.flaggedAt = at;
        this.flags = [...this.flags, { side: color, at, final: this.isFinal(color) }];
      }
    }
    if (this.status === 'running' && COLORS.every((c) => this.isFinal(c))) this.status = 'frozen';
    return undefined;
  }

  /**
   * What a press leaves, without the view of both clocks: `color`'s time and thinking, the
   * status, how many flags are down and when the running side's falls (as `view()` has them).
   */
  pressed(color: Color): PressSummary {
    const side = this.side(color);
    return {
      time: side.time,
      thinking: side.thinking,
      status: this.status,
      flags: this.flags.length,
      flagFallAt: this.flagFallAt(),
    };
  }

  /** When the running side's flag falls if nobody presses; `undefined` if it cannot. */
  flagFallAt(): number | undefined {
    if (this.status !== 'running') return undefined;
    const color = this.turn;
    const side = this.side(color);
    if (side.flaggedAt !== undefined) return undefined; // already down, clock runs on to the control
    const stages = this.stages(color);
    const stage = this.stageOf(color);
    switch (stage.kind) {
      case 'upcount':
        return undefined;
      case 'byo-yomi':
        return this.at + side.time + (side.periods - 1) * stage.time;
      case 'period': {
        let left = side.time + side.delay;
        const next = stages[side.stage + 1];
        if (stage.moves === undefined && next !== undefined) {
          left +=
            next.kind === 'byo-yomi'
              ? next.time * next.periods
              : next.kind === 'canadian'
                ? next.time
                : 0;
        }
        return this.at + left;
      }
      default:
        return this.at + side.time;
    }
  }

  private sideView(color: Color): SideView {
    const side = this.side(color);
    const stage = this.stageOf(color);
    return {
      time: side.time,
      thinking: side.thinking,
      moves: side.moves,
      stage: side.stage,
      stageKind: stage.kind,
      period: side.period,
      movesToControl:
        stage.kind === 'canadian'
          ? side.periods
          : side.control === undefined
            ? undefined
            : side.control - side.moves,
      delay:
        color === this.turn && this.status !== 'ready'
          ? side.delay
          : stage.kind === 'period' && stage.bonus?.kind === 'us-delay'
            ? stage.bonus.time
            : 0,
      periods: stage.kind === 'byo-yomi' ? side.periods : undefined,
      flagged: side.flaggedAt !== undefined,
      final: this.isFinal(color),
    };
  }

  /** An immutable snapshot of the current state. */
  view(): ClockView {
    return {
      at: this.at,
      status: this.status,
      turn: this.turn,
      running: this.status === 'running' ? this.turn : undefined,
      white: this.sideView('white'),
      black: this.sideView('black'),
      flags: this.flags,
      firstFlag: this.flagOrderUnknown ? undefined : this.flags[0],
      flagOrderUnknown: this.flagOrderUnknown,
      flagFallAt: this.flagFallAt(),
    };
  }
}
