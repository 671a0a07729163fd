import { type ByColor, type Color, opposite } from '../color.js';
import type { Stage } from '../control/types.js';
import type { ClockError } from '../errors.js';
import { readTimeControl, type TimeControlInput } from '../parse/read.js';
import { ok, type Result } from '../result.js';
import { replay } from './replay.js';

/** One press that stands, and the clock of the side that pressed right after it. */
export interface ClockTimelineEntry {
  /** Index of the `press` event in the log. */
  readonly index: number;
  /** 1-based number of this press among the presses that stand (the half-move number). */
  readonly ply: number;
  /** Who pressed. */
  readonly side: Color;
  /** When, on the log's time source. */
  readonly at: number;
  /**
   * The presser's display right after the press: increment, Bronstein refund and a new period
   * included (what PGN `[%clk]` records); the time used, for an upcount clock.
   */
  readonly remaining: number;
  /** How long the presser's clock ran on this move, across pauses and takebacks (PGN `[%emt]`). */
  readonly spent: number;
  /** Index of the presser's stage after the press. */
  readonly stage: number;
  /** Kind of that stage. */
  readonly stageKind: Stage['kind'];
  /** 1-based period number after the press, counting repeats and overtime. */
  readonly period: number;
  /** Moves left to the next control after the press (Canadian: in the block), when there is one. */
  readonly movesToControl: number | undefined;
  /** Byo-yomi periods left after the press; otherwise `undefined`. */
  readonly periods: number | undefined;
  /** Both displays right after the press, for a chart of the two clocks over the game. */
  readonly clocks: ByColor<number>;
}

/**
 * The clock after every press that stands, oldest first: entry `i` is ply `i + 1`.
 * A `takeback` removes the entry of the press it takes back.
 */
export type ClockTimeline = readonly ClockTimelineEntry[];

/**
 * The timeline of a log in one pass over it (time linear in the number of events), for PGN
 * `[%clk]` / `[%emt]` comments and charts. Errors are those of `clockState`.
 */
export function clockTimeline(
  control: TimeControlInput,
  events: readonly unknown[],
): Result<ClockTimeline, ClockError> {
  const resolved = readTimeControl(control);
  if (!resolved.ok) return resolved;
  const entries: ClockTimelineEntry[] = [];
  // The presser's total thinking at each entry, to turn totals into time per move.
  const thinking: number[] = [];
  const replayed = replay(resolved.value, events, (event, index, engine) => {
    if (event.type === 'takeback') {
      entries.pop();
      thinking.pop();
      return;
    }
    if (event.type !== 'press') return;
    const side = opposite(engine.turn);
    const view = engine.view();
    const mine = view[side];
    // Presses alternate sides, so this side's previous press that stands is two entries back.
    const before = entries.length >= 2 ? thinking[entries.length - 2]! : 0;
    entries.push({
      index,
      ply: entries.length + 1,
      side,
      at: event.at,
      remaining: mine.time,
      spent: mine.thinking - before,
      stage: mine.stage,
      stageKind: mine.stageKind,
      period: mine.period,
      movesToControl: mine.movesToControl,
      periods: mine.periods,
      clocks: { white: view.white.time, black: view.black.time },
    });
    thinking.push(mine.thinking);
  });
  return replayed.ok ? ok(entries) : replayed;
}
