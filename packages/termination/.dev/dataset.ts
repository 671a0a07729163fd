import { readFileSync } from 'node:fs';
import { Position } from '@chesslaws/moves';
import { analyzeWinnability } from '../src/dead/winnability.js';

const budget = Number(process.argv[2] ?? 200000);
const rows = readFileSync('/work/shared/testdata/dead/unwinnability.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
let wrong = 0,
  unknown = 0,
  settledByRef = 0,
  badLine = 0;
const times: number[] = [];
const unk: string[] = [];
const byVerdict: Record<string, number> = {};
for (const r of rows) {
  const p = Position.fromFen(r.fen, { mode: 'lenient' });
  if (!p.ok) {
    console.log('FEN', r.fen, p.error.message);
    continue;
  }
  const t = performance.now();
  for (const c of ['white', 'black'] as const) {
    const res = analyzeWinnability(p.value, c, { nodeBudget: budget });
    const truth = r.unwinnableFor.includes(c) ? 'unwinnable' : 'winnable';
    const refUndet = (r.chaUndeterminedFor ?? []).includes(c);
    if (!refUndet) settledByRef++;
    const k = res.verdict + (res.verdict === 'unwinnable' ? ':' + res.proof : '');
    byVerdict[k] = (byVerdict[k] ?? 0) + 1;
    if (res.verdict === 'unknown') {
      if (!refUndet) unknown++;
      unk.push(`${r.fen} ${c} ${r.label}`);
      continue;
    }
    if (res.verdict !== truth) {
      wrong++;
      console.log('WRONG', r.fen, c, r.label, res.verdict);
    }
    if (res.verdict === 'winnable') {
      const q = p.value.clone();
      for (const m of res.line) {
        if (!q.isLegal(m)) {
          badLine++;
          break;
        }
        q.play(m);
      }
      if (!(q.isCheckmate() && q.turn !== c)) badLine++;
    }
  }
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const q = (x: number) => times[Math.floor(x * (times.length - 1))]!.toFixed(3);
console.log({
  wrong,
  badLine,
  unknown,
  settledByRef,
  rate: ((100 * unknown) / settledByRef).toFixed(2) + '%',
  median: q(0.5),
  p90: q(0.9),
  p99: q(0.99),
  max: q(1),
  total: times.reduce((a, b) => a + b, 0).toFixed(0),
});
console.log(byVerdict);
import('node:fs').then((fs) => fs.writeFileSync('/tmp/unknown.txt', unk.join('\n')));
