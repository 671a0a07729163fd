import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const {
  createGame,
  fideBlitz,
  fideStandard,
  armageddon,
  casual,
  restoreGame,
  regulationFromHeader,
} = R as any;
const log = (...a: any[]) => console.log(...a);
const res = (r: any) =>
  r.ok ? 'ok' : `${r.error.code} @${JSON.stringify(r.error.location)}: ${r.error.message}`;
let t = 0;
const now = () => t;
const tryit = (label: string, f: () => any) => {
  try {
    const r = f();
    log(label, r && 'ok' in r ? res(r) : 'returned');
    return r;
  } catch (e: any) {
    log(label, 'THREW', e.code, e.message);
  }
};
{
  t = 0;
  const g = unwrap(
    createGame(armageddon(), { now, start: { fen: '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1' } }),
  );
  t += 1000;
  log('ARM stalemate', res(g.play('f1f7')), g.state.outcome?.result, g.state.outcome?.reason);
}
const reg = fideBlitz();
t = 0;
const g = unwrap(createGame(reg, { now }));
for (const m of ['e2e4', 'e7e5', 'g1f3']) {
  t += 1000;
  g.play(m);
}
const base = JSON.parse(JSON.stringify(g.toJSON()));
log(JSON.stringify(base.events));
const mod = (f: (l: any) => void) => {
  const l = JSON.parse(JSON.stringify(base));
  f(l);
  return l;
};
tryit('null', () => restoreGame(reg, null));
tryit('events null entry', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push(null)),
  ),
);
tryit('events string entry', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push('x')),
  ),
);
tryit('unknown type', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'dance', at: 9000 })),
  ),
);
tryit('at NaN-ish string', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'move', at: '9000', move: 'b8c6' })),
  ),
);
tryit('at negative', () =>
  restoreGame(
    reg,
    mod((l) => {
      l.events[0].at = -5;
    }),
  ),
);
tryit('at Infinity (null in JSON)', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'move', at: null, move: 'b8c6' })),
  ),
);
tryit('at 1e300', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'move', at: 1e300, move: 'b8c6' })),
  ),
);
tryit('at float', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'move', at: 9000.5, move: 'b8c6' })),
  ),
);
tryit('move number', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'move', at: 9000, move: 42 })),
  ),
);
tryit('illegal move in log', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'move', at: 9000, move: 'e1e8' })),
  ),
);
tryit('side bogus', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'resign', at: 9000, by: 'green' })),
  ),
);
tryit('touch bad square', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'touch', at: 9000, by: 'black', square: 'z9' })),
  ),
);
tryit('adjust NaN', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'adjust', at: 9000, side: 'white', ms: 'abc' })),
  ),
);
tryit('adjust huge', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'adjust', at: 9000, side: 'white', ms: 1e20 })),
  ),
);
tryit('set-moves bad', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'set-moves', at: 9000, moves: { white: -3 } })),
  ),
);
tryit('declare bad result', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'declare', at: 9000, result: '2-0' })),
  ),
);
tryit('claim bad kind', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'claim', at: 9000, by: 'black', claim: 'boredom' })),
  ),
);
tryit('flag event no side', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'flag', at: 9000 })),
  ),
);
tryit('extra start', () =>
  restoreGame(
    reg,
    mod((l) => l.events.push({ type: 'start', at: 9000 })),
  ),
);
tryit('no start event', () =>
  restoreGame(
    reg,
    mod((l) => l.events.shift()),
  ),
);
tryit('control removed', () =>
  restoreGame(
    reg,
    mod((l) => {
      delete l.control;
    }),
  ),
);
tryit('control garbage', () =>
  restoreGame(
    reg,
    mod((l) => {
      l.control = { white: 5 };
    }),
  ),
);
tryit('control null', () =>
  restoreGame(
    reg,
    mod((l) => {
      l.control = null;
    }),
  ),
);
tryit('control different 5+0', () =>
  restoreGame(
    reg,
    mod((l) => {
      l.control = { white: [{ kind: 'period', time: 1 }], black: [{ kind: 'period', time: 1 }] };
    }),
  ),
);
tryit('start fen garbage', () =>
  restoreGame(
    reg,
    mod((l) => {
      l.start.fen = 'garbage';
    }),
  ),
);
tryit('start chess960 string', () =>
  restoreGame(
    reg,
    mod((l) => {
      l.start.chess960 = 'x';
    }),
  ),
);
tryit('regulation header options as string', () =>
  restoreGame(
    reg,
    mod((l) => {
      l.regulation.plugins[0].options = 'x';
    }),
  ),
);
tryit('events huge nested', () =>
  restoreGame(
    reg,
    mod((l) => {
      l.events.push({ type: 'move', at: 9000, move: 'b8c6', extra: { a: 1 } });
    }),
  ),
);
tryit('header regulationFromHeader bad', () =>
  regulationFromHeader({ name: 'x', plugins: [{ name: 'nope', options: {} }] }),
);
tryit('header regulationFromHeader null', () => regulationFromHeader(null));
tryit('fromHeader roundtrip', () => {
  const r = regulationFromHeader(base.regulation);
  return restoreGame(r.ok ? r.value : r, base);
});
tryit('restore w/ different preset', () => restoreGame(fideStandard(), base));
