import { unwrap } from '@chesslaws/board';
import { createClock } from '@chesslaws/clock';
import { type Move, Position, parseUci, makeUci } from '@chesslaws/moves';
import { checkEvent, createGame, defineRegulation, fideBlitz, restoreGame, standardChess, timeControl, withoutPlugins } from '@chesslaws/rules';
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
const times = log.events.filter((e) => e.type === 'move').map((e) => e.at);
function bare() {
  let now = 0;
  const clock = unwrap(createClock('3+2', { now: () => now }));
  unwrap(clock.start());
  const history = PositionHistory.fromPosition(Position.default());
  for (const [i, move] of moves.entries()) { history.play(move); now = times[i]!; unwrap(clock.press()); }
}
function bareMore() { // what the runtime must do at least: parse, normalize, uci, history, clock, hasLegalMoves
  let now = 0;
  const clock = unwrap(createClock('3+2', { now: () => now }));
  unwrap(clock.start());
  const history = PositionHistory.fromPosition(Position.default());
  for (const [i, e] of log.events.entries()) { if (e.type !== 'move') continue; const m = history.current.normalizeMove(parseUci(e.move)!)!; makeUci(history.current, m); history.play(m); now = e.at; unwrap(clock.press()); history.current.hasLegalMoves(); }
}
const checks = () => { for (const [i, e] of log.events.entries()) checkEvent(e, i); };
const minimal = defineRegulation({ name: 'min', plugins: [standardChess(), timeControl({ control: '3+2' })] });
const logMin = { ...log, regulation: minimal.header };
const noDead = fideBlitz({ automaticDraws: { deadPosition: false } });
const logNoDead = { ...log, regulation: noDead.header };
const time = (f: () => unknown, n: number) => { const t0 = performance.now(); for (let i = 0; i < n; i++) f(); return (performance.now() - t0) / n; };
const fns: Record<string, () => unknown> = { bare, bareMore, checks, minimal: () => restoreGame(minimal, logMin), noDead: () => restoreGame(noDead, logNoDead), full: () => restoreGame(fideBlitz(), log) };
for (const f of Object.values(fns)) for (let i = 0; i < 50; i++) f();
const best: Record<string, number> = {};
for (let r = 0; r < 9; r++) for (const [k, f] of Object.entries(fns)) best[k] = Math.min(best[k] ?? 1e9, time(f, 60));
if (!process.env.PROFILE) console.log(Object.entries(best).map(([k, v]) => `${k} ${(v * 1000).toFixed(0)}us (${(v / best.bare!).toFixed(2)}x)`).join('\n'));
