/**
 * `pnpm bench moves`: @chesslaws/moves against chessops and chess.js (and native Stockfish when
 * installed): perft with and without bulk counting on the six classic positions, legal-move
 * generation, `play`, and FEN parse + write.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Move, makeFen, makeUci, Position, perft } from '@chesslaws/moves';
import { seededRandom } from '@chesslaws/testkit';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { perft as chessopsPerft } from 'chessops/debug';
import { makeFen as chessopsMakeFen, parseFen as chessopsParseFen } from 'chessops/fen';
import { compare, geometricMean } from './harness.js';

/**
 * The six classic perft positions (chessprogramming wiki). Depths keep one batch near 0.1 s for
 * each contender (`bulk` for ours with bulk counting and one less for chessops; `played` for
 * ours without; `slow` for the peers without), and nodes/s compare across these depths.
 */
const POSITIONS: ReadonlyArray<{
  name: string;
  fen: string;
  bulk: number;
  played: number;
  slow: number;
}> = [
  {
    name: 'startpos',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    bulk: 5,
    played: 4,
    slow: 3,
  },
  {
    name: 'kiwipete',
    fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    bulk: 4,
    played: 3,
    slow: 2,
  },
  {
    name: 'position 3',
    fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    bulk: 5,
    played: 4,
    slow: 4,
  },
  {
    name: 'position 4',
    fen: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    bulk: 4,
    played: 3,
    slow: 3,
  },
  {
    name: 'position 5',
    fen: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
    bulk: 4,
    played: 3,
    slow: 2,
  },
  {
    name: 'position 6',
    fen: 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
    bulk: 4,
    played: 3,
    slow: 2,
  },
];

const ours = (fen: string): Position => {
  const pos = Position.fromFen(fen);
  if (!pos.ok) throw pos.error;
  return pos.value;
};
const theirs = (fen: string): Chess => Chess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap();

/** chessops' perft without bulk counting: every leaf move is played (its own `log` path prints). */
function chessopsPerftPlayed(pos: Chess, depth: number): number {
  if (depth < 1) return 1;
  let nodes = 0;
  for (const [from, dests] of pos.allDests()) {
    const promotes = pos.board.pawn.has(from);
    for (const to of dests) {
      const roles =
        promotes && (to >> 3 === 0 || to >> 3 === 7)
          ? (['queen', 'rook', 'bishop', 'knight'] as const)
          : [undefined];
      for (const promotion of roles) {
        const child = pos.clone();
        child.play(promotion ? { from, to, promotion } : { from, to });
        nodes += chessopsPerftPlayed(child, depth - 1);
      }
    }
  }
  return nodes;
}

function ratioLine(label: string, ratios: number[]): void {
  console.log(`  ${label.padEnd(44)} ${geometricMean(ratios).toFixed(2)}x (geometric mean)`);
}

function perftSuite(): void {
  const bulkRates: number[] = [];
  const playedRates: number[] = [];
  const bulkVsChessops: number[] = [];
  const playedVsChessops: number[] = [];
  const playedVsChessJs: number[] = [];
  for (const p of POSITIONS) {
    const pos = ours(p.fen);
    const cpos = theirs(p.fen);
    const [mine, chessops] = compare(`perft ${p.name} depth ${p.bulk}, bulk counting`, 'nodes', [
      { name: 'chesslaws', run: () => perft(pos, p.bulk) },
      { name: 'chessops', run: () => chessopsPerft(cpos, p.bulk - 1, false) },
    ]);
    bulkRates.push(mine!.opsPerSecond);
    bulkVsChessops.push(mine!.opsPerSecond / chessops!.opsPerSecond);
    const js = new ChessJs(p.fen);
    const [mine2, chessops2, chessJs] = compare(`perft ${p.name}, every leaf played`, 'nodes', [
      { name: 'chesslaws', run: () => perft(pos, p.played, { bulk: false }) },
      { name: 'chessops', run: () => chessopsPerftPlayed(cpos, p.slow) },
      { name: 'chess.js', run: () => js.perft(p.slow) },
    ]);
    playedRates.push(mine2!.opsPerSecond);
    playedVsChessops.push(mine2!.opsPerSecond / chessops2!.opsPerSecond);
    playedVsChessJs.push(mine2!.opsPerSecond / chessJs!.opsPerSecond);
  }
  console.log('\nperft summary over the six positions');
  console.log(
    `  chesslaws, bulk counting:    ${(geometricMean(bulkRates) / 1e6).toFixed(2)} M nodes/s (geometric mean)`,
  );
  console.log(
    `  chesslaws, every leaf played: ${(geometricMean(playedRates) / 1e6).toFixed(2)} M nodes/s (geometric mean)`,
  );
  ratioLine('bulk counting, chesslaws / chessops', bulkVsChessops);
  ratioLine('every leaf played, chesslaws / chessops', playedVsChessops);
  ratioLine('every leaf played, chesslaws / chess.js', playedVsChessJs);
  stockfish(geometricMean(bulkRates));
}

