import { createReadStream, statSync } from 'node:fs';
import { type LocaleId, readGames } from '@chesslaws/notation';
import type { RegulationName } from '@chesslaws/rules';
import type { Io, ProgressBar } from '../command.js';
import {
  type BatchResult,
  type BatchSource,
  type BatchTask,
  checkBatch,
  type GameReport,
  regulationFor,
  reportGame,
} from './checkBatch.js';
import type { RulesFinding } from './checkGame.js';
import { type CheckPool, checkPool } from './pool.js';
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
  /** Worker threads; 1 checks in this thread. */
  readonly jobs: number;
  /** Characters (bytes of a file) per batch handed to a worker (default 128 KiB). */
  readonly batchSize?: number;
  /**
   * For tests: start the workers whatever the input's size, and hand every batch to one
   * (waiting for one to start or to have room) instead of checking any in this process.
   */
  readonly allToWorkers?: boolean;
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

/** Workers start for an input of this many batches or more per worker (2 MiB for the first). */
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

/** A batch of whole games: where its text is, and the line it starts on. */
interface Batch {
  readonly source: BatchSource;
  readonly startLine: number;
}

/** The batches of standard input, read whole: text, sent to a worker as such. */
function* textBatches(
  text: string,
  size: number,
): Generator<Batch & { readonly bytes?: undefined }> {
  const splitter = new GameSplitter(size);
  for (const { text: games, startLine } of [...splitter.push(text), ...splitter.end()])
    yield { source: { text: games }, startLine };
}

/** Latin-1 text read from UTF-8 bytes (see {@link fileBatches}), as the text they encode. */
const latin1ToUtf8 = (bytes: string): string => Buffer.from(bytes, 'latin1').toString('utf8');

/**
 * The batches of a file, read as bytes: the splitter scans them as Latin-1 text (one
 * character a byte, and UTF-8 never puts an ASCII byte inside a character, so its cuts fall
 * where they fall in the UTF-8 text), which makes each batch a byte range of the file, sent
 * to a worker as such. A batch checked here is decoded from the bytes read.
 */
async function* fileBatches(
  file: string,
  size: number,
  progress: ProgressBar | undefined,
): AsyncGenerator<Batch & { readonly bytes: string }> {
  const splitter = new GameSplitter(size);
  let read = 0;
  let at = 0;
  const ranged = function* (batches: TextBatch[]) {
    for (const { text, startLine } of batches) {
      yield { source: { file, start: at, end: at + text.length }, startLine, bytes: text };
      at += text.length;
    }
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    read += (chunk as Buffer).length;
    progress?.update(read);
    yield* ranged(splitter.push((chunk as Buffer).toString('latin1')));
  }
  yield* ranged(splitter.end());
}

const describe = (file: string, report: GameReport, game: number, f: RulesFinding): string => {
  const line = f.line ?? report.line;
  const names =
    report.white || report.black ? ` (${report.white ?? '?'} - ${report.black ?? '?'})` : '';
  return `${file}:${line === undefined ? '' : `${line}: `}game ${game}${names}: ${f.kind} (${f.rule}): ${f.message}`;
};

/**
 * `pgn check <file|-> --rules <preset>`: reads the file as a stream; with `jobs` > 1 cuts it
 * into batches of whole games that `jobs - 1` worker threads and this one check, and
 * reports the findings in file order. Resolves to the exit code: 0 clean, 1 findings, 2 unreadable file.
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
  // Standard input is read whole first (its size decides whether workers start).
  const stdin = file === '-' && options.jobs > 1 ? await io.readStdin() : undefined;
  // This process is one of the `jobs`: it reads, and checks a batch itself whenever no
  // worker has room (one process fewer to start and to warm up, and on two cores no third
  // process fighting the two for them). A worker takes a quarter of a second to start, in
  // which this process checks some 2 MiB: a smaller input is checked here alone.
  const length = stdin?.length ?? size ?? 0;
  const workers = Math.min(
    options.jobs - 1,
    options.allToWorkers ? options.jobs - 1 : Math.floor(length / (WORKER_FROM * batchSize)),
  );
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
      for await (const read of readGames(source, { variants: VARIANTS })) {
        const report = reportGame(read, ++index, regulation, 0, options.locale);
        if (report) reports.push(report);
        // Handed on in slices, so findings print while the file is read.
        if (reports.length >= 64) take({ games: 0, reports: reports.splice(0) });
      }
      take({ games: index, reports });
    } else {
      // Results in file order; a batch checked here is settled at once, a worker's when it answers.
      const inFlight: { readonly result: Promise<BatchResult>; settled: boolean }[] = [];
      const rules = { rules: options.rules, ...(options.locale ? { locale: options.locale } : {}) };
      const all =
        stdin === undefined
          ? fileBatches(file, batchSize, progress)
          : textBatches(stdin, batchSize);
      for await (const batch of all) {
        const task: BatchTask = { ...batch.source, startLine: batch.startLine, ...rules };
        let result = pool.run(task);
        // The batches of one read chunk come without a turn of the event loop, where the
        // workers' answers (and word that one has started) land: one turn first, or this
        // process would check most of them.
        if (!result) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          result = pool.run(task);
        }
        while (!result && options.allToWorkers) {
          await new Promise<void>((resolve) => setTimeout(resolve, 1));
          result = pool.run(task);
        }
        if (!result) {
          // No worker has room (or none has started yet): this process checks this one.
          const text = batch.bytes === undefined ? undefined : latin1ToUtf8(batch.bytes);
          const here = text === undefined ? task : { ...task, text };
          inFlight.push({ result: Promise.resolve(checkBatch(here)), settled: true });
        } else {
          const entry = { result, settled: false };
          // A failure is thrown where the entry is awaited, below; here it only settles.
          const settle = () => {
            entry.settled = true;
          };
          result.then(settle, settle);
          inFlight.push(entry);
        }
        // The answers in, printed in file order; never waited for while there is work to do
        // here (a worker still starting would hold this process idle), unless far behind.
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
