import { createReadStream, statSync } from 'node:fs';
import type { Variant } from '@chesslaws/moves';
import { type LocaleId, type PgnEncoding, readGames, textChunks } from '@chesslaws/notation';
import type { RegulationName } from '@chesslaws/rules';
import type { Io, ProgressBar } from '../command.js';
import { cannotRead } from '../fileArg.js';
import { decoding, stdinContent } from '../pgnInput.js';
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
  /** The encoding of the input (`--encoding`); default: by its byte order mark, else UTF-8 with a Windows-1252 fallback. */
  readonly encoding?: PgnEncoding;
  /** Characters per batch handed to a worker (default 128 KiB). */
  readonly batchSize?: number;
  /**
   * For tests: start the workers whatever the input's size, and hand them every batch
   * instead of checking any in this thread.
   */
  readonly allToWorkers?: boolean;
  /**
   * For tests: cut the input into batches as for workers, and check every batch in this
   * thread (no worker starts): the `--jobs` path without its threads.
   */
  readonly batchesHere?: boolean;
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
  /** Lines skipped after errors (a `{` never closed: up to the next game's tags). */
  readonly skippedLines: number;
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

/** The file's bytes, counted on the progress bar as they are read (in chunks of `chunk` bytes). */
async function* counted(
  file: string,
  progress: ProgressBar | undefined,
  highWaterMark?: number,
): AsyncGenerator<Uint8Array> {
  let read = 0;
  for await (const chunk of createReadStream(file, highWaterMark ? { highWaterMark } : {})) {
    read += (chunk as Buffer).length;
    progress?.update(read);
    yield chunk as Buffer;
  }
}

/**
 * Batches of whole games: the input decoded as the one-thread reader decodes it (the same
 * bytes, the same `textChunks`), then cut where the reader starts a game (see `GameSplitter`).
 */
async function* batches(
  source: AsyncIterable<Uint8Array> | Uint8Array | string,
  decode: ReturnType<typeof decoding>,
  size: number,
): AsyncGenerator<TextBatch> {
  const splitter = new GameSplitter(size);
  for await (const text of textChunks(source, decode)) yield* splitter.push(text);
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
      const reason = cannotRead(file, error);
      if (reason === undefined) throw error;
      io.err(`chesslaws pgn: ${reason}`);
      return 2;
    }
  }
  const progress = size !== undefined && size > 1 << 20 ? io.progress?.(size) : undefined;
  const batchSize = options.batchSize ?? 128 * 1024;
  const decode = decoding(file, options.encoding, io);
  // Standard input is read whole first: its length decides whether workers start.
  const stdin = file === '-' ? await stdinContent(io) : undefined;
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
  const pool: CheckPool | undefined =
    workers > 0 && !options.batchesHere ? checkPool(workers) : undefined;
  const findings: FileFinding[] = [];
  let games = 0;
  let withFindings = 0;
  let skipped = 0;
  const take = (result: BatchResult): void => {
    for (const report of result.reports) {
      const game = games + report.index;
      withFindings++;
      skipped += report.skippedLines ?? 0;
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
    if (!pool && !options.batchesHere) {
      // One thread: the reader streams games straight in, as plain `pgn check` does.
      const regulation = regulationFor(options.rules);
      let index = 0;
      const reports: GameReport[] = [];
      const source = stdin ?? counted(file, progress);
      const variants = options.variants ?? VARIANTS;
      for await (const read of readGames(source, { variants, ...decode })) {
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
      const source = stdin ?? counted(file, progress, 1 << 20);
      for await (const batch of batches(source, decode, batchSize)) {
        const task = {
          ...batch,
          rules: options.rules,
          ...(options.locale ? { locale: options.locale } : {}),
        };
        // The batches of one read chunk come without a turn of the event loop, where the
        // workers' answers land: one turn first, or this thread would check most of them.
        if (pool && full()) await new Promise<void>((resolve) => setImmediate(resolve));
        if (!pool || full()) {
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
    const reason = cannotRead(file, error);
    if (reason === undefined) throw error;
    io.err(`chesslaws pgn: ${reason}`);
    return 2;
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
      skippedLines: skipped,
      findings,
    };
    io.out(JSON.stringify(report, null, 2));
  } else
    io.out(
      `${games} game${games === 1 ? '' : 's'} under ${options.rules}, ${clean} clean, ${withFindings} with findings` +
        (skipped === 0 ? '' : `; ${skipped} line${skipped === 1 ? '' : 's'} skipped`),
    );
  return withFindings === 0 ? 0 : 1;
}
