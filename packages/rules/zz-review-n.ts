import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const { createGame, fideBlitzUnsupervised, fideBlitz, casual, restoreGame } = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
let t = 0;
const now = () => t;
const c = (g: any) =>
  JSON.stringify([g.state.clock.white.time, g.state.clock.black.time, g.state.clock.running]);
{
  const g = unwrap(createGame(fideBlitzUnsupervised(), { now }));
  t = 1000;
  g.play('e2e4');
  log('after e4', c(g));
  t = 11000;
  g.illegalMove('e7e4');
  log('after black illegal at 11s', c(g));
  t = 41000;
  log('white claims at 41s', res(g.claim({ by: 'white', kind: 'illegal-move' })), c(g));
  log(g.state.rulings.at(-1).message);
}
{
  t = 0;
  const g = unwrap(createGame(casual(), { now, clock: '5+0' }));
  t = 1000;
  g.play('e2e4');
  t = 11000;
  g.play('e7e5');
  t = 41000;
  log('casual takeback at 41s', res(g.takeback('white')), c(g));
}
