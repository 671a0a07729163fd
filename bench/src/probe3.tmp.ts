import { Position, type Move } from '@chesslaws/moves';
import { PositionHistory, isInsufficientMaterial } from '@chesslaws/termination';
import { seededRandom } from '@chesslaws/testkit';
import { fideBlitz, reviewMoves } from '@chesslaws/rules';
const random = seededRandom(7);
const games: Move[][] = [];
for (let g = 0; g < 300; g++) {
  const h = PositionHistory.fromPosition(Position.default()); const moves: Move[] = [];
  const pos = Position.default();
  for (let ply = 0; ply < 500; ply++) {
    const legal = pos.legalMoves(); if (!legal.length) break;
    if (isInsufficientMaterial(pos.board) || h.halfmoveClock() >= 150 || h.occurrences() >= 5) break;
    const m = legal[Math.floor(random() * legal.length)]!; h.play(m); pos.play(m); moves.push(m);
  }
  games.push(moves);
}
const reg = fideBlitz();
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  for (const moves of games) reviewMoves(reg, Position.default(), moves);
  console.log(((performance.now() - t0) / games.length).toFixed(3), 'ms/game');
}
import { summarize } from '../../packages/rules/src/review/summary.js';
import { createGame } from '@chesslaws/rules';
for (let r = 0; r < 3; r++) {
  let t0 = performance.now();
  for (const moves of games) summarize(Position.default(), moves);
  const a = (performance.now() - t0) / games.length;
  t0 = performance.now();
  for (const moves of games) { const p = Position.default(); for (const m of moves) { p.makeWithoutUndo(p.encodeLegal(m)); } }
  const b = (performance.now() - t0) / games.length;
  t0 = performance.now();
  for (let i = 0; i < games.length; i++) createGame(reg, { clock: false });
  const c = (performance.now() - t0) / games.length;
  console.log(`summarize ${a.toFixed(3)} replay-only ${b.toFixed(3)} createGame ${c.toFixed(3)} ms/game`);
}
