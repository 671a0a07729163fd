import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const {
  createGame,
  fideBlitz,
  fideStandard,
  fideRapid,
  fideBlitzUnsupervised,
  armageddon,
  casual,
  legacy,
  restoreGame,
  describeRegulation,
  overrideRegulation,
  defineRegulation,
  withoutPlugins,
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
const tryit = (label: string, f: () => any) => {
  try {
    const r = f();
    log(label, r && 'ok' in r ? res(r) : 'returned');
    return r;
  } catch (e: any) {
    log(label, 'THREW', e.code, e.message);
  }
};
// Armageddon
{
  t = 0;
  const g = unwrap(createGame(armageddon(), { now }));
  log('ARM clock', JSON.stringify(g.state.clock).slice(0, 200));
  t += 1000;
  log('ARM offer', res(g.offerDraw('white')));
  // stalemate quick? use FEN
}
{
  t = 0;
  const g = unwrap(
    createGame(armageddon(), { now, start: { fen: '7k/5Q2/6K1/8/8/8/8/8 w - - 0 1' } }),
  );
  t += 1000;
  log('ARM stalemate', res(g.play('f7f6')), g.state.outcome?.result, g.state.outcome?.reason);
}
{
  t = 0;
  const g = unwrap(
    createGame(armageddon(), { now, start: { fen: '7k/8/6K1/8/8/8/8/8 w - - 0 1' } }),
  );
  log('ARM dead at start', g.state.outcome?.result, g.state.outcome?.reason);
}
{
  t = 0;
  const g = unwrap(
    createGame(armageddon(), { now, start: { fen: '7k/8/6K1/8/8/8/8/R7 w - - 0 1' } }),
  );
  t = 300_000;
  log('ARM white flag vs bare king', JSON.stringify(g.checkTime().outcome));
}
// legacy per category
for (const tc of ['3+2', '15+10', '90+30', '1+0']) {
  const reg = legacy();
  t = 0;
  const r = createGame(reg, { now, clock: tc });
  if (!r.ok) {
    log('legacy', tc, res(r));
    continue;
  }
  const g = r.value;
  P(g, 'e2e4');
  t += 1000;
  const il = g.illegalMove('e7e4');
  log('legacy', tc, 'illegal:', res(il), last(g), JSON.stringify(g.state.pendingIllegalMove));
  t += 1000;
  log(
    '   claim',
    res(g.claim({ by: 'white', kind: 'illegal-move' })),
    g.state.outcome?.reason ?? last(g),
  );
  log(
    '   rules',
    describeRegulation(reg)
      .filter((x: any) => x.plugin === 'illegalMoves')
      .map((x: any) => x.id)
      .join(','),
  );
}
// options errors
tryit('bad option mode', () => fideBlitz({ illegalMoves: { mode: 'bogus' } }));
tryit('bad option unknown key', () => fideBlitz({ illegalMoves: { bogus: 1 } }));
tryit('unknown plugin override', () => fideBlitz({ nonsense: { a: 1 } }));
tryit('override bad ms', () => fideBlitz({ incorrectClaim: { ms: -5 } }));
tryit('createGame bad clock', () => createGame(fideBlitz(), { clock: '3+x' }));
tryit('createGame bad fen', () => createGame(fideBlitz(), { start: { fen: 'xx' } }));
tryit('createGame chess960 960', () => createGame(fideBlitz(), { start: { chess960: 960 } }));
tryit('createGame chess960 1.5', () => createGame(fideBlitz(), { start: { chess960: 1.5 } }));
tryit('createGame no-arg', () => createGame(undefined as any));
tryit('defineRegulation no name', () => defineRegulation({ plugins: [] }));
tryit('override false removes', () => {
  const r = fideBlitz({ touchMove: false });
  log('  names', r.plugins.map((p: any) => p.name).join(','));
  return r;
});
tryit('byCategory invalid content', () => {
  const r = fideBlitz({ illegalMoves: { byCategory: { blitz: { mode: 'zzz' } } } });
  return createGame(r, {});
});
tryit('byCategory bad category name', () => {
  const r = fideBlitz({ illegalMoves: { byCategory: { blits: { mode: 'forfeit' } } } });
  return r;
});
