import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const { createGame, fideBlitz, restoreGame } = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
const t = 0;
const now = () => t;
const g = unwrap(createGame(fideBlitz(), { now }));
const T = (l: string, f: () => any) => {
  try {
    log(l, res(f()));
  } catch (e: any) {
    log(l, 'THREW', e.message);
  }
};
T('touch z9', () => g.touch('white', 'z9'));
T('touch 99', () => g.touch('white', 99));
T('touch 12', () => g.touch('white', 12));
T('play null', () => g.play(null));
T('play {}', () => g.play({}));
T('play e2', () => g.play('e2'));
T('illegal e2', () => g.illegalMove('e2'));
T('illegal from empty', () => g.illegalMove('e4e5'));
T('claim bogus kind', () => g.claim({ by: 'white', kind: 'x' }));
T('claim by bogus', () => g.claim({ by: 'green', kind: 'fifty' }));
T('resign bogus', () => g.resign('green'));
T('offer bogus', () => g.offerDraw('green'));
T('adjust NaN', () => g.arbiter.adjust('white', NaN));
T('declare bogus', () => g.arbiter.declare('2-0'));
T('setMoves', () => g.arbiter.setMoves({ white: 5 }));
T('pressClock bogus', () => g.pressClock('green'));
log('events', g.events.length, JSON.stringify(g.events.slice(1)));
const r = restoreGame(fideBlitz(), JSON.parse(JSON.stringify(g.toJSON())));
log('restore', res(r));
const j = g.toJSON();
delete j.control;
const r2 = restoreGame(fideBlitz(), j);
log('no control restore clock:', r2.ok && r2.value.state.clock);
