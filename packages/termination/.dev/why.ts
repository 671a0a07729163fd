import { readFileSync } from 'node:fs';
import { Position } from '@chesslaws/moves';
import { pawnFutures } from '../src/dead/pawnFutures.js';
const rows = new Map(readFileSync('/work/shared/testdata/dead/unwinnability.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l)).map((r) => [r.fen, r]));
const counts: Record<string, number> = {};
for (const line of readFileSync(process.argv[2]!, 'utf8').trim().split('\n')) {
  const parts = line.split(' ');
  const fen = parts.slice(0, 6).join(' ');
  const color = parts[6]!;
  const r: any = rows.get(fen);
  if (!r.unwinnableFor.includes(color)) continue;
  (globalThis as any).why = 'pattern';
  const p = Position.fromFen(fen, { mode: 'lenient' });
  if (!p.ok) continue;
  pawnFutures(p.value.board, p.value.legalEpSquare() !== undefined);
  const w = (globalThis as any).why;
  counts[w] = (counts[w] ?? 0) + 1;
  if (process.argv[3] === w) console.log(fen, color);
}
console.log(counts);
