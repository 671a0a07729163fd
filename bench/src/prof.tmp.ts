import { unwrap } from '@chesslaws/board';
import { type Move } from '@chesslaws/moves';
import { createGame, fideBlitz, restoreGame } from '@chesslaws/rules';
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
const { log } = savedGame(80);
const noDead = fideBlitz({ automaticDraws: { deadPosition: false } });
const logNoDead = { ...log, regulation: noDead.header };
for (let i = 0; i < 400; i++) unwrap(restoreGame(noDead, logNoDead));
const t0 = performance.now();
for (let i = 0; i < 1000; i++) unwrap(restoreGame(noDead, logNoDead));
console.log(((performance.now() - t0) / 1000).toFixed(3), 'ms per restore (no dead check)');
