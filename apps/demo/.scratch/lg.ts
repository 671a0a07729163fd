import { createGame, legacy } from '@chesslaws/rules';

let t = 0;
const g = createGame(legacy({ illegalMoves: { supervised: true } } as any), {
  now: () => t,
  clock: '3+2',
});
if (!g.ok) throw g.error;
t = 1000;
const r = g.value.pressClock('white');
console.log(r.ok || r.error.code, r.ok || r.error.message);
t = 2000;
const r2 = g.value.illegalMove('d1d5');
console.log(r2.ok || r2.error.message, g.value.state.pendingIllegalMove, g.value.state.outcome);
