/**
 * PGN parse-and-replay, in games per second, on one corpus of seeded random
 * games (~190 plies each, written once as PGN text by chessops): our
 * `parsePgn` + `replayMainline` against chessops' `parsePgn` + `parseSan`/`play`
 * and chess.js' `loadPgn`.
 */
import { mainline, parsePgn, replayMainline } from '@chesslaws/notation';
import { seededRandom } from '@chesslaws/testkit';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { parsePgn as chessopsParsePgn, startingPosition as chessopsStart } from 'chessops/pgn';
import { parseSan as chessopsParseSan, makeSanAndPlay } from 'chessops/san';
import { type Contender, compare } from './harness.js';

const GAMES = 200;
const PLIES = 190;

/** Random legal games from a seeded generator, as PGN text with the Seven Tag Roster. */
function corpus(seed: number): string[] {
  const random = seededRandom(seed);
  const games: string[] = [];
  for (let g = 0; g < GAMES; g++) {
    const pos = Chess.default();
    const tokens: string[] = [];
    for (let ply = 0; ply < PLIES && !pos.isEnd(); ply++) {
      const moves = [...pos.allDests()].flatMap(([from, dests]) =>
        [...dests].map((to) => ({ from, to })),
      );
      const move = moves[Math.floor(random() * moves.length)]!;
      const piece = pos.board.get(move.from);
      const promotion =
        piece?.role === 'pawn' && (move.to >> 3 === 0 || move.to >> 3 === 7) ? 'queen' : undefined;
      if (ply % 2 === 0) tokens.push(`${ply / 2 + 1}.`);
      tokens.push(makeSanAndPlay(pos, promotion ? { ...move, promotion } : move));
    }
    const lines: string[] = [];
    let line = '';
    for (const token of [...tokens, '*']) {
      if (line.length + token.length + 1 > 80) {
        lines.push(line);
        line = token;
      } else line = line ? `${line} ${token}` : token;
    }
    lines.push(line);
    games.push(
      `[Event "Random ${g}"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "${g}"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n\n${lines.join('\n')}\n`,
    );
  }
  return games;
}

export function run(): void {
  const games = corpus(2024);
  const text = games.join('\n');
  const plies = parsePgn(text).reduce((n, g) => n + (g.ok ? [...mainline(g.value)].length : 0), 0);
  games.reduce((n, g) => n + (g.match(/\s[A-Za-z][^\s]*/g)?.length ?? 0), 0) - games.length * 7;
  console.log(
    `corpus: ${GAMES} games, ~${(plies / GAMES).toFixed(0)} plies each, ${(text.length / 1024).toFixed(0)} KiB`,
  );

  const contenders: Contender[] = [
    {
      name: 'chesslaws',
      run: () => {
        let n = 0;
        for (const game of parsePgn(text)) {
          if (game.ok && replayMainline(game.value, { positions: false }).ok) n++;
        }
        if (n !== GAMES) throw new Error(`chesslaws replayed ${n} of ${GAMES} games`);
        return n;
      },
    },
    {
      name: 'chessops',
      run: () => {
        let n = 0;
        for (const game of chessopsParsePgn(text)) {
          const pos = chessopsStart(game.headers).unwrap();
          let ok = true;
          for (const node of game.moves.mainline()) {
            const move = chessopsParseSan(pos, node.san);
            if (!move) {
              ok = false;
              break;
            }
            pos.play(move);
          }
          if (ok) n++;
        }
        if (n !== GAMES) throw new Error(`chessops replayed ${n} of ${GAMES} games`);
        return n;
      },
    },
    {
      name: 'chess.js',
      run: () => {
        const chess = new ChessJs();
        for (const game of games) chess.loadPgn(game);
        return games.length;
      },
    },
  ];
  // 3 s per contender: under load the JIT needs more than the harness's warm-up.
  const results = compare('PGN parse + mainline replay (per game)', 'games', contenders, 3);
  const ours = results[0]!.opsPerSecond;
  console.log(`  chesslaws: ${((ours * plies) / GAMES / 1e6).toFixed(2)} M plies/s`);
  cpuTime(contenders);
}

/**
 * The same contenders timed by process CPU time in interleaved rounds: on a
 * shared machine wall time depends on the neighbours, CPU time much less.
 */
function cpuTime(contenders: Contender[], rounds = 4): void {
  const total = contenders.map(() => 0);
  const ops = contenders.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    contenders.forEach((c, i) => {
      const before = process.cpuUsage();
      const start = performance.now();
      let n = 0;
      while (performance.now() - start < 1000) n += c.run();
      const used = process.cpuUsage(before);
      if (round === 0) return; // warm-up
      total[i]! += (used.user + used.system) / 1e6;
      ops[i]! += n;
    });
  }
  const rate = contenders.map((_, i) => ops[i]! / total[i]!);
  console.log('\nsame, by CPU time in interleaved rounds');
  contenders.forEach((c, i) => {
    const ratio = i === 0 ? '' : `   chesslaws is ${(rate[0]! / rate[i]!).toFixed(2)}x`;
    console.log(`  ${c.name.padEnd(14)} ${rate[i]!.toFixed(0).padStart(10)} games/s${ratio}`);
  });
}
