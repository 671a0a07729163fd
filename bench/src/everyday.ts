/**
 * The everyday paths of issue 17, side by side with chessops and chess.js in one process, on
 * positions from seeded random games (`--seed n`, printed; `--positions n`, 300 by default):
 *
 * - SAN parse of every legal move in each position (chess.js can only parse by playing:
 *   `move(san)` + `undo()`);
 * - clone + play of every legal move (copy the position, play one legal move on the copy;
 *   chess.js has no copy of a position but through FEN, so it sits this one out);
 * - FEN text to a validated position;
 * - PGN text parse + mainline replay of random games written like an export (tags, move
 *   numbers, some comments and NAGs), or of the games of real files with `--pgn <file|dir>`.
 *
 * Each path is measured in interleaved short rounds (`--rounds n`, 9 by default) and the
 * median ratio is printed with its range. Rounds are timed by wall time; `--cpu` times them by
 * the process's CPU time instead, which on a shared machine does not count the time spent
 * waiting for a core, but does count the garbage collector's helper threads.
 * `--built` runs on the built packages (dist), as users get them, instead of the sources
 * (`pnpm build` first).
 */
import type { Move } from '@chesslaws/moves';
import { makeFen, Position } from '@chesslaws/moves';
import { mainline, makeSan, parsePgn, parseSan, replayMainline } from '@chesslaws/notation';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { parsePgn as chessopsParsePgn, startingPosition as chessopsStart } from 'chessops/pgn';
import { parseSan as chessopsParseSan } from 'chessops/san';
import { pgnFiles, randomGames, randomPositions } from './everydayCorpus.js';
import { type Clock, type Contender, cpuClock, wallClock } from './harness.js';
import { type InterleavedResult, interleaved } from './interleave.js';

/** The value after `--name` (or in `--name=value`) on the command line. */
function option(name: string): string | undefined {
  const args = process.argv;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i]!.startsWith(`--${name}=`)) return args[i]!.slice(name.length + 3);
  }
  return undefined;
}

