import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const { createGame, fideBlitz } = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
let t = 0;
const now = () => t;
{
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 181_000;
  log(JSON.stringify(g.clockAt().flags), g.flagFallAt());
  log('callFlag(black)', res(g.callFlag('black')), g.state.outcome?.reason);
}
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 181_000;
  log('callFlag(white, white)', res(g.callFlag('white', 'white')), g.state.outcome?.reason);
}
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 181_000;
  log('callFlag(undefined, white)', res(g.callFlag(undefined, 'white')), g.state.outcome?.reason);
}
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 181_000;
  log('callFlag()', res(g.callFlag()), g.state.outcome?.reason);
}
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 1_000;
  g.arbiter.flagsDown();
  log('flagsDown nothing fallen ->', g.state.outcome?.reason, JSON.stringify(g.state.rulings));
}
{
  t = 0;
  const g = unwrap(createGame(fideBlitz(), { now }));
  t = 1000;
  g.play('e2e4');
  t = 185_000;
  log(
    'black to move, black flag fell at 181000; white calls',
    res(g.callFlag('white')),
    g.state.outcome?.at,
  );
}
