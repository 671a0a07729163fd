import { COLORS, type Color } from '../color.js';
import { timeForMoves } from '../control/periods.js';
import type { Stage, TimeControl } from '../control/types.js';
import { MINUTE } from '../duration.js';

/** Game speeds, fastest first. `bullet` is a common extra; FIDE counts it as blitz. */
export const TIME_CATEGORIES = ['bullet', 'blitz', 'rapid', 'standard'] as const;

/** One of {@link TIME_CATEGORIES}. */
export type TimeCategory = (typeof TIME_CATEGORIES)[number];

/** FIDE counts the time for 60 moves (base + 60 × increment), not 40 (L-A.1, L-B.1). */
export const REFERENCE_MOVES = 60;

/**
 * The time a side has for its first 60 moves: periods begun + 60 × increment, delays
 * counted like increments, byo-yomi and per-move time as the time allowed for each move,
 * Canadian blocks pro rata. `undefined` for an upcount clock.
 */
export function referenceTime(stages: readonly Stage[]): number | undefined {
  const [first, second] = stages;
  if (first === undefined) return undefined;
  switch (first.kind) {
    case 'upcount':
      return undefined;
    case 'per-move':
      return REFERENCE_MOVES * first.time;
    case 'hourglass':
      return first.time;
    case 'byo-yomi':
      return REFERENCE_MOVES * first.time;
    case 'canadian':
      return Math.round((REFERENCE_MOVES * first.time) / first.moves);
    case 'period': {
      if (second?.kind === 'byo-yomi') return first.time + REFERENCE_MOVES * second.time;
      if (second?.kind === 'canadian')
        return first.time + Math.round((REFERENCE_MOVES * second.time) / second.moves);
      return timeForMoves(stages, REFERENCE_MOVES, true);
    }
  }
}

/**
 * The category of a reference time: standard from 60 min (inclusive), rapid above
 * 10 min, blitz up to 10 min (inclusive), bullet under 3 min when `bullet` is on.
 */
export function categoryOf(referenceMs: number, bullet = true): TimeCategory {
  if (referenceMs >= 60 * MINUTE) return 'standard';
  if (referenceMs > 10 * MINUTE) return 'rapid';
  if (bullet && referenceMs < 3 * MINUTE) return 'bullet';
  return 'blitz';
}

/**
 * Classifies a control per FIDE L-A.1 / L-B.1 from each side's {@link referenceTime}; with
 * different times per side the faster category wins (FIDE asks it "for each player").
 * Pass `{ bullet: false }` for the FIDE categories only. `undefined` for upcount clocks.
 */
export function classifyTimeControl(
  control: TimeControl,
  options: { bullet?: boolean } = {},
): TimeCategory | undefined {
  let fastest: TimeCategory | undefined;
  for (const color of COLORS as readonly Color[]) {
    const reference = referenceTime(control[color]);
    if (reference === undefined) continue;
    const category = categoryOf(reference, options.bullet ?? true);
    if (
      fastest === undefined ||
      TIME_CATEGORIES.indexOf(category) < TIME_CATEGORIES.indexOf(fastest)
    ) {
      fastest = category;
    }
  }
  return fastest;
}
