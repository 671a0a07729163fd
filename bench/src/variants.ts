/**
 * Variant perft, side by side with chessops 0.15.1 in one process: one scalachess case per
 * variant (packages/variants/test/data/variants.jsonl) and King of the Hill on kiwipete (ours),
 * both counting the moves at the last ply without playing them, except crazyhouse, where both
 * play every leaf (chessops' `perft` always does when drops are possible). Prints each ratio and
 * their geometric mean.
 */
import { readFileSync } from 'node:fs';
import { Position, perft } from '@chesslaws/moves';
import { findVariant } from '@chesslaws/variants';
import { perft as chessopsPerft } from 'chessops/debug';
import { parseFen } from 'chessops/fen';
import type { Rules } from 'chessops/types';
import { setupPosition } from 'chessops/variant';
import { compare, geometricMean } from './harness.js';

interface Case {
  variant: string;
  id: string;
  fen: string;
  depth: number;
}

const read = (name: string) =>
  readFileSync(new URL(`../../packages/variants/test/data/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map(
      (l) =>
        JSON.parse(l) as {
          variant: string;
          id: string;
          fen: string;
          depths: Record<string, number>;
        },
    );
// King of the Hill from our own cases: kiwipete, since its start is standard chess to depth 6.
const all = [
  ...read('variants.jsonl'),
  ...read('kingofthehill.jsonl').filter((c) => c.id === 'koth-kiwipete'),
];

// The first case of each variant, at the deepest depth of at most 200k nodes.
function pick(): Case[] {
  const seen = new Set<string>();
  const cases: Case[] = [];
  for (const c of all) {
    if (seen.has(c.variant) || c.id.includes('960')) continue;
    const depth = Math.max(
      ...Object.entries(c.depths)
        .filter(([, n]) => n <= 200_000)
        .map(([d]) => Number(d)),
    );
    if (!Number.isFinite(depth)) continue;
    seen.add(c.variant);
    cases.push({ variant: c.variant, id: c.id, fen: c.fen, depth });
  }
  return cases;
}

export function run(): void {
  const ratios: number[] = [];
  const rows: string[] = [];
  for (const c of pick()) {
    const variant = findVariant(c.variant)!;
    const ours = Position.fromFen(c.fen, { variant });
    if (!ours.ok) throw ours.error;
    const setup = parseFen(c.fen);
    if (setup.isErr) throw setup.error;
    const theirs = setupPosition(c.variant as Rules, setup.value);
    if (theirs.isErr) throw theirs.error;
    // chessops plays every leaf when drops are possible, so then ours plays them too.
    const bulk = !variant.pockets;
    const how = bulk ? 'leaves counted' : 'leaves played, as chessops does with drops';
    const expected = perft(ours.value, c.depth, { bulk });
    const check = chessopsPerft(theirs.value, c.depth, false);
    if (expected !== check) throw new Error(`${c.id}: chesslaws ${expected}, chessops ${check}`);
    const [a, b] = compare(
      `${c.variant} ${c.id} perft ${c.depth} (${expected} nodes, ${how})`,
      'nodes',
      [
        { name: 'chesslaws', run: () => perft(ours.value, c.depth, { bulk }) },
        { name: 'chessops', run: () => chessopsPerft(theirs.value, c.depth, false) },
      ],
    );
    const ratio = a!.opsPerSecond / b!.opsPerSecond;
    ratios.push(ratio);
    rows.push(
      `| ${variant.title} | ${(a!.opsPerSecond / 1e6).toFixed(2)} M nodes/s | ${ratio.toFixed(1)}× |`,
    );
  }
  console.log(
    `\nvariant perft vs chessops: geometric mean ${geometricMean(ratios).toFixed(2)}x, min ${Math.min(...ratios).toFixed(2)}x`,
  );
  console.log(rows.join('\n'));
}
