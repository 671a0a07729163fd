import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Position, type PositionOptions } from '../src/index.js';

/** One row of a perft suite in `test/data/*.jsonl`. */
export interface PerftRow {
  fen: string;
  depths: Record<string, number>;
  variant: 'standard' | 'chess960';
  source: string;
  id?: string;
  tags?: string[];
}

/** Reads a perft suite from `test/data`. */
export function readSuite(file: string): PerftRow[] {
  const text = readFileSync(fileURLToPath(new URL(`./data/${file}`, import.meta.url)), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as PerftRow);
}

/**
 * The options a row's position needs. Lenient, because some rows (tagged `impossible-check`,
 * `too-much-material`, and a few untagged perftsuite rows) are positions a strict validator
 * rightly refuses, while their counts assume them played.
 */
export function rowOptions(row: PerftRow): PositionOptions {
  return { chess960: row.variant === 'chess960', mode: 'lenient' };
}

/** The position of a row (throws on a bad row: the data is fixed). */
export function rowPosition(row: PerftRow): Position {
  const pos = Position.fromFen(row.fen, rowOptions(row));
  if (!pos.ok) throw new Error(`${row.id ?? row.fen}: ${pos.error.message}`);
  return pos.value;
}

/** Node budget per count: `PERFT_DEEP=1` raises it to 1e8 (`pnpm test:perft:deep`). */
export const DEEP = process.env.PERFT_DEEP === '1';

/** The `[depth, count]` pairs of a row whose count is within `budget`. */
export function depthsWithin(row: PerftRow, budget: number): Array<[number, number]> {
  return Object.entries(row.depths)
    .map(([depth, count]) => [Number(depth), count] as [number, number])
    .filter(([, count]) => count <= budget);
}
