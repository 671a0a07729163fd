import type { ByColor } from '../color.js';

/**
 * Time given back or added per move within a period.
 * - `fischer`: `time` added for every move from move `fromMove` (default 1, so the first
 *   move already has it, as FIDE and DGT clocks do).
 * - `bronstein`: the time used on a move, up to `time`, is given back after the move.
 * - `us-delay`: the main time starts running only after `time` has passed on each move;
 *   a move made sooner leaves the main time unchanged (simple delay, seed 000).
 */
export type Bonus =
  | { readonly kind: 'fischer'; readonly time: number; readonly fromMove?: number }
  | { readonly kind: 'bronstein'; readonly time: number }
  | { readonly kind: 'us-delay'; readonly time: number };

/**
 * A period of main time. With `moves`, the side must make that many moves in it and the
 * next stage's time is then added to what is left (unused time carries over); a last stage
 * with `moves` repeats ("then 20 moves per hour"). Without `moves` it runs to the end of
 * the game (sudden death), or until its time is spent when an overtime stage follows.
 */
export interface PeriodStage {
  /** Discriminant. */
  readonly kind: 'period';
  /** Milliseconds added when the period begins (the starting time for the first). */
  readonly time: number;
  /** Moves per player to complete in this period; absent: to the end of the game. */
  readonly moves?: number;
  /** Increment or delay on the moves of this period. */
  readonly bonus?: Bonus;
}

/** A fixed time for every move; what is not used is lost (no carry-over). */
export interface PerMoveStage {
  /** Discriminant. */
  readonly kind: 'per-move';
  /** Milliseconds for each move. */
  readonly time: number;
}

/** Hourglass (sandglass): the time one side uses flows to the other side's clock. */
export interface HourglassStage {
  /** Discriminant. */
  readonly kind: 'hourglass';
  /** Milliseconds each side starts with. */
  readonly time: number;
}

/**
 * Japanese byo-yomi overtime: `periods` periods of `time` each; a move within a period
 * resets it; running one out uses it up; the flag falls when the last one runs out.
 */
export interface ByoYomiStage {
  /** Discriminant. */
  readonly kind: 'byo-yomi';
  /** Milliseconds per period. */
  readonly time: number;
  /** How many periods. */
  readonly periods: number;
}

/** Canadian overtime: `moves` moves in `time`; then the block starts again with `time` (no carry-over). */
export interface CanadianStage {
  /** Discriminant. */
  readonly kind: 'canadian';
  /** Milliseconds per block. */
  readonly time: number;
  /** Moves per block. */
  readonly moves: number;
}

/** A clock that counts up the time used and never flags. */
export interface UpcountStage {
  /** Discriminant. */
  readonly kind: 'upcount';
}

/** One stage of a side's time control; see each member. */
export type Stage =
  | PeriodStage
  | PerMoveStage
  | HourglassStage
  | ByoYomiStage
  | CanadianStage
  | UpcountStage;

/** The kinds of {@link Stage}. */
export const STAGE_KINDS = [
  'period',
  'per-move',
  'hourglass',
  'byo-yomi',
  'canadian',
  'upcount',
] as const satisfies readonly Stage['kind'][];

/** A stage that begins when the main time of the period before it is spent. */
export type OvertimeStage = ByoYomiStage | CanadianStage;

/**
 * A time control: a list of stages per side, so handicaps (Armageddon, odds) are just two
 * different lists. Plain JSON data; check it with `validateTimeControl`.
 */
export type TimeControl = ByColor<readonly Stage[]>;
