import type { Bonus, PeriodStage, Stage, TimeControl } from './types.js';

const both = (stages: readonly Stage[]): TimeControl => ({ white: stages, black: stages });

/** The same stages for both sides. */
export const sameForBoth = both;

/** All moves in `time` ms, no bonus. */
export const suddenDeath = (time: number): TimeControl => both([{ kind: 'period', time }]);

/**
 * `base` ms plus a Fischer `increment` per move, from move 1 unless `fromMove` says
 * otherwise (Armageddon: +2 s from move 61).
 */
export function fischer(base: number, increment: number, fromMove?: number): TimeControl {
  const bonus: Bonus =
    fromMove === undefined
      ? { kind: 'fischer', time: increment }
      : { kind: 'fischer', time: increment, fromMove };
  return both([{ kind: 'period', time: base, bonus }]);
}

/** `base` ms with a Bronstein delay: time used on a move, up to `delay`, is given back. */
export const bronstein = (base: number, delay: number): TimeControl =>
  both([{ kind: 'period', time: base, bonus: { kind: 'bronstein', time: delay } }]);

/** `base` ms with a US (simple) delay: the main time waits `delay` ms on every move. */
export const usDelay = (base: number, delay: number): TimeControl =>
  both([{ kind: 'period', time: base, bonus: { kind: 'us-delay', time: delay } }]);

/**
 * Several periods, e.g. FIDE classical:
 * `periods({ time: 90 * MINUTE, moves: 40, increment: 30 * SECOND }, { time: 30 * MINUTE, increment: 30 * SECOND })`.
 */
export function periods(
  ...list: readonly { time: number; moves?: number; increment?: number }[]
): TimeControl {
  return both(
    list.map((p): PeriodStage => {
      const stage: { -readonly [K in keyof PeriodStage]: PeriodStage[K] } = {
        kind: 'period',
        time: p.time,
      };
      if (p.moves !== undefined) stage.moves = p.moves;
      if (p.increment !== undefined && p.increment > 0)
        stage.bonus = { kind: 'fischer', time: p.increment };
      return stage;
    }),
  );
}

/** `time` ms for every move, unused time lost. */
export const perMove = (time: number): TimeControl => both([{ kind: 'per-move', time }]);

/** Hourglass with `time` ms each. */
export const hourglass = (time: number): TimeControl => both([{ kind: 'hourglass', time }]);

/** `main` ms, then `count` byo-yomi periods of `period` ms. */
export const byoYomi = (main: number, count: number, period: number): TimeControl =>
  both([
    { kind: 'period', time: main },
    { kind: 'byo-yomi', time: period, periods: count },
  ]);

/** `main` ms, then Canadian overtime: `moves` moves in every `block` ms. */
export const canadian = (main: number, moves: number, block: number): TimeControl =>
  both([
    { kind: 'period', time: main },
    { kind: 'canadian', time: block, moves },
  ]);

/** A clock that only counts up. */
export const upcount = (): TimeControl => both([{ kind: 'upcount' }]);

/** White's stages from `white`, Black's from `black`: time odds, Armageddon. */
export const handicap = (white: TimeControl, black: TimeControl): TimeControl => ({
  white: white.white,
  black: black.black,
});
