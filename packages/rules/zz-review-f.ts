import { unwrap } from '@chesslaws/board';
import { houseBlitz } from './examples/userPlugins.ts';
import * as R from './src/index.ts';

const {
  createGame,
  fideBlitz,
  fideStandard,
  fideBlitzUnsupervised,
  fideRapidUnsupervised,
  armageddon,
  casual,
  legacy,
  restoreGame,
  toGameRecord,
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
function same(g: any, reg: any, label: string) {
  const r = restoreGame(reg, JSON.parse(JSON.stringify(g.toJSON())), { now });
  if (!r.ok) {
    log(label, 'RESTORE FAIL', r.error.code, r.error.message);
    return;
  }
  const A = g.state,
    B = r.value.state;
  let d = false;
  for (const k of Object.keys(A))
    if (JSON.stringify(A[k]) !== JSON.stringify(B[k])) {
      d = true;
      log(
        label,
        'DIFF',
        k,
        JSON.stringify(A[k])?.slice(0, 300),
        '\n    vs',
        JSON.stringify(B[k])?.slice(0, 300),
      );
    }
  if (JSON.stringify(toGameRecord(g)) !== JSON.stringify(toGameRecord(r.value)))
    log(label, 'RECORD DIFF');
  if (!d) log(label, 'restore ok');
  return r.value;
}
// casual takeback
{
  t = 0;
  const reg = casual();
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4 e7e5');
  t += 1000;
  log('cas offer', res(g.offerDraw('black')));
  t += 1000;
  log('cas takeback by white (black moved last)', res(g.takeback('white')), g.state.fen);
  log('cas moves', JSON.stringify(g.state.moves.map((m: any) => [m.uci, m.drawOffer])));
  t += 1000;
  log('cas takeback at start twice', res(g.takeback('black')), res(g.takeback('black')));
  P(g, 'e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7');
  log('cas mate', g.state.outcome?.reason);
  t += 1000;
  log('cas takeback after mate', res(g.takeback('white')));
  same(g, reg, 'cas');
}
// casual takeback with draw offer marks
{
  t = 0;
  const reg = casual();
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4');
  t += 1000;
  g.offerDraw('black');
  P(g, 'e7e5');
  t += 1000;
  g.takeback('black');
  log(
    'cas2 offer after takeback',
    JSON.stringify(g.state.pendingOffer),
    JSON.stringify(g.state.moves.map((m: any) => [m.uci, m.drawOffer])),
  );
  P(g, 'd7d5');
  log('cas2 after new move', JSON.stringify(g.state.moves.map((m: any) => [m.uci, m.drawOffer])));
  same(g, reg, 'cas2');
}
// casual automatic claims
{
  t = 0;
  const reg = casual({ claimableDraws: { automatic: true } });
  const g = unwrap(createGame(reg, { now }));
  P(g, 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8');
  log('auto', g.state.outcome?.reason, g.state.moves.length);
}
// houseBlitz flag needs claim
{
  t = 0;
  const reg = houseBlitz;
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4');
  t = 200_000;
  log('house checkTime', JSON.stringify(g.checkTime().outcome), last(g));
  t += 1000;
  log('house black moves after white flag', res(g.play('e7e5')));
  t += 1000;
  log('house white moves with 0 time', res(g.play('g1f3')), JSON.stringify(g.state.clock.white));
  t += 1000;
  log('house black moves', res(g.play('b8c6')));
  t += 1000;
  log('house black calls flag', res(g.callFlag('black')), g.state.outcome?.reason);
  same(g, reg, 'house');
}
{
  t = 0;
  const reg = houseBlitz;
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4');
  t = 200_000;
  g.checkTime();
  t += 1000;
  log('house2 white calls own flag?', res(g.callFlag('white')), g.state.outcome?.reason);
}
// unsupervised: illegal stands then takeback? then toGameRecord
{
  t = 0;
  const reg = fideRapidUnsupervised();
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4 e7e5');
  t += 1000;
  g.illegalMove('f1f5');
  P(g, 'g8f6 f5e6');
  log('unsup rec', JSON.stringify(toGameRecord(g)).slice(0, 600));
  same(g, reg, 'unsup');
}
// pause/resume & adjust
{
  t = 0;
  const reg = fideStandard();
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4');
  t += 1000;
  log('pause', res(g.arbiter.pause()));
  t += 50_000;
  log('move while paused', res(g.play('e7e5')));
  t += 1000;
  log('claim while paused', res(g.claim({ by: 'black', kind: 'fifty' })));
  t += 1000;
  log('offer while paused', res(g.offerDraw('black')), 'resign while paused', 'skip');
  t += 1000;
  g.arbiter.resume();
  t += 1000;
  g.play('e7e5');
  t += 1000;
  log(
    'adjust neg beyond',
    res(g.arbiter.adjust('white', -10_000_000)),
    JSON.stringify(g.state.clock.white.time),
    g.state.outcome?.reason,
  );
  same(g, reg, 'pause');
}
