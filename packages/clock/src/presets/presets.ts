import {
  bronstein,
  byoYomi,
  canadian,
  fischer,
  handicap,
  hourglass,
  periods,
  suddenDeath,
  usDelay,
} from '../control/builders.js';
import type { TimeControl } from '../control/types.js';
import { MINUTE, SECOND } from '../duration.js';

/**
 * Time controls people expect to pick from a list. Each is plain data: copy and change
 * one to make your own.
 */
export const PRESETS = {
  /** FIDE classical: 90 min for 40 moves, then 30 min, +30 s per move from move 1. */
  'fide-classical': periods(
    { time: 90 * MINUTE, moves: 40, increment: 30 * SECOND },
    { time: 30 * MINUTE, increment: 30 * SECOND },
  ),
  /** World Championship match: 120 min / 40, 60 min / 20, then 15 min +30 s from move 61. */
  'fide-world-championship': periods(
    { time: 120 * MINUTE, moves: 40 },
    { time: 60 * MINUTE, moves: 20 },
    { time: 15 * MINUTE, increment: 30 * SECOND },
  ),
  /** Olympiad and many opens: 90 min +30 s. */
  'classical-90+30': fischer(90 * MINUTE, 30 * SECOND),
  /** Soviet-era classical: 2 h 30 for 40 moves, then 16 moves per hour, repeating. */
  'soviet-classical': periods({ time: 150 * MINUTE, moves: 40 }, { time: 60 * MINUTE, moves: 16 }),
  /** FIDE World Rapid: 15 min +10 s. */
  'fide-rapid': fischer(15 * MINUTE, 10 * SECOND),
  /** Rapid 25 min +10 s. */
  'rapid-25+10': fischer(25 * MINUTE, 10 * SECOND),
  /** Rapid 10 min +5 s (10 + 60 × 5 s = 15 min: rapid, not blitz). */
  'rapid-10+5': fischer(10 * MINUTE, 5 * SECOND),
  /** FIDE World Blitz: 3 min +2 s. */
  'fide-blitz': fischer(3 * MINUTE, 2 * SECOND),
  /** Blitz 5 min +3 s. */
  'blitz-5+3': fischer(5 * MINUTE, 3 * SECOND),
  /** Old-style blitz: 5 min each, no increment (S: "5 min each"). */
  'blitz-5': suddenDeath(5 * MINUTE),
  /** Blitz 3 min, no increment. */
  'blitz-3': suddenDeath(3 * MINUTE),
  /** 2 min +1 s: blitz by FIDE's 60-move count (2 + 60 × 1 s = 3 min); sites counting 40 moves call it bullet. */
  'blitz-2+1': fischer(2 * MINUTE, 1 * SECOND),
  /** Bullet 1 min, no increment. */
  bullet: suddenDeath(1 * MINUTE),
  /** Armageddon: White 5 min, Black 4 min, +2 s from move 61; a draw counts as a Black win (E-armageddon). */
  armageddon: handicap(fischer(5 * MINUTE, 2 * SECOND, 61), fischer(4 * MINUTE, 2 * SECOND, 61)),
  /** Armageddon: White 4 min, Black 3 min, +2 s from move 1 (E-armageddon). */
  'armageddon-4-3': handicap(fischer(4 * MINUTE, 2 * SECOND), fischer(3 * MINUTE, 2 * SECOND)),
  /** US tournament style: 90 min with a 5 s simple (US) delay. */
  'us-g90-d5': usDelay(90 * MINUTE, 5 * SECOND),
  /** 60 min with a 5 s Bronstein delay. */
  'bronstein-60-5': bronstein(60 * MINUTE, 5 * SECOND),
  /** Hourglass, 3 min each. */
  'hourglass-3': hourglass(3 * MINUTE),
  /** Go-style: 60 min, then 5 byo-yomi periods of 30 s. */
  'byo-yomi-60-5x30': byoYomi(60 * MINUTE, 5, 30 * SECOND),
  /** Canadian overtime: 60 min, then 25 moves in every 5 min. */
  'canadian-60-25in5': canadian(60 * MINUTE, 25, 5 * MINUTE),
} as const satisfies Record<string, TimeControl>;

/** The names of {@link PRESETS}. */
export type PresetName = keyof typeof PRESETS;

/** The names of {@link PRESETS}, in list order. */
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];
