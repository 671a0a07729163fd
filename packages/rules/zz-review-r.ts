import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const { createGame, fideBlitz, restoreGame } = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
let t = 0;
const now = () => t;
const g = unwrap(createGame(fideBlitz(), { now }));
t += 1;
log('claim kind x', res(g.claim({ by: 'white', kind: 'x' })), g.state.rulings.at(-1)?.message);
t += 1;
log('offer green', res(g.offerDraw('green')), JSON.stringify(g.state.pendingOffer));
t += 1;
log('accept white', res(g.acceptDraw('white')), g.state.outcome?.reason);
const r = restoreGame(fideBlitz(), JSON.parse(JSON.stringify(g.toJSON())));
log('restore', res(r));
