import { describe, expect, it } from 'vitest';
import { perft } from '../src/index.js';
import { DEEP, depthsWithin, type PerftRow, readSuite, rowPosition } from './perftData.js';

// Node budgets per count keep `pnpm test` within about a minute on a loaded 2-core machine.
const BUDGET = DEEP ? 1e8 : 1e6;
const RANDOM_BUDGET = DEEP ? 1e8 : 50_000;
const CHESS960_BUDGET = DEEP ? 1e8 : 20_000;

/** Mismatches of a batch of rows, as readable lines (empty when all agree). */
function mismatches(rows: PerftRow[], budget: number): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const pos = rowPosition(row);
    for (const [depth, expected] of depthsWithin(row, budget)) {
      const got = perft(pos, depth);
      if (got !== expected) out.push(`${row.id ?? row.fen} (${row.source}) depth ${depth}: ${got}, expected ${expected}`);
    }
  }
  return out;
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

describe('perft (L-3.1 to L-3.9: every legal move, no illegal one)', () => {
  it.each(readSuite('tricky.jsonl').map((row) => [row.id!, row] as const))('tricky %s', (_, row) => {
    expect(mismatches([row], BUDGET)).toEqual([]);
  });

  it.each(chunks(readSuite('standard-perftsuite.jsonl'), 16).map((rows, i) => [i * 16, rows] as const))(
    'perftsuite rows from %i',
    (_, rows) => {
      expect(mismatches(rows, BUDGET)).toEqual([]);
    },
  );

  it.each(chunks(readSuite('standard-random.jsonl'), 400).map((rows, i) => [rows[0]!.id!, rows] as const))(
    'random suite from %s',
    (_, rows) => {
      expect(mismatches(rows, RANDOM_BUDGET)).toEqual([]);
    },
  );

  it.each(chunks(readSuite('chess960.jsonl'), 120).map((rows, i) => [rows[0]!.id!, rows] as const))(
    'L-G2 Chess960 suite from %s',
    (_, rows) => {
      expect(mismatches(rows, CHESS960_BUDGET)).toEqual([]);
    },
  );

  it('perft without bulk counting agrees with bulk counting', () => {
    for (const row of readSuite('standard-perftsuite.jsonl').slice(0, 12)) {
      const pos = rowPosition(row);
      expect(perft(pos, 3, { bulk: false })).toBe(row.depths['3']);
    }
  });
});
