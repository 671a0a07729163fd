import { unwrap } from '@chesslaws/board';
import { createClock } from '@chesslaws/clock';
import { type Move, Position } from '@chesslaws/moves';
import { createGame, fideBlitz, restoreGame } from '@chesslaws/rules';
import { PositionHistory } from '@chesslaws/termination';
import { seededRandom } from '@chesslaws/testkit';
function savedGame(seed: number) {
  for (let attempt = 0; ; attempt++) {
    const random = seededRandom(seed + attempt);
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    const moves: Move[] = [];
    while (moves.length < 160 && !game.state.outcome) {
      const legal = game.legalMoves();
      const move = legal[Math.floor(random() * legal.length)]!;
      t += 200 + Math.floor(random() * 1800);
      unwrap(game.play(move));
      moves.push(move);
    }
    if (!game.state.outcome) return { log: game.toJSON(), moves };
  }
}
const { log, moves } = savedGame(80);
function bare() {
  const times = log.events.filter((e) => e.type === 'move').map((e) => e.at);
  let now = 0;
  const clock = unwrap(createClock('3+2', { now: () => now }));
  unwrap(clock.start());
  const history = PositionHistory.fromPosition(Position.default());
  for (const [i, move] of moves.entries()) { history.play(move); now = times[i]!; unwrap(clock.press()); }
  return history.length;
}
const noDead = fideBlitz({ automaticDraws: { deadPosition: false } });
const logNoDead = { ...log, regulation: noDead.header };
const reg = fideBlitz();
const time = (f: () => unknown, n: number) => { const t0 = performance.now(); for (let i = 0; i < n; i++) f(); return (performance.now() - t0) / n; };
for (let i = 0; i < 100; i++) { restoreGame(reg, log); restoreGame(noDead, logNoDead); bare(); }
const ra: number[] = [], rb: number[] = [];
for (let r = 0; r < 7; r++) {
  const c = time(bare, 100);
  const a = time(() => restoreGame(reg, log), 100);
  const b = time(() => restoreGame(noDead, logNoDead), 100);
  const c2 = time(bare, 100);
  ra.push(a / ((c + c2) / 2)); rb.push(b / ((c + c2) / 2));
}
const med = (x: number[]) => x.sort((p, q) => p - q)[x.length >> 1]!;
console.log(`restoreGame ${med(ra).toFixed(2)}x bare; without the dead-position check ${med(rb).toFixed(2)}x`);
