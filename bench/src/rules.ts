/**
 * The rules runtime and `pgn check --rules`:
 *
 * 1. Replaying a saved 80-move (160-ply) game log under fide-blitz with `restoreGame`, per
 *    event and per game, against replaying the same moves bare: a Position, a
 *    PositionHistory and a 3+2 clock from @chesslaws/clock. The ratio is the runtime's
 *    overhead (plugins, rulings, adjudication after every move, the log checks); it is
 *    measured again with the dead-position rule off, so the runtime's own share shows apart
 *    from termination's L-5.2.2 check. Timed interleaved in CPU time, best of several rounds of
 *    200 replays each: long enough that each round pays the garbage collection its replays
 *    cause (rounds of 40 let the bare replay, which allocates less, fall between two
 *    scavenges and look 10-15% faster than it runs). Once more with `deadPosition: 'full'` (a
 *    mate search for each side after every move).
 * 2. `chesslaws pgn check --rules fide-standard` against plain `pgn check` on two files:
 *    seeded random games of 60-200 plies with a random result, and random games played to
 *    their end (mate, stalemate, a dead position, fivefold, 75 moves: games nobody picked),
 *    and on the real games among the shared PGN test files, repeated to some 20,000.
 *    And its scaling with `--jobs`: one process per run, as a user runs it (wall time: the
 *    threads are the point), next to a pure CPU spin in two worker threads in the same run,
 *    which is what two threads can give on this machine, and next to two `--jobs 1` processes
 *    side by side, which is what two cores give this work itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { unwrap } from '@chesslaws/board';
import { createClock } from '@chesslaws/clock';
import { type Move, Position } from '@chesslaws/moves';
import { makeSanAndPlay } from '@chesslaws/notation';
import { createGame, fideBlitz, type GameLog, restoreGame } from '@chesslaws/rules';
import { isInsufficientMaterial, PositionHistory } from '@chesslaws/termination';
import { seededRandom } from '@chesslaws/testkit';

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

/** CPU milliseconds this process has used (user + system; GC helper threads included). */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The best of `rounds` interleaved timings of each function, ms per call, in CPU time: on a
 * shared machine a thread waiting for a core stops this clock, where wall time swings 3x
 * from one run to the next; the replays run in this one thread, so CPU time is their cost.
 */
function bestOf(
  fns: Record<string, () => unknown>,
  rounds: number,
  calls: number,
): Record<string, number> {
  const best: Record<string, number> = {};
  for (const fn of Object.values(fns)) for (let i = 0; i < calls; i++) fn();
  for (let round = 0; round < rounds; round++)
    for (const [name, fn] of Object.entries(fns)) {
      const start = cpuMs();
      for (let i = 0; i < calls; i++) fn();
      best[name] = Math.min(best[name] ?? Number.POSITIVE_INFINITY, (cpuMs() - start) / calls);
    }
  return best;
}

/** Replays per timed round: enough that a round pays the garbage collection they cause. */
const ROUND = 200;

function replaySuite(): void {
  const { log, moves } = savedGame(80);
  const events = log.events.length;
  const regulation = fideBlitz();
  // The same log under the same rules but the dead-position check (L-5.2.2) off.
  const noDead = fideBlitz({ automaticDraws: { deadPosition: false } });
  const logNoDead = { ...log, regulation: noDead.header };
  const t = bestOf(
    {
      restoreGame: () => unwrap(restoreGame(regulation, log)),
      'without L-5.2.2': () => unwrap(restoreGame(noDead, logNoDead)),
      bare: () => bare(log, moves),
    },
    15,
    ROUND,
  );
  console.log(
    `\nreplaying a saved ${PLIES / 2}-move game log under fide-blitz (${events} events), best of 15 interleaved rounds of ${ROUND} replays, CPU time`,
  );
  for (const [name, ms] of Object.entries(t))
    console.log(
      `  ${name.padEnd(16)} ${ms.toFixed(3).padStart(8)} ms/game  ${((ms * 1000) / events).toFixed(2).padStart(7)} µs/event  ${(1000 / ms).toFixed(0).padStart(7)} games/s`,
    );
  console.log(
    `  restoreGame: ${(t.restoreGame! / t.bare!).toFixed(2)}x the bare replay; without the L-5.2.2 check: ${(t['without L-5.2.2']! / t.bare!).toFixed(2)}x (the runtime's own overhead)`,
  );
  // The same log with the full L-5.2.2 analysis (a mate search for each side) after every move.
  const full = fideBlitz({ automaticDraws: { deadPosition: 'full' } });
  const logFull = { ...log, regulation: full.header };
  const f = bestOf({ full: () => unwrap(restoreGame(full, logFull)) }, 3, 1);
  console.log(
    `  with deadPosition: 'full' ${f.full!.toFixed(1).padStart(8)} ms/game  ${((f.full! * 1000) / events).toFixed(1).padStart(7)} µs/event: ${(f.full! / t.bare!).toFixed(0)}x the bare replay`,
  );
}

