import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const { createGame, fideStandard, restoreGame } = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
let t = 0;
const now = () => t;
const g = unwrap(
  createGame(fideStandard(), { now, start: { fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' } }),
);
t += 1000;
log(
  'claim',
  res(g.claim({ by: 'white', kind: 'fifty', intended: 'e1e2' })),
  g.state.rulings.at(-1)?.message,
);
const before = JSON.stringify([
  g.state.clock.black.time,
  g.state.illegalMoves,
  g.state.rulings.length,
  g.events.length,
]);
t += 1000;
log('unpromoted while mustPlay', res(g.illegalMove('a7a8')));
log(
  'before',
  before,
  'after',
  JSON.stringify([
    g.state.clock.black.time,
    g.state.illegalMoves,
    g.state.rulings.length,
    g.events.length,
  ]),
);
const r = restoreGame(fideStandard(), JSON.parse(JSON.stringify(g.toJSON())));
log(
  'restored',
  JSON.stringify([
    r.value.state.clock.black.time,
    r.value.state.illegalMoves,
    r.value.state.rulings.length,
  ]),
);
t += 1000;
log(
  'again',
  res(g.illegalMove('a7a8')),
  JSON.stringify([g.state.illegalMoves, g.state.outcome?.reason]),
);
const r2 = restoreGame(fideStandard(), JSON.parse(JSON.stringify(g.toJSON())));
log(
  'restored after again',
  res(r2),
  r2.ok &&
    JSON.stringify([
      r2.value.state.illegalMoves,
      r2.value.state.outcome?.reason,
      r2.value.state.rulings.at(-1)?.message,
    ]),
);
