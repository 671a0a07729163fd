import { readFileSync } from 'node:fs';
import { Position } from '@chesslaws/moves';
import { isStaticallyUnwinnable } from '../src/dead/staticUnwinnability.js';

const rows = readFileSync('/work/shared/testdata/dead/unwinnability.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const boards = rows
  .map((r) =>
    Position.fromFen(r.fen.split(' ').length < 4 ? r.fen + ' - - 0 1' : r.fen, { mode: 'lenient' }),
  )
  .filter((p) => p.ok)
  .map((p: any) => p.value.board);
for (let rep = 0; rep < 3; rep++) {
  const t = performance.now();
  let n = 0;
  for (const b of boards) {
    isStaticallyUnwinnable(b, 'white');
    isStaticallyUnwinnable(b, 'black');
    n += 2;
  }
  console.log((((performance.now() - t) * 1000) / n).toFixed(1), 'µs/call');
}
