import type { ByColor, Color } from '../color.js';
import type { Stage } from '../control/types.js';

/**
 * - `ready`: not started yet;
 * - `running`: one side's clock runs;
 * - `paused`: stopped by the arbiter;
 * - `frozen`: stopped by a flag in the final period (DGT behaviour, S-freeze).
 */
export type ClockStatus = 'ready' | 'running' | 'paused' | 'frozen';

/** A flag that fell: whose, when, and whether it was in that side's final period. */
export interface FlagFall {
  /** Whose flag. */
  readonly side: Color;
  /** The exact instant the time reached zero (or the arbiter's event, when the order is unknown). */
  readonly at: number;
  /** Whether all remaining moves had to be made in that period (a loss on time, not a missed control). */
  readonly final: boolean;
}

/** One side's clock at an instant. */
export interface SideView {
  /** What the display shows, in ms: time left, or time used for an upcount clock. Never negative. */
  readonly time: number;
  /** All the time this side's clock has run so far (for apportioning and `[%emt]`). */
  readonly thinking: number;
  /** Moves completed (clock presses) by this side. */
  readonly moves: number;
  /** Index of the current stage in the side's list. */
  readonly stage: number;
  /** Kind of the current stage. */
  readonly stageKind: Stage['kind'];
  /** 1-based number of the current period, counting repeats and overtime. */
  readonly period: number;
  /** Moves left to the next control (Canadian: in the block); `undefined` when none. */
  readonly movesToControl: number | undefined;
  /** US delay still to run on this move before the main time moves; otherwise 0. */
  readonly delay: number;
  /** Byo-yomi periods left, counting the current one; otherwise `undefined`. */
  readonly periods: number | undefined;
  /** Whether this side's flag has fallen. */
  readonly flagged: boolean;
  /** Whether this side is in its final period: a flag now ends the game on time. */
  readonly final: boolean;
}

/** Both clocks at one instant: everything a display, a server or an arbiter asks. */
export interface ClockView extends ByColor<SideView> {
  /** The instant this view describes. */
  readonly at: number;
  /** See {@link ClockStatus}. */
  readonly status: ClockStatus;
  /** Whose move it is: the side whose clock runs, or would run on resume/start. */
  readonly turn: Color;
  /** The side whose clock is running right now, if any. */
  readonly running: Color | undefined;
  /** Flags in the order they fell (same instant for both when the order is unknown). */
  readonly flags: readonly FlagFall[];
  /** The first flag, when the order is known. */
  readonly firstFlag: FlagFall | undefined;
  /** Both flags are down and nobody can say which fell first (L-III.3.1). */
  readonly flagOrderUnknown: boolean;
  /** When the running side's flag will fall if nobody presses; `undefined` when it cannot. */
  readonly flagFallAt: number | undefined;
}
