// Perft of the lichess variants on scalachess' published cases (test/data/SOURCES.md).
import { readFileSync } from 'node:fs';
import { Position, perft } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { findVariant } from '../src/index.js';

interface PerftCase {
  variant: string;
  id: string;
  fen: string;
  depths: Record<string, number>;
}

const readCases = (file: string): PerftCase[] =>
  readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));

const cases = readCases('variants.jsonl');
// No public King of the Hill perft file exists: these counts are ours, agreed with chessops.
const kothCases = readCases('kingofthehill.jsonl');

// Deeper counts run in the benchmark: the test keeps each case under about a second.
const MAX_NODES = 3_000_000;

describe('perft of the lichess variants (scalachess cases)', () => {
  it('has all 22 cases, in six variants', () => {
    expect(cases).toHaveLength(22);
    expect(new Set(cases.map((c) => c.variant)).size).toBe(6);
  });
  it('has 8 King of the Hill cases of our own', () => {
    expect(kothCases).toHaveLength(8);
    expect(kothCases.every((c) => c.variant === 'kingofthehill')).toBe(true);
  });
  for (const c of [...cases, ...kothCases]) {
    const depths = Object.entries(c.depths).filter(([, nodes]) => nodes <= MAX_NODES);
    it(`V-${c.variant} ${c.id}: ${depths.map(([d, n]) => `${d}:${n}`).join(' ')}`, () => {
      const variant = findVariant(c.variant);
      expect(variant?.name).toBe(c.variant);
      const pos = Position.fromFen(c.fen, { variant, chess960: c.id.includes('960') });
      if (!pos.ok) throw pos.error;
      expect(depths.length).toBeGreaterThan(0);
      for (const [depth, nodes] of depths) expect(perft(pos.value, Number(depth))).toBe(nodes);
    });
  }
});
