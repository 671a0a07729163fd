import { unwrap } from '@chesslaws/board';
import { readmeExample } from './examples/readme.ts';
import * as R from './src/index.ts';

const {
  createGame,
  fideBlitz,
  fideStandard,
  defineRegulation,
  chess960,
  illegalMoves,
  PRESETS,
  describeRegulation,
  restoreGame,
  overrideRegulation,
  regulationFromHeader,
  casual,
  definePlugin,
  toGameRecord,
  fromGameRecord,
} = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
let t = 0;
const now = () => t;
log(JSON.stringify(readmeExample()));
const b960 = defineRegulation({
  name: 'blitz-960',
  plugins: [fideBlitz(), chess960({ startPosition: 7 })],
});
log('960 plugins', b960.plugins.map((p: any) => p.name).join(','));
const g = unwrap(createGame(b960, { now }));
log('960 fen', g.state.fen);
log(
  '960 explicit start overrides?',
  res(createGame(b960, { now, start: { chess960: 100 } })),
  createGame(b960, { now, start: { chess960: 100 } }).value?.state.fen,
);
const m = defineRegulation({
  name: 'x',
  plugins: [fideBlitz(), illegalMoves({ mode: 'forfeit' })],
});
log('merge', JSON.stringify(m.plugin('illegalMoves').options));
log('PRESETS', typeof PRESETS['fide-blitz']);
// restore 960 game
t = 0;
const g2 = unwrap(createGame(b960, { now }));
t += 1000;
const lm = g2.legalMoves()[0];
log('play', res(g2.play(lm)));
const r2 = restoreGame(b960, JSON.parse(JSON.stringify(g2.toJSON())));
log('960 restore', res(r2), r2.ok && r2.value.state.fen === g2.state.fen);
const h = regulationFromHeader(g2.toJSON().regulation);
log('fromHeader 960', res(h));
// user plugin throwing inside a hook
const boom = definePlugin({
  name: 'boom',
  defaults: {},
  hooks: () => ({
    judgeAction: (a: any) => {
      if (a.type === 'resign') throw new Error('boom');
      return undefined;
    },
  }),
});
const bg = unwrap(
  createGame(defineRegulation({ name: 'b', plugins: [casual(), boom()] }), { now }),
);
try {
  log('hook throws', res(bg.resign('white')));
} catch (e: any) {
  log('hook throws -> THREW', e.message);
}
// a plugin with the same name but different factory (user's own 'illegalMoves')
const myIll = definePlugin({ name: 'illegalMoves', defaults: { x: 1 }, hooks: () => ({}) });
const rr = defineRegulation({ name: 'y', plugins: [fideBlitz(), myIll()] });
log('replace same name', JSON.stringify(rr.plugin('illegalMoves').options));
// record roundtrip
t = 0;
const g3 = unwrap(createGame(fideBlitz(), { now }));
for (const mv of ['e2e4', 'e7e5', 'g1f3']) {
  t += 3000;
  g3.play(mv);
}
t += 1000;
g3.resign('black');
const rec = toGameRecord(g3);
log('record', JSON.stringify({ ...rec, start: undefined }).slice(0, 800));
