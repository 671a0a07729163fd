import { createReadStream, statSync } from 'node:fs';
import type { Variant } from '@chesslaws/moves';
import { type LocaleId, readGames } from '@chesslaws/notation';
import type { RegulationName } from '@chesslaws/rules';
import type { Io, ProgressBar } from '../command.js';
import {
  type BatchResult,
  checkBatch,
  type GameReport,
  regulationFor,
  reportGame,
} from './checkBatch.js';
import type { RulesFinding } from './checkGame.js';
import { type CheckPool, checkPool, QUEUED_PER_WORKER } from './pool.js';
import { GameSplitter, type TextBatch } from './splitGames.js';
import { VARIANTS } from './variants.js';

/** Options of {@link checkFile}. */
export interface CheckFileOptions {
  /** The preset to check against. */
  readonly rules: RegulationName;
  /** The language of the move text, tried before English (`--from`). */
  readonly locale?: LocaleId;
  /** Print one JSON object instead of lines. */
  readonly json: boolean;
  /** Threads checking games, this one included; 1 checks in this thread alone. */
  readonly jobs: number;
  /** Characters per batch handed to a worker (default 128 KiB). */
  readonly batchSize?: number;
  /**
   * For tests: start the workers whatever the input's size, and hand them every batch
   * instead of checking any in this thread.
   */
  readonly allToWorkers?: boolean;
  /**
   * The variants a Variant tag may name, with a `--variant-file`'s: then every game is checked
   * in this thread (workers load only the built-in ones). Default: the built-in ones.
   */
  readonly variants?: readonly Variant[];
}

/** One finding as `--json` lists it: the game it is in, then the finding. */
export interface FileFinding extends RulesFinding {
  /** The game's number in the file, from 1. */
  readonly game: number;
  /** The `White` tag, when given. */
  readonly white?: string;
  /** The `Black` tag, when given. */
  readonly black?: string;
}

/** What `pgn check --rules --json` prints. */
export interface RulesCheckReport {
  /** The file checked (`-` for standard input). */
  readonly file: string;
  /** The preset. */
  readonly rules: RegulationName;
  /** Games read. */
  readonly games: number;
  /** Games without findings. */
  readonly clean: number;
  /** Games with at least one finding. */
  readonly withFindings: number;
  /** Every finding, in file order. */
  readonly findings: readonly FileFinding[];
}

/**
 * Workers start for an input of this many batches or more per worker (2 MiB for the first at
 * 128 KiB a batch): a worker takes a tenth of a second or more to start and to warm up, in
 * which this thread checks some 2 MiB itself.
 */
const WORKER_FROM = 16;

/** Batches read ahead of the oldest unanswered one at most (some 64 MiB of games at 128 KiB each). */
const MAX_BEHIND = 512;

/** The file's bytes, counted on the progress bar as they are read. */
async function* counted(
  file: string,
  progress: ProgressBar | undefined,
): AsyncGenerator<Uint8Array> {
  let read = 0;
  for await (const chunk of createReadStream(file)) {
    read += (chunk as Buffer).length;
    progress?.update(read);
    yield chunk as Buffer;
  }
}

async function* batches(
  file: string,
  stdin: string | undefined,
  size: number,
  progress: ProgressBar | undefined,
): AsyncGenerator<TextBatch> {
  const splitter = new GameSplitter(size);
  if (stdin !== undefined) {
    yield* splitter.push(stdin);
  } else {
    let read = 0;
    for await (const chunk of createReadStream(file, {
      encoding: 'utf8',
      highWaterMark: 1 << 20,
    })) {
      read += (chunk as string).length;
      progress?.update(read);
      yield* splitter.push(chunk as string);
    }
  }
  yield* splitter.end();
}

const describe = (file: string, report: GameReport, game: number, f: RulesFinding): string => {
  const line = f.line ?? report.line;
  const names =
    report.white || report.black ? ` (${report.white ?? '?'} - ${report.black ?? '?'})` : '';
  return `${file}:${line === undefined ? '' : `${line}: `}game ${game}${names}: ${f.kind} (${f.rule}): ${f.message}`;
};

/**
 * `pgn check <file|-> --rules <preset>`: reads the file as a stream; with `jobs` > 1 and an
 * input over 2 MiB cuts it into batches of whole games that up to `jobs - 1` worker threads
 * (one per 2 MiB) and this one check, and reports the findings in file order. Resolves to the exit code: 0 clean, 1 findings, 2 unreadable file.
 */