function numberOption(name: string, fallback: number): number {
  const text = option(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number, e.g. --${name} ${fallback}`);
    process.exit(2);
  }
  return value;
}

/** The clock of the rounds (set by `run`). */
let clock: Clock = wallClock;

const fmt = (n: number): string =>
  n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} k` : n.toFixed(1);

interface Path {
  title: string;
  unit: string;
  /** The ratio to chessops issue 17 asks for, if it asks. */
  target: number | undefined;
  results: InterleavedResult[];
}

function report(
  title: string,
  unit: string,
  target: number | undefined,
  results: InterleavedResult[],
): Path {
  console.log(`\n${title}`);
  for (const r of results) {
    const ratio =
      r === results[0]
        ? ''
        : `   chesslaws is ${r.ratio.toFixed(2)}x (rounds ${r.low.toFixed(2)}-${r.high.toFixed(2)})`;
    console.log(`  ${r.name.padEnd(10)} ${fmt(r.opsPerSecond).padStart(9)} ${unit}/s${ratio}`);
  }
  return { title, unit, target, results };
}

export function run(): void {
  const seed = numberOption('seed', 17);
  const count = numberOption('positions', 300);
  const rounds = numberOption('rounds', 9);
  const wall = !process.argv.includes('--cpu');
  clock = wall ? wallClock : cpuClock;
  const built = !import.meta.resolve('@chesslaws/notation').includes('/src/');
  console.log(
    `seed ${seed}, ${count} positions, ${rounds} interleaved rounds by ${wall ? 'wall' : 'CPU'} time, packages from ${built ? 'dist (built)' : 'source'}`,
  );

  const ours = randomPositions(seed, count);
  const fens = ours.map((pos) => makeFen(pos));
  const theirs = fens.map((fen) => Chess.fromSetup(parseFen(fen).unwrap()).unwrap());
  const chessJs = fens.map((fen) => new ChessJs(fen));
  const moves: Move[][] = ours.map((pos) => pos.legalMoves());
  const sans: string[][] = ours.map((pos, i) => moves[i]!.map((m) => makeSan(pos, m)));
  const total = moves.reduce((n, list) => n + list.length, 0);
  console.log(`${total} legal moves in all`);
  const paths: Path[] = [];

  // chess.js parses a SAN by playing it, after writing the SAN of every legal move: one
  // position per run (in turn), or a run would take seconds.
  let chessJsNext = 0;
  const sanParse: Contender[] = [
    {
      name: 'chesslaws',
      run: () => {
        for (let i = 0; i < ours.length; i++) {
          const pos = ours[i]!;
          for (const san of sans[i]!) if (!parseSan(pos, san).ok) throw new Error(san);
        }
        return total;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (let i = 0; i < theirs.length; i++) {
          const pos = theirs[i]!;
          for (const san of sans[i]!) if (!chessopsParseSan(pos, san)) throw new Error(san);
        }
        return total;
      },
    },
    {
      name: 'chess.js',
      run: () => {
        const i = chessJsNext++ % chessJs.length;
        const game = chessJs[i]!;
        for (const san of sans[i]!) {
          game.move(san);
          game.undo();
        }
        return sans[i]!.length;
      },
    },
  ];
  paths.push(
    report('SAN parse of every legal move', 'moves', 3, interleaved(sanParse, rounds, 0.25, clock)),
  );

  const clonePlay: Contender[] = [
    {
      name: 'chesslaws',
      run: () => {
        for (let i = 0; i < ours.length; i++) {
          const pos = ours[i]!;
          for (const move of moves[i]!) pos.clone().play(move);
        }
        return total;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (let i = 0; i < theirs.length; i++) {
          const pos = theirs[i]!;
          for (const move of moves[i]!) pos.clone().play(move);
        }
        return total;
      },
    },
  ];
  paths.push(
    report(
      'clone + play of every legal move (chess.js: no copy but through FEN)',
      'moves',
      2,
      interleaved(clonePlay, rounds, 0.25, clock),
    ),
  );

  const fenRead: Contender[] = [
    {
      name: 'chesslaws',
      run: () => {
        for (const fen of fens) if (!Position.fromFen(fen).ok) throw new Error(fen);
        return fens.length;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (const fen of fens)
          if (!Chess.fromSetup(parseFen(fen).unwrap()).isOk) throw new Error(fen);
        return fens.length;
      },
    },
    {
      name: 'chess.js',
      run: () => {
        for (const fen of fens) new ChessJs(fen);
        return fens.length;
      },
    },
  ];
  paths.push(
    report('FEN to a validated position', 'FENs', 2, interleaved(fenRead, rounds, 0.25, clock)),
  );

  paths.push(pgnPath(seed, rounds, false));
  // Lichess exports give every move a clock comment: the same games written that way.
  if (!option('pgn')) paths.push(pgnPath(seed, rounds, true));

  console.log(
    `\nsummary (seed ${seed}, ${built ? 'built' : 'source'}): median ratio of chesslaws to`,
  );
  console.log(`  ${'path'.padEnd(38)} ${'chessops'.padStart(9)} ${'chess.js'.padStart(9)}  target`);
  for (const { title, target, results } of paths) {
    const peer = (name: string) => results.find((r) => r.name === name)?.ratio;
    const show = (x: number | undefined) =>
      (x === undefined ? '-' : `${x.toFixed(2)}x`).padStart(9);
    const chessops = peer('chessops')!;
    const goal =
      target === undefined ? '(none)' : `>= ${target}x ${chessops >= target ? 'met' : 'NOT met'}`;
    console.log(
      `  ${title.split(' (')[0]!.padEnd(38)} ${show(chessops)} ${show(peer('chess.js'))}  ${goal}`,
    );
  }
}

/** PGN parse + mainline replay, per game, of random export-like games or of `--pgn` files. */
function pgnPath(seed: number, rounds: number, clocks: boolean): Path {
  const path = option('pgn');
  let games = path ? pgnFiles(path) : randomGames(seed, 200, clocks);
  // Real files may hold games one library refuses: keep those all three read.
  games = games.filter((game) => {
    const parsed = parsePgn(game)[0];
    if (!parsed?.ok || !replayMainline(parsed.value).ok) return false;
    try {
      new ChessJs().loadPgn(game);
      return true;
    } catch {
      return false;
    }
  });
  const text = games.join('\n');
  const plies = parsePgn(text).reduce((n, g) => n + (g.ok ? [...mainline(g.value)].length : 0), 0);
  console.log(
    `\nPGN: ${games.length} games${path ? ` from ${path}` : ` of seeded random play${clocks ? ', [%clk] after every move' : ''}`}, ~${(plies / games.length).toFixed(0)} plies each, ${(text.length / 1024).toFixed(0)} KiB`,
  );
  // Games read, each side counting its own (real files may split differently when joined).
  const oursReplay = (): number => {
    let n = 0;
    for (const game of parsePgn(text))
      if (game.ok && replayMainline(game.value, { positions: false }).ok) n++;
    return n;
  };
  const chessopsReplay = (): number => {
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
    return n;
  };
  const oursExpected = oursReplay();
  const theirsExpected = chessopsReplay();
  const contenders: Contender[] = [
    {
      name: 'chesslaws',
      run: () => {
        const n = oursReplay();
        if (n !== oursExpected) throw new Error(`chesslaws replayed ${n} of ${oursExpected}`);
        return games.length;
      },
    },
    {
      name: 'chessops',
      run: () => {
        const n = chessopsReplay();
        if (n !== theirsExpected) throw new Error(`chessops replayed ${n} of ${theirsExpected}`);
        return games.length;
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
  const title = clocks ? 'PGN parse + replay, [%clk] every move' : 'PGN parse + mainline replay';
  return report(
    title,
    'games',
    clocks ? undefined : 10,
    interleaved(contenders, rounds, 0.25, clock),
  );
}
