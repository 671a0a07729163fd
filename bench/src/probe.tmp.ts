import { Position, type Move, makeFen } from '@chesslaws/moves';
import { makeSanAndPlay, parsePgn, replayMainline, isNullMove } from '@chesslaws/notation';
import { PositionHistory, quickDeadCheck, isInsufficientMaterial } from '@chesslaws/termination';
import { seededRandom } from '@chesslaws/testkit';
// random games to the end (mate/stalemate/insufficient/75/fivefold) like a held-out corpus
function corpus(n: number) {
  const random = seededRandom(7); const out: string[] = [];
  for (let g = 0; g < n; g++) {
    const h = PositionHistory.fromPosition(Position.default()); const pos = Position.default(); const toks: string[] = [];
    for (let ply = 0; ply < 600; ply++) {
      const legal = pos.legalMoves(); if (!legal.length) break;
      if (isInsufficientMaterial(pos.board) || h.halfmoveClock() >= 150 || h.occurrences() >= 5) break;
      const m = legal[Math.floor(random() * legal.length)]!; if (ply % 2 === 0) toks.push(`${ply/2+1}.`); h.play(m); toks.push(makeSanAndPlay(pos, m));
    }
    out.push(`[Event "x"]\n[Result "*"]\n\n${toks.join(' ')} *\n`);
  }
  return out.join('\n');
}
const text = corpus(1000);
const games = parsePgn(text).map((r) => r.ok ? r.value : undefined).filter(Boolean);
let plies = 0;
const t0 = performance.now();
const all: { start: Position; moves: Move[] }[] = [];
for (const g of parsePgn(text)) { if (!g.ok) continue; const r = replayMainline(g.value, { positions: false }); if (!r.ok) continue; const moves = r.value.moves.filter((m): m is Move => !isNullMove(m)); plies += moves.length; all.push({ start: r.value.start, moves }); }
const t1 = performance.now();
for (const { start, moves } of all) { const h = PositionHistory.fromPosition(start); for (const m of moves) h.play(m); }
const t2 = performance.now();
for (const { start, moves } of all) { const p = start.clone({ undo: false }); for (const m of moves) { p.makeWithoutUndo(p.encodeLegal(m)); p.hash(); } }
const t3 = performance.now();
for (const { start, moves } of all) { const p = start.clone({ undo: false }); for (const m of moves) { p.makeWithoutUndo(p.encodeLegal(m)); quickDeadCheck(p); } }
const t4 = performance.now();
console.log(`${all.length} games ${plies} plies; parse+replay ${((t1-t0)*1000/plies).toFixed(3)} us/ply; history ${((t2-t1)*1000/plies).toFixed(3)}; scan ${((t3-t2)*1000/plies).toFixed(3)}; quickDead ${((t4-t3)*1000/plies).toFixed(3)}`);
