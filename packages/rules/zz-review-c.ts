import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const {
  createGame,
  fideBlitz,
  fideStandard,
  fideRapid,
  fideBlitzUnsupervised,
  fideRapidUnsupervised,
  armageddon,
  casual,
  legacy,
  restoreGame,
} = R as any;
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
  t = 0;
  const reg = fideBlitzUnsupervised();
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4');
  t += 1000;
  g.claim({ by: 'black', kind: 'fifty', intended: 'e7e5' });
  t += 1000;
  log('D2 black illegal e7e4 while mustPlay e7e5', res(g.illegalMove('e7e4')));
  t += 1000;
  log('D2 white plays g1f3', res(g.play('g1f3')), g.state.fen);
  t += 1000;
  log('D2 black legal moves', g.legalMoves().length, 'mustPlay', JSON.stringify(g.state.mustPlay));
  t += 1000;
  log('D2 black plays d7d5', res(g.play('d7d5')));
}
{
  t = 0;
  const reg = fideBlitzUnsupervised();
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4 e7e5 d1h5 b8c6 h5f7');
  log('B fen', g.state.fen, g.state.check);
  t += 1000;
  log(
    'B black illegal a7a6 (ignores check)',
    res(g.illegalMove('a7a6')),
    JSON.stringify(g.state.pendingIllegalMove),
    JSON.stringify(g.state.awaitingArbiter),
  );
  t += 1000;
  log('B white plays f7e8?', res(g.play('f7e8')), g.state.outcome?.reason);
  t += 1000;
  log(
    'B white legal',
    g.legalMoves().length,
    res(g.claim({ by: 'white', kind: 'illegal-move' })),
    last(g),
    g.state.fen,
  );
}
// Illegal leaves own king capturable: white illegal leaving king in check (white king exposed), black to move could capture king
{
  t = 0;
  const reg = fideBlitzUnsupervised();
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4 f7f6 d2d4 g7g5');
  t += 1000;
  log(
    'F white illegal Qd1-h5 is legal mate; instead illegal e1e2 ok? f1? use d1h5 with two?',
    res(g.play('d1h5')),
    g.state.outcome?.reason,
  );
}
