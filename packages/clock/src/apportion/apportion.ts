import type { ClockSettings } from '../clock/clock.js';
import type { ClockView } from '../clock/view.js';
import { type ByColor, COLORS } from '../color.js';
import { periodOfMove, timeForMoves } from '../control/periods.js';
import type { Stage, TimeControl } from '../control/types.js';
import { MINUTE } from '../duration.js';
import { ClockError } from '../errors.js';
import { err, ok, type Result } from '../result.js';

/**
 * The time used on the first `keep` of `moves` moves when only the total is known, in
 * proportion (S-apportion, seed 000): 90 min for 30 moves, kept 20 → 60 min.
 */
export function apportionUsedTime(used: number, moves: number, keep: number): number {
  return moves === 0 ? 0 : Math.round((used * keep) / moves);
}

/**
 * The least time an arbiter may leave a player to the control: 5 minutes, or 1 minute per
 * move when more than 5 moves remain (S-apportion; read as "whichever is more").
 */
export function minimumTimeToControl(movesToControl: number | undefined): number {
  return Math.max(5 * MINUTE, (movesToControl ?? 0) * MINUTE);
}

/** One side after apportioning. */
export interface Apportioned {
  /** Time counted as used on the kept moves. */
  readonly used: number;
  /** Time on the clock: what the control gives up to the next move, less `used`, at least the minimum. */
  readonly time: number;
  /** Moves left to the next control, if any. */
  readonly movesToControl: number | undefined;
}

/**
 * Apportions one side: `used` ms over `moves` completed moves, going back to `keep` moves.
 * Defined for period controls with or without Fischer increment; delays, byo-yomi,
 * Canadian, per-move, hourglass and upcount give `ERR_CLOCK_UNSUPPORTED`.
 */
export function apportionSide(
  stages: readonly Stage[],
  input: { readonly used: number; readonly moves: number; readonly keep: number },
): Result<Apportioned, ClockError> {
  const { used, moves, keep } = input;
  if (!Number.isSafeInteger(keep) || keep < 0 || keep > moves) {
    return err(
      new ClockError('ERR_CLOCK_MOVES', `cannot keep ${keep} of ${moves} moves`, { field: 'keep' }),
    );
  }
  const delays = stages.some(
    (s) => s.kind === 'period' && s.bonus !== undefined && s.bonus.kind !== 'fischer',
  );
  const given = delays ? undefined : timeForMoves(stages, keep + 1);
  const span = periodOfMove(stages, keep + 1);
  if (given === undefined || span === undefined) {
    return err(
      new ClockError('ERR_CLOCK_UNSUPPORTED', 'apportioning needs period stages without delays'),
    );
  }
  const share = apportionUsedTime(used, moves, keep);
  const movesToControl = span.control === undefined ? undefined : span.control - keep;
  return ok({
    used: share,
    time: Math.max(given - share, minimumTimeToControl(movesToControl)),
    movesToControl,
  });
}

/**
 * What to `set` on a clock after an irregularity: each side goes back to `keep[side]`
 * moves, its thinking time so far apportioned over its moves.
 */
export function apportionClock(
  control: TimeControl,
  view: ClockView,
  keep: ByColor<number>,
): Result<ClockSettings, ClockError> {
  const times: Partial<ByColor<number>> = {};
  for (const color of COLORS) {
    const side = apportionSide(control[color], {
      used: view[color].thinking,
      moves: view[color].moves,
      keep: keep[color],
    });
    if (!side.ok) return side;
    times[color] = side.value.time;
  }
  return ok({ times, moves: { white: keep.white, black: keep.black } });
}
