/**
 * The rules runtime and `pgn check --rules`:
 *
 * 1. Replaying a saved 80-move (160-ply) game log under fide-blitz with `restoreGame`, per
 *    event and per game, against replaying the same moves bare: a Position, a
 *    PositionHistory and a 3+2 clock from @chesslaws/clock. The ratio is the runtime's
 *    overhead (plugins, rulings, adjudication after every move, the log checks).
 * 2. `chesslaws pgn check --rules fide-blitz` against plain `pgn check` on one file of seeded
 *    random games, and its scaling with `--jobs`: one process per run, as a user runs it
 *    (wall time: the threads are the point), with the start-up timed apart on one game.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unwrap } from '@chesslaws/board';
import { createClock } from '@chesslaws/clock';
import { type Move, Position } from '@chesslaws/moves';
import { makeSanAndPlay } from '@chesslaws/notation';
import { createGame, fideBlitz, type GameLog, restoreGame } from '@chesslaws/rules';
import { PositionHistory } from '@chesslaws/termination';
import { seededRandom } from '@chesslaws/testkit';
import { measure } from './harness.js';

const PLIES = 160;

/** A random legal game of `plies` plies that fide-blitz lets run to the end (no mate, no automatic draw). */
function savedGame(seed: number): { log: GameLog; moves: Move[] } {
  for (let attempt = 0; ; attempt++) {
    const random = seededRandom(seed + attempt);
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    const moves: Move[] = [];
    while (moves.length < PLIES && !game.state.outcome) {
      const legal = game.legalMoves();
      const move = legal[Math.floor(random() * legal.length)]!;
      t += 200 + Math.floor(random() * 1800); // under 2 s a move: 3+2 never flags
      unwrap(game.play(move));
      moves.push(move);
    }
    if (!game.state.outcome) return { log: game.toJSON(), moves };
  }
}

/** The same moves with no regulation: a position, the repetition history and the clock. */
function bare(log: GameLog, moves: readonly Move[]): number {
  const times = log.events.filter((e) => e.type === 'move').map((e) => e.at);
  let now = 0;
  const clock = unwrap(createClock('3+2', { now: () => now }));
  unwrap(clock.start());
  const history = PositionHistory.fromPosition(Position.default());
  for (const [i, move] of moves.entries()) {
    history.play(move);
    now = times[i]!;
    unwrap(clock.press());
  }
  return history.length;
}

function replaySuite(): void {
  const { log, moves } = savedGame(80);
  const events = log.events.length;
  const regulation = fideBlitz();
  const restored = measure(
    {
      name: 'restoreGame',
      run: () => {
        unwrap(restoreGame(regulation, log));
        return 1;
      },
    },
    3,
  );
  const plain = measure({ name: 'bare', run: () => (bare(log, moves) > 0 ? 1 : 0) }, 3);
  const perGame = (r: { opsPerSecond: number }) => 1000 / r.opsPerSecond;
  console.log(`\nreplaying a saved ${PLIES / 2}-move game log under fide-blitz (${events} events)`);
  console.log(
    `  restoreGame     ${perGame(restored).toFixed(3).padStart(8)} ms/game  ${((perGame(restored) * 1000) / events).toFixed(2).padStart(7)} µs/event  ${restored.opsPerSecond.toFixed(0).padStart(7)} games/s`,
  );
  console.log(
    `  bare            ${perGame(plain).toFixed(3).padStart(8)} ms/game  ${((perGame(plain) * 1000) / events).toFixed(2).padStart(7)} µs/event  ${plain.opsPerSecond.toFixed(0).padStart(7)} games/s`,
  );
  console.log(
    `  runtime overhead: ${(perGame(restored) / perGame(plain)).toFixed(1)}x the bare replay`,
  );
}