/** Random games played to their end: mate, stalemate, no mating material, fivefold, 75 moves. */
function corpusToTheEnd(games: number, seed: number): string {
  const random = seededRandom(seed);
  const out: string[] = [];
  for (let g = 0; g < games; g++) {
    const history = PositionHistory.fromPosition(Position.default());
    const pos = Position.default();
    const tokens: string[] = [];
    for (let ply = 0; ; ply++) {
      const legal = pos.legalMoves();
      if (legal.length === 0 || isInsufficientMaterial(pos.board)) break;
      if (history.occurrences() >= 5 || history.halfmoveClock() >= 150) break;
      const move = legal[Math.floor(random() * legal.length)]!;
      if (ply % 2 === 0) tokens.push(`${ply / 2 + 1}.`);
      history.play(move);
      tokens.push(makeSanAndPlay(pos, move));
    }
    const result = pos.isCheckmate() ? (pos.turn === 'white' ? '0-1' : '1-0') : '1/2-1/2';
    out.push(`[Event "To the end ${g}"]\n[Result "${result}"]\n\n${wrap([...tokens, result])}\n`);
  }
  return out.join('\n');
}

/** PGN movetext lines of at most 80 characters. */
function wrap(tokens: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line.length + token.length + 1 > 80) {
      lines.push(line);
      line = token;
    } else line = line ? `${line} ${token}` : token;
  }
  lines.push(line);
  return lines.join('\n');
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
 * CPU seconds (user + system) of this process's finished children and theirs (a run's
 * worker processes included), from /proc on Linux; NaN elsewhere.
 */
function childrenCpu(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds the machine's cores have been busy since boot (/proc/stat on Linux), NaN elsewhere. */
function machineBusy(): number {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .slice(4, 200)
      .trim()
      .split(/\s+/)
      .map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds of this process (all its threads) and of its finished children. */
function ownCpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6 + childrenCpu();
}

/** What one run took: wall seconds, CPU seconds of its processes, and whether it ran alone. */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
  /**
   * No other process on the machine took more than a sliver of CPU meanwhile (always true
   * where /proc/stat cannot be read): on a shared machine a neighbour's burst halves what
   * two threads get, so such runs are measured again.
   */
  readonly quiet: boolean;
}

/** Times `run` (sync or async), with the CPU time of this process and its children. */
async function timed(run: () => unknown): Promise<Timing> {
  const busy = machineBusy();
  const cpu = ownCpu();
  const start = performance.now();
  await run();
  const wall = (performance.now() - start) / 1000;
  const used = ownCpu() - cpu;
  const foreign = machineBusy() - busy - used;
  return { wall, cpu: used, quiet: !(foreign > 0.03 + 0.05 * wall) };
}

/** How many runs were measured again because a neighbour used the CPU meanwhile. */
let noisy = 0;

/**
 * The best of `rounds` quiet timings of each of `runs`, interleaved (neighbours hit all
 * alike); a noisy run is run again, up to `5 * rounds` times in all, after which the best of
 * all counts. Returns the best wall time and, apart, the least CPU time of each.
 */
async function bestQuiet(
  runs: Record<string, () => unknown>,
  rounds = 3,
): Promise<{ wall: Record<string, number>; cpu: Record<string, number> }> {
  const quiet: Record<string, Timing[]> = {};
  const all: Record<string, Timing[]> = {};
  for (let attempt = 0; attempt < 5 * rounds; attempt++) {
    const todo = Object.keys(runs).filter((name) => (quiet[name]?.length ?? 0) < rounds);
    if (todo.length === 0) break;
    for (const name of todo) {
      const t = await timed(runs[name]!);
      (all[name] ??= []).push(t);
      if (t.quiet) (quiet[name] ??= []).push(t);
      else noisy++;
    }
  }
  const wall: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  for (const name of Object.keys(runs)) {
    const kept = (quiet[name]?.length ?? 0) > 0 ? quiet[name]! : all[name]!;
    wall[name] = Math.min(...kept.map((t) => t.wall));
    cpu[name] = Math.min(...kept.map((t) => t.cpu));
  }
  return { wall, cpu };
}

/**
 * One `chesslaws ...args` process of the built CLI, as a user runs it: each run pays its own
 * start-up and JIT warm-up (workers load the built modules, not TypeScript).
 */
