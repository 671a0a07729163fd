import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const { createGame, fideRapidUnsupervised, fideBlitzUnsupervised, fideStandard } = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
const last = (g: any) => g.state.rulings.at(-1)?.message;
let t = 0;
const now = () => t;
const P = (g: any, ms: string) => {
  for (const m of ms.split(' ')) {
    t += 1000;
    const r = g.play(m);
    if (!r.ok) log('  play', m, res(r));
  }
};
{
  const g = unwrap(
    createGame(fideRapidUnsupervised(), { now, start: { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1' } }),
  );
  P(g, 'a1a2 e8d8 a2a1 d8e8 a1a2 e8d8');
  t += 1000;
  log('illegal', res(g.illegalMove('a2b3')));
  P(g, 'd8e8 b3b4 e8d8 b4a4 d8e8 a4a2');
  t += 1000;
  log(
    'threefold claim across stood illegal move',
    res(g.claim({ by: 'black', kind: 'threefold' })),
    g.state.outcome?.reason ?? last(g),
  );
}
// control: same without the illegal move
{
  t = 0;
  const g = unwrap(
    createGame(fideRapidUnsupervised(), { now, start: { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1' } }),
  );
  P(g, 'a1a2 e8d8 a2a1 d8e8 a1a2 e8d8 a2b2 d8e8 b2b4 e8d8 b4a4 d8e8 a4a2');
  t += 1000;
  log(
    'control claim',
    res(g.claim({ by: 'black', kind: 'threefold' })),
    g.state.outcome?.reason ?? last(g),
  );
}
// illegal castling through check, unsupervised: rook stays?
{
  t = 0;
  const g = unwrap(
    createGame(fideBlitzUnsupervised(), {
      now,
      start: { fen: 'r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R3K2R w KQkq - 0 1' },
    }),
  );
  t += 1000;
  log(
    'illegal castle',
    res(g.illegalMove('e1g1')),
    JSON.stringify(g.state.pendingIllegalMove),
    g.state.fen,
  );
  t += 1000;
  log('illegal castle kxr', res(g.illegalMove?.('e1h1')));
}
// takeback after stood illegal in casual? n/a. illegalMove twice in a row by unsupervised (second before opponent moves)?
{
  t = 0;
  const g = unwrap(createGame(fideBlitzUnsupervised(), { now }));
  P(g, 'e2e4');
  t += 1000;
  log('illegal black', res(g.illegalMove('e7e4')));
  t += 1000;
  log(
    'white illegal reply before claim',
    res(g.illegalMove('e4e6')),
    JSON.stringify(g.state.pendingIllegalMove),
    g.state.fen,
  );
  t += 1000;
  log(
    'black claims white illegal',
    res(g.claim({ by: 'black', kind: 'illegal-move' })),
    last(g),
    g.state.fen,
  );
}
// white touches a piece after black's illegal move, then claims
{
  t = 0;
  const g = unwrap(createGame(fideBlitzUnsupervised({ touchMove: {} }), { now }));
  P(g, 'e2e4');
  t += 1000;
  g.illegalMove('d8d5');
  t += 1000;
  log('white touches', res(g.touch('white', 'g1')));
  t += 1000;
  log(
    'white claims after touch',
    res(g.claim({ by: 'white', kind: 'illegal-move' })),
    last(g),
    g.state.turn,
    JSON.stringify(g.state.touches),
  );
  t += 1000;
  log('black now moves', res(g.play('e7e5')));
}
