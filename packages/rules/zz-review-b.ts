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
function same(g: any, reg: any, label: string) {
  const r = restoreGame(reg, JSON.parse(JSON.stringify(g.toJSON())));
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
        JSON.stringify(A[k])?.slice(0, 250),
        '\n    vs',
        JSON.stringify(B[k])?.slice(0, 250),
      );
    }
  if (!d) log(label, 'restore ok');
}
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
const last = (g: any) => g.state.rulings.at(-1)?.message;
let t = 0;
const now = () => t;

// B: unsupervised blitz, illegal move left in check, then claim / move
{
  t = 0;
  const reg = fideBlitzUnsupervised();
  const g = unwrap(createGame(reg, { now }));
  for (const m of ['e2e4', 'e7e5', 'd1h5', 'f7f6']) {
    t += 1000;
    g.play(m);
  }
  t += 1000;
  log('B illegal (white plays a2a4? legal). White Qh5 gives check? ', g.state.check);
  // black king in check after Qxe5? let's make black illegal: leave king in check
  t += 1000;
  log('B white plays', res(g.play('h5e5'))); // Qxe5+
  t += 1000;
  log(
    'B black illegal a7a6 (ignores check)',
    res(g.illegalMove('a7a6')),
    g.state.pendingIllegalMove,
    g.state.awaitingArbiter,
  );
  t += 1000;
  log('B white moves instead of claiming', res(g.play('e5e8')), g.state.outcome?.reason);
  same(g, reg, 'B');
}
// C: unsupervised rapid: illegal move (legal-position), opponent doesn't claim, plays; then repetition count
{
  t = 0;
  const reg = fideRapidUnsupervised();
  const g = unwrap(createGame(reg, { now }));
  t += 1000;
  g.play('g1f3');
  t += 1000;
  g.play('g8f6');
  t += 1000;
  log('C white illegal f3f5', res(g.illegalMove('f3f5')), g.state.fen);
  t += 1000;
  log(
    'C black plays f6g8',
    res(g.play('f6g8')),
    g.state.fen,
    g.state.rulings.length,
    g.state.moves.length,
  );
  for (const m of ['f5g3', 'g8f6', 'g3f5', 'f6g8', 'f5g3', 'g8f6', 'g3f5']) {
    t += 1000;
    const r = g.play(m);
    if (!r.ok) log('C', m, res(r));
  }
  t += 1000;
  log(
    'C black claims threefold with f6g8',
    res(g.claim({ by: 'black', kind: 'threefold', intended: 'f6g8' })),
    g.state.outcome?.reason ?? last(g),
  );
  same(g, reg, 'C');
}
// D: incorrect claim with intended move (blitz), then try other move, touch, flag
{
  t = 0;
  const reg = fideBlitz();
  const g = unwrap(createGame(reg, { now }));
  t += 1000;
  g.play('e2e4');
  t += 1000;
  log(
    'D black incorrect claim intended e7e5',
    res(g.claim({ by: 'black', kind: 'threefold', intended: 'e7e5' })),
    last(g),
    JSON.stringify(g.state.clock?.white?.time ?? g.state.clock),
  );
  t += 1000;
  log('D black plays d7d5', res(g.play('d7d5')));
  t += 1000;
  log('D black offers draw', res(g.offerDraw('black')));
  t += 1000;
  log('D black claims again fifty', res(g.claim({ by: 'black', kind: 'fifty' })), last(g));
  t += 1000;
  log('D black plays e7e5', res(g.play('e7e5')), g.state.mustPlay);
  same(g, reg, 'D');
}
// D2: incorrect claim with intended move - illegal move instead? unsupervised illegal
{
  t = 0;
  const reg = fideBlitzUnsupervised();
  const g = unwrap(createGame(reg, { now }));
  t += 1000;
  g.play('e2e4');
  t += 1000;
  g.claim({ by: 'black', kind: 'fifty', intended: 'e7e5' });
  t += 1000;
  log(
    'D2 black completes illegal e7e4 while mustPlay e7e5',
    res(g.illegalMove('e7e4')),
    g.state.mustPlay,
  );
  t += 1000;
  log('D2 black press', res(g.pressClock('black')));
  same(g, reg, 'D2');
}
// E: draw offer lapsing
{
  t = 0;
  const reg = fideStandard();
  const g = unwrap(createGame(reg, { now }));
  t += 1000;
  log('E white offers before moving', res(g.offerDraw('white')));
  t += 1000;
  g.play('e2e4');
  t += 1000;
  log('E black touches then declines?', res(g.touch('black', 'e7')), g.state.pendingOffer);
  t += 1000;
  log('E black accepts after touch', res(g.acceptDraw('black')));
  t += 1000;
  g.play('e7e5');
  t += 1000;
  log('E white offers on black turn? (white just... it is white turn)', res(g.offerDraw('black')));
  t += 1000;
  log('E black offers twice', res(g.offerDraw('black')));
  t += 1000;
  g.play('g1f3');
  t += 1000;
  log(
    'E white accept after own move (offer by black should stand until black moves?)',
    res(g.acceptDraw('white')),
    g.state.outcome?.reason,
  );
  same(g, reg, 'E');
}
