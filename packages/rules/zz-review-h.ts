import { unwrap } from '@chesslaws/board';
import { flagNeedsClaim, houseBlitz } from './examples/userPlugins.ts';
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
  defineRegulation,
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
  const g = unwrap(
    createGame(fideStandard(), {
      now,
      start: { fen: 'r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R3K2R w KQkq - 0 1' },
    }),
  );
  t += 1000;
  g.touch('white', 'e1');
  g.touch('white', 'h1');
  log('TM k then r illegal castle', res(g.play('e1f1')), res(g.play('e1c1')), g.state.fen);
}
{
  t = 0;
  const g = unwrap(createGame(houseBlitz, { now }));
  P(g, 'e2e4');
  t = 200_000;
  g.checkTime();
  t += 1000;
  log('house black calls own flag', res(g.callFlag('black', 'black')), g.state.outcome?.reason);
}
{
  t = 0;
  const g = unwrap(createGame(houseBlitz, { now }));
  P(g, 'e2e4');
  t = 200_000;
  g.checkTime();
  t += 1000;
  log(
    'house white calls white flag (not fallen)',
    res(g.callFlag('black', 'white')),
    g.state.outcome?.reason,
  );
}
{
  t = 0;
  const g = unwrap(createGame(houseBlitz, { now }));
  P(g, 'e2e4');
  t = 200_000;
  g.checkTime();
  // play on to a mate after flag fell — the flag fell before the mate
  P(g, 'f7f6 d2d4 g7g5 d1h5');
  log('house mate after unclaimed flag', g.state.outcome?.reason);
}
// both flags: flagNeedsClaim, both fall
{
  t = 0;
  const g = unwrap(createGame(houseBlitz, { now }));
  P(g, 'e2e4');
  t = 200_000;
  g.checkTime();
  t += 1000;
  g.play('e7e5'); // clock frozen
  t = 400_000;
  log('house both?', JSON.stringify(g.checkTime().clock.white), last(g));
  log('house flagsDown', res(g.arbiter.flagsDown()), g.state.outcome?.reason);
}
// default: flag at checkTime before start, autoStart false
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now, autoStart: false }));
  t = 500_000;
  log('not started checkTime', JSON.stringify(g.checkTime().outcome), g.flagFallAt());
  log('start', res(g.start()));
  log('flagFallAt', g.flagFallAt());
  log('move before start?');
}
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now, autoStart: false }));
  t = 1000;
  log('move w/o start', res(g.play('e2e4')), g.events.map((e: any) => e.type).join(','));
}
// flags down arbiter when no flag fallen
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 1000;
  log('flagsDown none fallen', res(g.arbiter.flagsDown()));
}
// declare then restore
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 1000;
  log(
    'declare',
    res(g.arbiter.declare('1-0', 'mobile phone')),
    g.state.outcome?.reason,
    g.state.outcome?.byRule,
  );
}
// callFlag when game not over but opponent flag hasn't fallen
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 1000;
  log('callFlag none', res(g.callFlag('black')));
  t = 181_000;
  log('callFlag white by white itself', res(g.callFlag('white', 'white')), g.state.outcome?.reason);
}
// resign when it's opponent's turn; resign after game over
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 1000;
  log('resign black on white move', res(g.resign('black')), g.state.outcome?.reason);
}
// flag exactly at same instant as opponent's offer acceptance
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  P(g, 'e2e4');
  t += 1000;
  g.offerDraw('black');
  t = 1000 + 180_000 + 5000;
  log('accept after own flag', res(g.acceptDraw('white')), g.state.outcome?.reason);
}