/** Seeded random games as PGN, with the result the board gives (mate) or a plausible one. */
function corpus(games: number, seed: number): string {
  const random = seededRandom(seed);
  const out: string[] = [];
  const results = ['1-0', '0-1', '1/2-1/2', '*'];
  for (let g = 0; g < games; g++) {
    const pos = Position.default();
    const tokens: string[] = [];
    const length = 60 + Math.floor(random() * 140);
    for (let ply = 0; ply < length; ply++) {
      const legal = pos.legalMoves();
      if (legal.length === 0) break;
      if (ply % 2 === 0) tokens.push(`${ply / 2 + 1}.`);
      tokens.push(makeSanAndPlay(pos, legal[Math.floor(random() * legal.length)]!));
    }
    const result = pos.isCheckmate()
      ? pos.turn === 'white'
        ? '0-1'
        : '1-0'
      : results[Math.floor(random() * results.length)]!;
    const lines: string[] = [];
    let line = '';
    for (const token of [...tokens, result]) {
      if (line.length + token.length + 1 > 80) {
        lines.push(line);
        line = token;
      } else line = line ? `${line} ${token}` : token;
    }
    lines.push(line);
    out.push(
      `[Event "Random ${g}"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "${g}"]\n[White "W${g}"]\n[Black "B${g}"]\n[Result "${result}"]\n\n${lines.join('\n')}\n`,
    );
  }
  return out.join('\n');
}

const cliDir = dirname(createRequire(import.meta.url).resolve('@chesslaws/cli/package.json'));

/** The published CLI (`dist/bin.js`), built first: what `npm i -g @chesslaws/cli` runs. */
function builtCli(): string {
  const build = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@chesslaws/cli...', '--output-logs=errors-only'],
    { cwd: join(cliDir, '..', '..'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error(`building the CLI failed (exit ${build.status})`);
  return join(cliDir, 'dist', 'bin.js');
}

let bin: string | undefined;

/**
 * Wall seconds of one `chesslaws ...args` process of the built CLI, as a user runs it: each
 * run pays its own start-up and JIT warm-up (workers load the built modules, not TypeScript).
 */
function runCli(args: string[]): number {
  bin ??= builtCli();
  const start = performance.now();
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd: cliDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`chesslaws ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return (performance.now() - start) / 1000;
}

/** The best wall time of each command over `rounds` interleaved rounds (neighbours on a shared machine hit all alike). */
function interleaved(commands: Record<string, string[]>, rounds = 3): Record<string, number> {
  const best: Record<string, number> = {};
  for (let round = 0; round < rounds; round++)
    for (const [name, args] of Object.entries(commands))
      best[name] = Math.min(best[name] ?? Number.POSITIVE_INFINITY, runCli(args));
  return best;
}

function checkSuite(): void {
  const dir = mkdtempSync(join(tmpdir(), 'chesslaws-bench-'));
  try {
    const unique = corpus(2000, 11);
    const games = 40_000;
    const text = Array.from({ length: games / 2000 }, () => unique).join('\n');
    const file = join(dir, 'games.pgn');
    writeFileSync(file, text);
    const tiny = join(dir, 'tiny.pgn');
    writeFileSync(tiny, corpus(1, 1));
    console.log(
      `\npgn check on ${games} seeded random games (2000 distinct, 60-200 plies, ${(text.length / 1048576).toFixed(1)} MiB), one process per run, best wall time of 3; ${availableParallelism()} cores`,
    );
    const rules = (f: string, jobs: number) => [
      'pgn',
      'check',
      f,
      '--rules',
      'fide-blitz',
      '--jobs',
      `${jobs}`,
    ];
    const t = interleaved({
      plain: ['pgn', 'check', file],
      j1: rules(file, 1),
      j2: rules(file, 2),
      'start-plain': ['pgn', 'check', tiny],
      'start-j1': rules(tiny, 1),
      'start-j2': rules(tiny, 2),
    });
    const work = (name: string) => t[name]! - t[`start-${name}`]!;
    for (const name of ['plain', 'j1', 'j2']) {
      const label = name === 'plain' ? 'pgn check' : `pgn check --rules fide-blitz -${name}`;
      console.log(
        `  ${label.padEnd(34)} ${t[name]!.toFixed(2).padStart(6)} s  ${(games / t[name]!).toFixed(0).padStart(6)} games/s  ${(t.plain! / t[name]!).toFixed(2)}x plain;  without the ${t[`start-${name}`]!.toFixed(2)} s start-up: ${(games / work(name)).toFixed(0).padStart(6)} games/s, ${(work('plain') / work(name)).toFixed(2)}x plain`,
      );
    }
    console.log(
      `  --jobs 2 vs --jobs 1: ${(t.j1! / t.j2!).toFixed(2)}x; without start-up ${(work('j1') / work('j2')).toFixed(2)}x`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function run(): void {
  replaySuite();
  checkSuite();
}
