import { unwrap } from '@chesslaws/board';
import * as R from './src/index.ts';

const {
  createGame,
  fideBlitz,
  fideStandard,
  fideRapid,
  fideBlitzUnsupervised,
  fideRapidUnsupervised,
  armageddon,
  casual,
  legacy,
  restoreGame,
  toGameRecord,
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
// 2nd illegal vs bare king -> draw
{
  t = 0;
  const g = unwrap(
    createGame(fideStandard(), { now, start: { fen: '4k3/8/8/8/8/8/4P3/4K2R w K - 0 1' } }),
  );
  t += 1000;
  log('IL1', res(g.illegalMove('h1h8')), last(g), g.state.clock.black.time);
  t += 1000;
  log('IL2 press', res(g.pressClock('white')), g.state.outcome?.result, g.state.outcome?.reason);
}
{
  t = 0;
  const g = unwrap(
    createGame(fideStandard(), { now, start: { fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' } }),
  );
  t += 1000;
  log('UNPROMO', res(g.illegalMove('a7a8')), last(g), g.state.fen, g.state.illegalMoves);
  t += 1000;
  log('twohands', res(g.illegalMove?.('e8d7')), last(g));
}
// second offence: opponent's bonus etc. Also offender black with only king (opponent white can mate?)
{
  t = 0;
  const g = unwrap(
    createGame(fideBlitz(), { now, start: { fen: '4k3/8/8/8/8/8/8/R3K3 b Q - 0 1' } }),
  );
  t += 1000;
  g.pressClock('black');
  t += 1000;
  g.pressClock('black');
  log('2nd strike black bare king vs rook', g.state.outcome?.result, g.state.outcome?.reason);
}
// legacy 3 strikes
{
  t = 0;
  const g = unwrap(createGame(legacy(), { now }));
  for (let i = 0; i < 3; i++) {
    t += 1000;
    g.pressClock('white');
    log('legacy strike', i + 1, last(g));
  }
}
// incorrect claim penalty variants
for (const [name, reg] of [
  ['std', fideStandard()],
  ['rapid', fideRapid()],
  ['legacy', legacy()],
  ['claim5', fideStandard({ incorrectClaim: { penalty: 'claimant-deduction', ms: 300_000 } })],
  ['casual', casual()],
] as any) {
  t = 0;
  const g = unwrap(createGame(reg, { now }));
  P(g, 'e2e4');
  t += 1000;
  const r = g.claim({ by: 'black', kind: 'threefold' });
  log(
    'claim',
    name,
    res(r),
    last(g),
    JSON.stringify(g.state.clock ? [g.state.clock.white.time, g.state.clock.black.time] : null),
  );
}
// claim by not on move
{
  t = 0;
  const g = unwrap(createGame(fideStandard(), { now }));
  P(g, 'e2e4');
  t += 1000;
  log('claim white off-move', res(g.claim({ by: 'white', kind: 'threefold' })));
  t += 1000;
  log(
    'claim intended illegal',
    res(g.claim({ by: 'black', kind: 'threefold', intended: 'e7e3' })),
    g.state.rulings.length,
  );
  t += 1000;
  log('claim intended garbage', res(g.claim({ by: 'black', kind: 'threefold', intended: 'zz' })));
  t += 1000;
  log(
    'claim intended Move obj',
    res(g.claim({ by: 'black', kind: 'threefold', intended: { from: 52, to: 36 } })),
  );
  t += 1000;
  log('play Move obj', res(g.play({ from: 52, to: 36 })));
  t += 1000;
  log('play SAN', res(g.play('Nf3')));
}
// touch-move castling
{
  t = 0;
  const reg = fideStandard();
  const g = unwrap(
    createGame(reg, { now, start: { fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1' } }),
  );
  t += 1000;
  g.touch('white', 'e1');
  g.touch('white', 'h1');
  log('TM k then r', res(g.play('e1f1')), res(g.play('e1g1')), g.state.fen);
  t += 1000;
  g.touch('black', 'h8');
  g.touch('black', 'e8');
  log('TM r then k, castle?', res(g.play('e8g8')), res(g.play('e8f8')), res(g.play('h8g8')));
}
{
  t = 0;
  const g = unwrap(
    createGame(fideStandard(), {
      now,
      start: { fen: 'r3k2r/pppppppp/8/8/8/8/PPPPP1PP/R3K2R w KQkq - 0 1' },
    }),
  );
  // touch king, then rook a1 — castling queenside? b1,c1,d1 empty: legal.
  t += 1000;
  g.touch('white', 'e1');
  g.touch('white', 'a1');
  log('TM qs', res(g.play('e1c1')), res(g.play('e1a1')), g.state.fen);
}
{
  t = 0;
  const g = unwrap(
    createGame(fideStandard(), {
      now,
      start: { fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1' },
    }),
  );
  t += 1000;
  g.touch('white', 'e1');
  log('TM king only, castle?', res(g.play('e1g1')));
}
{
  t = 0;
  const g = unwrap(
    createGame(fideStandard(), {
      now,
      start: { fen: 'r3k2r/pppppppp/8/8/8/5b2/PPPPP1PP/R3K2R w KQkq - 0 1' },
    }),
  );
  // f3 bishop attacks... king then rook h1 where castling kingside illegal? g2 pawn present...
  t += 1000;
  g.touch('white', 'e1');
  g.touch('white', 'h1');
  log('TM k then r illegal castle', res(g.play('e1f1')), res(g.play('e1c1')), g.state.fen);
}
