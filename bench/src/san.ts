/**
 * SAN speed: writing the SAN of every legal move, and reading it back, in the same seeded
 * random positions, against chessops (`makeSan`/`parseSan`) and chess.js (`moves()`, and
 * `move(san)` + `undo()` since chess.js has no parse without playing).
 */
import { type Move, makeFen, Position } from '@chesslaws/moves';
import { makeSan, parseSan } from '@chesslaws/notation';
import { seededRandom } from '@chesslaws/testkit';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { makeSan as chessopsMakeSan, parseSan as chessopsParseSan } from 'chessops/san';
import { type Contender, compare, measure } from './harness.js';

/** Positions from seeded random games (standard chess, which all three libraries play). */
function positions(seed: number, count: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const pos = Position.default();
    const plies = Math.floor(random() * 100);
    for (let i = 0; i < plies && pos.hasLegalMoves(); i++) {
      const moves = pos.legalMoves();
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
    if (pos.hasLegalMoves()) out.push(pos);
  }
  return out;
}

/**
 * The machine is shared, so load changes during a run: besides `compare` (contenders one
 * after the other), measure them in interleaved short rounds and report the median ratio.
 */
function interleavedRatios(task: string, contenders: Contender[], rounds = 7): void {
  const ratios: number[][] = contenders.slice(1).map(() => []);
  for (let round = 0; round < rounds; round++) {
    const [ours, ...others] = contenders.map((c) => measure(c, 0.25).opsPerSecond);
    for (let i = 0; i < others.length; i++) ratios[i]!.push(ours! / others[i]!);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const summary = contenders
    .slice(1)
    .map((c, i) => `${c.name} ${median(ratios[i]!).toFixed(2)}x`)
    .join(', ');
  console.log(`  ${task}, median of ${rounds} interleaved rounds: chesslaws vs ${summary}`);
}

export function run(): void {
  const ours = positions(2024, 200);
  const fens = ours.map((pos) => makeFen(pos));
  const theirs = fens.map((fen) => Chess.fromSetup(parseFen(fen).unwrap()).unwrap());
  const chessJs = fens.map((fen) => new ChessJs(fen));
  const moves: Move[][] = ours.map((pos) => pos.legalMoves());
  const sans: string[][] = ours.map((pos, i) => moves[i]!.map((m) => makeSan(pos, m)));
  const total = moves.reduce((n, list) => n + list.length, 0);
  console.log(`${ours.length} positions, ${total} legal moves`);

  const writers: Contender[] = [
    {
      name: 'chesslaws',
      run: () => {
        for (let i = 0; i < ours.length; i++) for (const m of moves[i]!) makeSan(ours[i]!, m);
        return total;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (let i = 0; i < theirs.length; i++)
          for (const m of moves[i]!) chessopsMakeSan(theirs[i]!, m);
        return total;
      },
    },
    {
      name: 'chess.js',
      run: () => {
        for (const game of chessJs) game.moves();
        return total;
      },
    },
  ];
  compare('SAN of every legal move', 'moves', writers);
  interleavedRatios('SAN of every legal move', writers);

  const readers: Contender[] = [
    {
      name: 'chesslaws',
      run: () => {
        for (let i = 0; i < ours.length; i++) for (const san of sans[i]!) parseSan(ours[i]!, san);
        return total;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (let i = 0; i < theirs.length; i++)
          for (const san of sans[i]!) chessopsParseSan(theirs[i]!, san);
        return total;
      },
    },
    {
      name: 'chess.js',
      run: () => {
        for (let i = 0; i < chessJs.length; i++) {
          const game = chessJs[i]!;
          for (const san of sans[i]!) {
            game.move(san);
            game.undo();
          }
        }
        return total;
      },
    },
  ];
  compare('SAN parse of every legal move', 'moves', readers);
  // chess.js can only parse by playing (2 k moves/s): leave it out of the repeated rounds.
  interleavedRatios('SAN parse of every legal move', readers.slice(0, 2));
}
