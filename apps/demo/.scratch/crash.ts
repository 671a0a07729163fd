import { createGame, fideBlitz, fideRapid } from '@chesslaws/rules';

let t = 0;
const g = createGame(fideBlitz({ illegalMoves: { supervised: false } } as any), { now: () => t });
if (!g.ok) throw g.error;
const game = g.value;
console.log(game.regulation.name);
t += 1000;
console.log(game.play('e2e4').ok);
t += 1000;
console.log(game.play('e7e5').ok);
t += 1000;
const p = game.play('f1f3');
console.log(p.ok, !p.ok && p.error.code);
t += 1000;
const i = game.illegalMove('f1f3');
console.log(i.ok, !i.ok && i.error.message);
const s = game.state;
console.log(
  s.fen,
  s.moves.map((m) => m.uci),
  s.lastMove,
  s.pendingIllegalMove,
  s.recordStart.ply,
  s.recordStart.position.fen?.(),
);
console.log(game.rights('black'));
t += 1000;
console.log(game.play('b8c6').ok);
const s2 = game.state;
console.log(
  s2.fen,
  s2.moves.map((m) => m.uci),
  s2.pendingIllegalMove,
  s2.recordStart.ply,
);
console.log(JSON.stringify(game.toJSON().events.map((e) => e.type)));
console.log(s2.rulings);
