import { parsePgn, replayMainline, makePgn } from '/work/main/packages/notation/src/pgn/index.ts';
import { makeFen } from '/work/main/packages/moves/src/index.ts';
import { readFileSync } from 'node:fs';
const lines = readFileSync('/work/shared/testdata/pgn/expected-sources.jsonl','utf8').trim().split('\n').map(l=>JSON.parse(l));
const cache = new Map();
let bad=0;
for (const e of lines) {
  if (!cache.has(e.file)) cache.set(e.file, parsePgn(readFileSync('/work/shared/testdata/pgn/'+e.file,'utf8')));
  const g = cache.get(e.file)[e.index];
  if (!g?.ok) { console.log('ERR', e.file, e.index, g?.error.message); continue; }
  const r = replayMainline(g.value);
  if (!r.ok) { console.log('REPLAY', e.file, e.index, r.error.message, e.error); bad++; continue; }
  const fen = makeFen(r.value.final);
  if (fen !== e.finalFen) { console.log('FEN', e.file, e.index, fen, e.finalFen); bad++; }
}
console.log('bad', bad);
const g = parsePgn(readFileSync('/work/shared/testdata/pgn/sources/python-chess/knightvuillaume-jannlee-zh-lichess.pgn','utf8').replace('Crazyhouse','Standard'));
const k = parsePgn('[Event "a\\"b\\\\"]\n{game comment} 1. e4 {[%clk 0:01:00]} e5 $1 (1... c5 {sicilian} 2. Nf3 (2. c3 d5) 2... d6) (1... e6) 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1/2-1/2');
console.log(makePgn(k[0].value));
console.log(makePgn(k[0].value, {style:'lan'}));
console.log(makePgn(k[0].value, {style:'figurine', columns: 40}));
