import type { Color } from '@chesslaws/board';

/** One move on the clock chart: who moved, the time spent on it and the time left after it. */
export interface ClockPoint {
  /** The side that moved. */
  readonly side: Color;
  /** Time spent on the move, in ms. */
  readonly spent: number;
  /** Time left on that side's clock after the move (increment included), in ms. */
  readonly left: number;
}
