import type { PeriodStage, Stage } from './types.js';

/** Where a period begins and ends in a side's move count. */
export interface PeriodSpan {
  /** Index of the stage in the side's list. */
  readonly index: number;
  /** The stage. */
  readonly stage: PeriodStage;
  /** Moves completed before the period begins. */
  readonly startsAfter: number;
  /** Moves completed when the period ends (the control); `undefined` for the last period. */
  readonly control: number | undefined;
}

/**
 * The period that move `move` (1-based, this side's own count) falls in, following a
 * repeating last period; `undefined` when the side's stages are not periods.
 */
export function periodOfMove(stages: readonly Stage[], move: number): PeriodSpan | undefined {
  let startsAfter = 0;
  for (let index = 0; index < stages.length; index++) {
    const stage = stages[index]!;
    if (stage.kind !== 'period') return undefined;
    const last = index === stages.length - 1 || stages[index + 1]!.kind !== 'period';
    if (stage.moves === undefined) return { index, stage, startsAfter, control: undefined };
    if (last) {
      // A last period with a move count repeats: find the repetition holding `move`.
      const done = Math.max(0, Math.floor((move - 1 - startsAfter) / stage.moves));
      const begin = startsAfter + done * stage.moves;
      return { index, stage, startsAfter: begin, control: begin + stage.moves };
    }
    if (move <= startsAfter + stage.moves) {
      return { index, stage, startsAfter, control: startsAfter + stage.moves };
    }
    startsAfter += stage.moves;
  }
  return undefined;
}

/** The bonus that move `move` earns in its period, counting delays only when asked. */
export function bonusForMove(span: PeriodSpan, move: number, countDelay: boolean): number {
  return periodBonus(span.stage, move, countDelay);
}

/** {@link bonusForMove} of a period `stage`. */
function periodBonus(stage: PeriodStage, move: number, countDelay: boolean): number {
  const bonus = stage.bonus;
  if (bonus === undefined) return 0;
  if (bonus.kind === 'fischer') return move >= (bonus.fromMove ?? 1) ? bonus.time : 0;
  return countDelay ? bonus.time : 0;
}

/**
 * The time a side is given to make its first `moves` moves: the periods they start,
 * plus the increments they earn (and delays, when `countDelay`). Only for period stages;
 * `undefined` otherwise.
 */
export function timeForMoves(
  stages: readonly Stage[],
  moves: number,
  countDelay = false,
): number | undefined {
  // Period by period (a last period with a move count repeating), as `periodOfMove` walks
  // them, without a span per move: classifying a control asks this for 60 moves.
  let total = 0;
  let move = 1;
  let startsAfter = 0;
  for (let index = 0; index < stages.length && move <= moves; index++) {
    const stage = stages[index]!;
    if (stage.kind !== 'period') return undefined;
    const last = index === stages.length - 1 || stages[index + 1]!.kind !== 'period';
    do {
      total += stage.time;
      const end = stage.moves === undefined ? moves : Math.min(moves, startsAfter + stage.moves);
      for (; move <= end; move++) total += periodBonus(stage, move, countDelay);
      if (stage.moves === undefined) return total;
      startsAfter += stage.moves;
    } while (last && move <= moves);
  }
  return move > moves ? total : undefined;
}
