import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const {
  createGame,
  fideBlitz,
  fideStandard,
  fideBlitzUnsupervised,
  fideRapidUnsupervised,
  armageddon,
  casual,
  legacy,
  restoreGame,
} = R as any;
const log = (...a: any[]) => console.log(...a);
function mk(reg: any, opts: any = {}) {
  let t = 0;
  const g = unwrap(createGame(reg, { now: () => t, ...opts }));
  return { g, set: (v: number) => (t = v) };
}
function same(g: any, reg: any, label: string) {
  const r = restoreGame(reg, JSON.parse(JSON.stringify(g.toJSON())));
  if (!r.ok) {
    log(label, 'RESTORE FAIL', r.error.code, r.error.message);
    return;
  }
  const a = JSON.stringify(g.state),
    b = JSON.stringify(r.value.state);
  if (a !== b) {
    log(label, 'STATE DIFFERS after restore');
    const A = g.state,
      B = r.value.state;
    for (const k of Object.keys(A))
      if (JSON.stringify(A[k]) !== JSON.stringify(B[k]))
        log(
          '  ',
          k,
          JSON.stringify(A[k])?.slice(0, 300),
          '\n   vs',
          JSON.stringify(B[k])?.slice(0, 300),
        );
  } else log(label, 'restore ok');
}
const res = (r: any) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);

// A. flag exact instant
{
  const { g, set } = mk(fideBlitz({ timeControl: { control: '1+0' } }) ?? fideBlitz());
  log('A ctl', JSON.stringify(g.toJSON().control).slice(0, 100));
  set(60_000);
  log('A move at exactly 60000', res(g.play('e2e4')), g.state.outcome?.reason);
  same(g, fideBlitz(), 'A');
}
{
  let t = 0;
  const g = unwrap(createGame(fideBlitz(), { now: () => t, clock: '1+0' }));
  t = 60_000;
  log(
    'A2 move at exactly 60000 (1+0)',
    res(g.play('e2e4')),
    g.state.outcome?.reason,
    g.state.clock?.white?.time,
  );
  t = 60_000;
  const g2 = unwrap(createGame(fideBlitz(), { now: () => t, clock: '1+0' }));
  log('A2b flagFallAt', g2.flagFallAt());
  t = 60_001;
  log('A3 move at 60001', res(g2.play('e2e4')), g2.state.outcome?.reason, g2.state.outcome?.at);
  same(g2, fideBlitz(), 'A3');
}