/** Native Stockfish's `go perft` (bulk counting, one thread) on the same positions, if installed. */
function stockfish(oursBulk: number): void {
  const binary = ['/usr/games/stockfish', '/usr/bin/stockfish'].find((path) => existsSync(path));
  if (!binary) {
    console.log(
      '\nStockfish not installed (apt-get install -y stockfish): skipping the native comparison',
    );
    return;
  }
  // Stockfish prints no time for perft: time the whole process, less one that does `go perft 1`.
  const timed = (fen: string, depth: number): { nodes: number; ms: number } => {
    const start = performance.now();
    const out = execFileSync(binary, [], {
      input: `position fen ${fen}\ngo perft ${depth}\nquit\n`,
      encoding: 'utf8',
    });
    const nodes = Number(/Nodes searched: (\d+)/.exec(out)?.[1] ?? Number.NaN);
    return { nodes, ms: performance.now() - start };
  };
  const rates = POSITIONS.map((p) => {
    const baseline = Math.min(...[0, 1, 2].map(() => timed(p.fen, 1).ms));
    const { nodes, ms } = timed(p.fen, p.bulk + 1);
    return (nodes / Math.max(1, ms - baseline)) * 1000;
  });
  if (rates.some((rate) => !Number.isFinite(rate))) {
    console.log(`\nStockfish (${binary}): could not read its perft output`);
    return;
  }
  const native = geometricMean(rates);
  console.log(`\nStockfish ${binary}: go perft (bulk counting, native, one thread)`);
  for (const [i, p] of POSITIONS.entries()) {
    console.log(`  ${p.name.padEnd(12)} ${(rates[i]! / 1e6).toFixed(1)} M nodes/s`);
  }
  console.log(
    `  geometric mean ${(native / 1e6).toFixed(1)} M nodes/s; chesslaws bulk counting is ${(oursBulk / native).toFixed(3)}x of it`,
  );
}

function moveSuite(): void {
  const random = seededRandom(42);
  // A spread of positions from random play, shared by all contenders.
  const fens: string[] = [];
  while (fens.length < 200) {
    const pos = Position.default();
    for (let ply = 0; ply < 80; ply++) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      if (ply % 8 === 0) fens.push(makeFen(pos));
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
  }
  const mine = fens.map(ours);
  const cops = fens.map(theirs);
  const js = fens.map((fen) => new ChessJs(fen));
  compare('legal move generation (Move objects / dests)', 'positions', [
    {
      name: 'chesslaws',
      run: () => mine.reduce((n, p) => n + (p.legalMoves().length >= 0 ? 1 : 0), 0),
    },
    { name: 'chessops', run: () => cops.reduce((n, p) => n + (p.allDests().size >= 0 ? 1 : 0), 0) },
    {
      name: 'chess.js',
      run: () => js.slice(0, 20).reduce((n, p) => n + (p.moves().length >= 0 ? 1 : 0), 0),
    },
  ]);
  // The first legal move of each position, played on a copy (chess.js: played, then undone).
  const firsts = mine.map((p) => p.legalMoves()[0]);
  const playEach = (play: (i: number, move: Move) => void) => (): number => {
    let n = 0;
    for (const [i, move] of firsts.entries()) {
      if (!move) continue;
      play(i, move);
      n++;
    }
    return n;
  };
  compare('play one move on a copy (clone + play)', 'moves', [
    { name: 'chesslaws', run: playEach((i, move) => mine[i]!.clone().play(move)) },
    { name: 'chessops', run: playEach((i, move) => cops[i]!.clone().play(move)) },
    {
      name: 'chess.js',
      run: playEach((i, move) => {
        const uci = makeUci(mine[i]!, move);
        js[i]!.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
        js[i]!.undo();
      }),
    },
  ]);
  compare('FEN parse + validate + write', 'FENs', [
    { name: 'chesslaws', run: () => fens.reduce((n, f) => n + (makeFen(ours(f)) ? 1 : 0), 0) },
    {
      name: 'chessops',
      run: () => fens.reduce((n, f) => n + (chessopsMakeFen(theirs(f).toSetup()) ? 1 : 0), 0),
    },
    { name: 'chess.js', run: () => fens.reduce((n, f) => n + (new ChessJs(f).fen() ? 1 : 0), 0) },
  ]);
}

/** Runs the suite. */
export function run(): void {
  perftSuite();
  moveSuite();
}
