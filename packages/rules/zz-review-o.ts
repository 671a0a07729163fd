import { unwrap } from '@chesslaws/board';
import { sofiaRules } from './examples/userPlugins.ts';
import * as R from './src/index.ts';

const { createGame, casual, definePlugin, defineRegulation, armageddon, fideBlitz } = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);
let t = 0;
const now = () => t;
const noTakebacks = definePlugin({
  name: 'noTakebacks',
  defaults: {},
  hooks: () => ({
    judgeAction: (a: any) =>
      a.type === 'takeback'
        ? { allow: false, rule: 'house', reason: 'no takebacks in this club' }
        : undefined,
  }),
});
const g = unwrap(
  createGame(defineRegulation({ name: 'c', plugins: [casual(), noTakebacks()] }), { now }),
);
t += 1000;
g.play('e2e4');
t += 1000;
log('takeback with a vetoing plugin after takebacks', res(g.takeback('white')));
// a plugin that says allow:true to everything (e.g. "log/approve") disables touch-move and armageddon ban
const approve = definePlugin({
  name: 'approve',
  defaults: {},
  hooks: () => ({ judgeAction: () => ({ allow: true }) }),
});
const a = unwrap(
  createGame(defineRegulation({ name: 'a', plugins: [approve(), armageddon()] }), { now }),
);
t += 1000;
log('armageddon offer with an approving plugin first', res(a.offerDraw('white')));
const s = unwrap(
  createGame(defineRegulation({ name: 's', plugins: [fideBlitz(), sofiaRules()] }), { now }),
);
t += 1000;
s.touch('white', 'g1');
log('sofia + touchMove: white touched g1, then plays e2e4', res(s.play('e2e4')));
