import { readFileSync } from 'node:fs';
import { Board, type Role } from '@chesslaws/board';
import { isStaticallyUnwinnable } from '../src/dead/staticUnwinnability.js';

const ROLE: Record<string, Role> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};
function boardOf(fen: string): Board {
  const b = Board.empty();
  const ranks = fen.split(' ')[0]!.split('/');
  ranks.forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += +ch;
      else {
        b.set((7 - i) * 8 + f, {
          color: ch === ch.toUpperCase() ? 'white' : 'black',
          role: ROLE[ch.toLowerCase()]!,
        });
        f++;
      }
    }
  });
  return b;
}
const rows = readFileSync('/work/shared/testdata/dead/unwinnability.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
let wrong = 0,
  proved = 0,
  need = 0;
const t0 = performance.now();
for (const r of rows) {
  const b = boardOf(r.fen);
  for (const c of ['white', 'black'] as const) {
    const st = isStaticallyUnwinnable(b, c);
    const truth = r.unwinnableFor.includes(c);
    if (truth) need++;
    if (st && !truth) {
      wrong++;
      console.log('WRONG', r.fen, c, r.label);
    }
    if (st && truth) proved++;
  }
}
console.log({ wrong, proved, need, ms: performance.now() - t0 });