function runCli(args: string[]): void {
  bin ??= builtCli();
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd: cliDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`chesslaws ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
}

/**
 * Wall seconds of two `chesslaws ...args` processes started together, best of `rounds` quiet
 * runs: what the machine's two cores give this very work with nothing shared (caches and
 * memory bandwidth compete as they do for `--jobs 2`), start-up and JIT warm-up paid by each.
 */
async function sideBySide(args: string[], rounds = 3): Promise<number> {
  bin ??= builtCli();
  const cli = bin;
  const pair = () =>
    Promise.all(
      [0, 1].map(
        () =>
          new Promise<void>((resolve, reject) => {
            const child = spawn(process.execPath, [cli, ...args], { cwd: cliDir, stdio: 'ignore' });
            child.once('exit', () => resolve());
            child.once('error', reject);
          }),
      ),
    );
  return (await bestQuiet({ pair }, rounds)).wall.pair!;
}

/**
 * The best wall time of each command over `rounds` interleaved quiet rounds, and apart the
 * least CPU time of its processes.
 */
function interleaved(
  commands: Record<string, string[]>,
  rounds = 3,
): Promise<{ wall: Record<string, number>; cpu: Record<string, number> }> {
  const runs: Record<string, () => void> = {};
  for (const [name, args] of Object.entries(commands)) runs[name] = () => runCli(args);
  return bestQuiet(runs, rounds);
}

/**
 * What two threads give on this machine now: the same CPU spin, once in one worker thread
 * twice over, once in two worker threads side by side (wall time of each, best of 3 quiet).
 */
async function spinRatio(): Promise<number> {
  const code = `const { parentPort, workerData } = require('node:worker_threads');
    let x = 0; for (let i = 0; i < workerData; i++) x = (x * 1103515245 + 12345) % 2147483648;
    parentPort.postMessage(x);`;
  const spin = (units: number) =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(code, { eval: true, workerData: units * 150_000_000 });
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
  const { wall } = await bestQuiet({
    one: () => spin(2),
    two: () => Promise.all([spin(1), spin(1)]),
  });
  return wall.one! / wall.two!;
}

const RULES = 'fide-standard';

/** Real games of standard chess among the shared PGN test files (`dead.ts` reads the same folder). */
const REAL_SOURCES = '/work/shared/testdata/pgn/sources';
const REAL_FILES = [
  'pgn-parser/32games.pgn',
  'pgn-parser/lichess_mliebelt_2024-01-03.pgn',
  'pgn-parser/sampleGames.pgn',
  'chessops/kasparov-deep-blue-1997.pgn',
];

/** Those games as one text, or `undefined` when the folder is not there. */
function realGames(): { text: string; games: number } | undefined {
  const files = REAL_FILES.map((f) => join(REAL_SOURCES, f));
  if (!files.every((f) => existsSync(f))) return undefined;
  const text = files.map((f) => readFileSync(f, 'utf8').trim()).join('\n\n');
  return { text, games: text.match(/^\[Event /gm)?.length ?? 0 };
}

async function checkSuite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'chesslaws-bench-'));
  try {
    const unique = corpus(2000, 11);
    const games = 40_000;
    const text = Array.from({ length: games / 2000 }, () => unique).join('\n');
    const file = join(dir, 'games.pgn');
    writeFileSync(file, text);
    const ended = corpusToTheEnd(2000, 12);
    const endedFile = join(dir, 'ended.pgn');
    const endedGames = 12_000;
    writeFileSync(endedFile, Array.from({ length: endedGames / 2000 }, () => ended).join('\n'));
    // Twice as many (the size of a held-out corpus of random-play games): the second half runs
    // with the JIT warm, so the difference of the two runs is what a game costs once warm.
    const endedFile2 = join(dir, 'ended2.pgn');
    writeFileSync(
      endedFile2,
      Array.from({ length: (2 * endedGames) / 2000 }, () => ended).join('\n'),
    );
    const real = realGames();
    const realFile = join(dir, 'real.pgn');
    const realCopies = real ? Math.ceil(20_000 / real.games) : 0;
    if (real)
      writeFileSync(realFile, Array.from({ length: realCopies }, () => real.text).join('\n\n'));
    const tiny = join(dir, 'tiny.pgn');
    writeFileSync(tiny, corpus(1, 1));
    console.log(
      `\npgn check on ${games} seeded random games (2000 distinct, 60-200 plies, ${(text.length / 1048576).toFixed(1)} MiB) and ${endedGames} random games played to their end; one process per run, best wall time of 3 runs that no other process disturbed; ${availableParallelism()} cores`,
    );
    const rules = (f: string, jobs: number) => [
      'pgn',
      'check',
      f,
      '--rules',
      RULES,
      '--jobs',
      `${jobs}`,
    ];
    const { wall: t, cpu } = await interleaved({
      plain: ['pgn', 'check', file],
      j1: rules(file, 1),
      j2: rules(file, 2),
      'ended-plain': ['pgn', 'check', endedFile],
      'ended-j1': rules(endedFile, 1),
      'ended2-plain': ['pgn', 'check', endedFile2],
      'ended2-j1': rules(endedFile2, 1),
      ...(real ? { 'real-plain': ['pgn', 'check', realFile], 'real-j1': rules(realFile, 1) } : {}),
      'start-plain': ['pgn', 'check', tiny],
      'start-j1': rules(tiny, 1),
      'start-j2': rules(tiny, 2),
    });
    const work = (name: string, start = name) => t[name]! - t[`start-${start}`]!;
    for (const name of ['plain', 'j1', 'j2']) {
      const label = name === 'plain' ? 'pgn check' : `pgn check --rules ${RULES} -${name}`;
      console.log(
        `  ${label.padEnd(38)} ${t[name]!.toFixed(2).padStart(6)} s  ${(games / t[name]!).toFixed(0).padStart(6)} games/s  ${(t.plain! / t[name]!).toFixed(2)}x plain;  without the ${t[`start-${name}`]!.toFixed(2)} s start-up: ${(games / work(name)).toFixed(0).padStart(6)} games/s, ${(work('plain') / work(name)).toFixed(2)}x plain`,
      );
    }
    console.log(
      `  games played to their end: pgn check ${t['ended-plain']!.toFixed(2)} s, --rules ${RULES} -j1 ${t['ended-j1']!.toFixed(2)} s: ${(t['ended-plain']! / t['ended-j1']!).toFixed(2)}x plain; without start-up ${(work('ended-plain', 'plain') / work('ended-j1', 'j1')).toFixed(2)}x`,
    );
    const warm = (name: string) => t[`ended2-${name}`]! - t[`ended-${name}`]!;
    console.log(
      `  ${2 * endedGames} of them: pgn check ${t['ended2-plain']!.toFixed(2)} s, --rules ${RULES} -j1 ${t['ended2-j1']!.toFixed(2)} s: ${(t['ended2-plain']! / t['ended2-j1']!).toFixed(2)}x plain; the second ${endedGames} alone (the JIT warm): ${(warm('plain') / warm('j1')).toFixed(2)}x`,
    );
    if (real)
      console.log(
        `  ${real.games} real games x ${realCopies}: pgn check ${t['real-plain']!.toFixed(2)} s, --rules ${RULES} -j1 ${t['real-j1']!.toFixed(2)} s: ${(t['real-plain']! / t['real-j1']!).toFixed(2)}x plain; without start-up ${(work('real-plain', 'plain') / work('real-j1', 'j1')).toFixed(2)}x`,
      );
    else console.log(`  real games: ${REAL_SOURCES} not found, skipped`);
    const spin = await spinRatio();
    const withStart = t.j1! / t.j2!;
    const jobs = work('j1') / work('j2');
    const ofSpin = (ratio: number) => `${((ratio / spin) * 100).toFixed(0)}%`;
    console.log(
      `  a pure CPU spin in two worker threads now: ${spin.toFixed(2)}x one thread (what two threads can give on this machine)`,
    );
    console.log(
      `  --jobs 2 vs --jobs 1: ${withStart.toFixed(2)}x with start-up (${ofSpin(withStart)} of the spin's), ${jobs.toFixed(2)}x without (${ofSpin(jobs)} of the spin's)`,
    );
    console.log(
      `  CPU time of a run, all its threads: -j1 ${cpu.j1!.toFixed(2)} s, -j2 ${cpu.j2!.toFixed(2)} s (${(((cpu.j2! - cpu.j1!) / cpu.j1!) * 100).toFixed(0)}% more: the worker's start-up and warm-up, and what two threads cost each other); start-up -j1 ${t['start-j1']!.toFixed(2)} s, -j2 ${t['start-j2']!.toFixed(2)} s`,
    );
    // Two whole runs at once: the throughput two cores give this work, start-up and all.
    const pair = (2 * t.j1!) / (await sideBySide(rules(file, 1)));
    console.log(
      `  two --jobs 1 processes side by side: ${pair.toFixed(2)}x the throughput of one (${ofSpin(pair)} of the spin's); --jobs 2 reaches ${((withStart / pair) * 100).toFixed(0)}% of it`,
    );
    console.log(
      `  ${noisy} run${noisy === 1 ? '' : 's'} timed again: another process on the machine used the CPU meanwhile`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `pnpm bench rules [--replay] [--check]`: one part of the suite, or (without either) both. */
export async function run(): Promise<void> {
  const replay = process.argv.includes('--replay');
  const check = process.argv.includes('--check');
  if (replay || !check) replaySuite();
  if (check || !replay) await checkSuite();
}
