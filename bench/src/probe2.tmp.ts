import { Position, type Move } from '@chesslaws/moves';
import { PositionHistory, isInsufficientMaterial } from '@chesslaws/termination';
import { seededRandom } from '@chesslaws/testkit';
import { fideBlitz, fromGameRecord, reviewMoves, casual, legacy } from '@chesslaws/rules';
const random = seededRandom(7);
let same = 0, diff = 0; let tr = 0, tf = 0;
for (const reg of [fideBlitz(), legacy(), casual({ claimableDraws: { automatic: true } })])
for (let g = 0; g < 150; g++) {
  const h = PositionHistory.fromPosition(Position.default()); const moves: Move[] = [];
  const pos = Position.default();
  for (let ply = 0; ply < 500; ply++) {
    const legal = pos.legalMoves(); if (!legal.length) break;
    if (isInsufficientMaterial(pos.board) || h.halfmoveClock() >= 150 || h.occurrences() >= 5) break;
    const m = legal[Math.floor(random() * legal.length)]!; h.play(m); pos.play(m); moves.push(m);
  }
  let t0 = performance.now();
  const r = reviewMoves(reg, Position.default(), moves);
  tr += performance.now() - t0; t0 = performance.now();
  const f = fromGameRecord(reg, { moves: moves.map((move) => ({ move })) }, { clock: false });
  tf += performance.now() - t0;
  if (!r.ok || !f.ok) { console.log('err', r, f); continue; }
  const a = r.value.ending; const b = f.value.state.outcome;
  const ok = (a?.outcome.byRule ?? '-') === (b?.byRule ?? '-') && (a?.ply ?? -1) === (b ? f.value.state.moves.length : -1) && (a?.outcome.termination === b?.termination);
  if (ok) same++; else { diff++; if (diff < 5) console.log(reg.name, g, a?.outcome.byRule, a?.ply, b?.byRule, f.value.state.moves.length, moves.length); }
}
console.log({ same, diff, review: tr.toFixed(0), replay: tf.toFixed(0) });
