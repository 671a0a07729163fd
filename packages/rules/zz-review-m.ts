import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const { createGame, fideStandard, fideBlitzUnsupervised, restoreGame } = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
let t = 0;
const now = () => t;
{
  const g = unwrap(createGame(fideStandard(), { now }));
  t += 1000;
  log('illegal g1g3', res(g.illegalMove('g1g3')), JSON.stringify(g.state.touches));
  t += 1000;
  log('then d2d4 (should be refused by L-7.5.1 + 4.3: the knight must move)', res(g.play('d2d4')));
}
{
  t = 0;
  const g = unwrap(createGame(fideStandard(), { now }));
  t += 1000;
  g.touch('white', 'g1');
  t += 1000;
  log('touch g1 then illegal b1b3', res(g.illegalMove('b1b3')), JSON.stringify(g.state.touches));
  t += 1000;
  log('then g1f3', res(g.play('g1f3')));
}
// listeners: penalty event for claim, 'claim' event fires?
{
  t = 0;
  const g = unwrap(createGame(fideStandard(), { now }));
  const seen: string[] = [];
  for (const k of ['move', 'check', 'penalty', 'offer', 'claim', 'outcome', 'change', 'event'])
    g.on(k, () => seen.push(k));
  t += 1000;
  g.play('e2e4');
  t += 1000;
  g.offerDraw('black');
  t += 1000;
  g.claim({ by: 'black', kind: 'fifty' });
  t += 1000;
  g.declineDraw('white');
  t += 1000;
  g.illegalMove('e7e3');
  t += 1000;
  g.resign('black');
  log('events seen', seen.join(','));
  const failing: string[] = [];
  g.on('change', () => failing.push('c'));
  g.play('e7e5');
  log('change on failed', failing.length);
}
