import { unwrap } from '@chesslaws/board';
import { type Move } from '@chesslaws/moves';
import { createGame, defineRegulation, fideBlitz, restoreGame, standardChess, timeControl } from '@chesslaws/rules';
import { seededRandom } from '@chesslaws/testkit';
const random = seededRandom(81);
let t = 0;
const game = unwrap(createGame(fideBlitz(), { now: () => t }));
for (let i = 0; i < 160 && !game.state.outcome; i++) { const legal = game.legalMoves(); t += 500; game.play(legal[Math.floor(random() * legal.length)]!); }
const log = game.toJSON();
const minimal = defineRegulation({ name: 'min', plugins: [standardChess(), timeControl({ control: '3+2' })] });
const logMin = { ...log, regulation: minimal.header };
for (let i = 0; i < 3000; i++) unwrap(restoreGame(minimal, logMin));