export async function checkFile(file: string, options: CheckFileOptions, io: Io): Promise<number> {
  let size: number | undefined;
  if (file !== '-') {
    try {
      size = statSync(file).size;
    } catch (error) {
      io.err(`chesslaws pgn: cannot read ${file}: ${(error as { code?: string }).code ?? error}`);
      return 2;
    }
  }
  const progress = size !== undefined && size > 1 << 20 ? io.progress?.(size) : undefined;
  const batchSize = options.batchSize ?? 128 * 1024;
  // Standard input is read whole first: its length decides whether workers start.
  const stdin = file === '-' && options.jobs > 1 ? await io.readStdin() : undefined;
  // This thread is one of the `jobs`: it reads, and checks a batch itself whenever every
  // worker has enough queued (one thread fewer to start and to warm up, and on two cores no
  // third thread fighting the two for them). A small input is checked here alone, sooner
  // than a worker would have started.
  const length = stdin?.length ?? size ?? 0;
  const workers = options.variants
    ? 0 // a variant file's variants live in this thread only
    : options.allToWorkers
      ? options.jobs - 1
      : Math.min(options.jobs - 1, Math.floor(length / (WORKER_FROM * batchSize)));
  const pool: CheckPool | undefined = workers > 0 ? checkPool(workers) : undefined;
  const findings: FileFinding[] = [];
  let games = 0;
  let withFindings = 0;
  const take = (result: BatchResult): void => {
    for (const report of result.reports) {
      const game = games + report.index;
      withFindings++;
      for (const f of report.findings) {
        if (options.json)
          findings.push({
            game,
            ...(report.white ? { white: report.white } : {}),
            ...(report.black ? { black: report.black } : {}),
            ...f,
            ...((f.line ?? report.line) ? { line: (f.line ?? report.line)! } : {}),
          });
        else io.out(describe(file, report, game, f));
      }
    }
    games += result.games;
  };
  try {
    if (!pool) {
      // One thread: the reader streams games straight in, as plain `pgn check` does.
      const regulation = regulationFor(options.rules);
      let index = 0;
      const reports: GameReport[] = [];
      const source = file === '-' ? (stdin ?? (await io.readStdin())) : counted(file, progress);
      for await (const read of readGames(source, { variants: options.variants ?? VARIANTS })) {
        const report = reportGame(read, ++index, regulation, 0, options.locale);
        if (report) reports.push(report);
        // Handed on in slices, so findings print while the file is read.
        if (reports.length >= 64) take({ games: 0, reports: reports.splice(0) });
      }
      take({ games: index, reports });
    } else {
      // Results in file order; a batch checked here is settled at once, a worker's when it answers.
      const inFlight: { readonly result: Promise<BatchResult>; settled: boolean }[] = [];
      let queued = 0;
      const full = () => !options.allToWorkers && queued >= QUEUED_PER_WORKER * workers;
      for await (const batch of batches(file, stdin, batchSize, progress)) {
        const task = {
          ...batch,
          rules: options.rules,
          ...(options.locale ? { locale: options.locale } : {}),
        };
        // The batches of one read chunk come without a turn of the event loop, where the
        // workers' answers land: one turn first, or this thread would check most of them.
        if (full()) await new Promise<void>((resolve) => setImmediate(resolve));
        if (full()) {
          // Every worker has its fill waiting: this thread checks this one itself.
          inFlight.push({ result: Promise.resolve(checkBatch(task)), settled: true });
        } else {
          queued++;
          const entry = { result: pool.run(task).finally(() => queued--), settled: false };
          // A failure is thrown where the entry is awaited, below; here it only settles.
          const settle = () => {
            entry.settled = true;
          };
          entry.result.then(settle, settle);
          inFlight.push(entry);
        }
        // The answers in, printed in file order; never waited for while there is work to do
        // here (a worker still starting would hold this thread idle), unless far behind.
        while (inFlight[0]?.settled) take(await inFlight.shift()!.result);
        while (inFlight.length > MAX_BEHIND) take(await inFlight.shift()!.result);
      }
      for (const { result } of inFlight) take(await result);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      io.err(`chesslaws pgn: cannot read ${file}: ${code}`);
      return 2;
    }
    throw error;
  } finally {
    progress?.stop();
    await pool?.close();
  }
  const clean = games - withFindings;
  if (options.json) {
    const report: RulesCheckReport = {
      file,
      rules: options.rules,
      games,
      clean,
      withFindings,
      findings,
    };
    io.out(JSON.stringify(report, null, 2));
  } else
    io.out(
      `${games} game${games === 1 ? '' : 's'} under ${options.rules}, ${clean} clean, ${withFindings} with findings`,
    );
  return withFindings === 0 ? 0 : 1;
}
