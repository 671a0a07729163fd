import { closeSync, openSync, readSync } from 'node:fs';
import type { Result } from '@chesslaws/board';
import {
  forEachGame,
  type LocaleId,
  type PgnError,
  type Game as PgnGame,
} from '@chesslaws/notation';
import { REGULATIONS, type Regulation, type RegulationName } from '@chesslaws/rules';
import { checkGame, type RulesFinding } from './checkGame.js';
import { pgnReason, VARIANTS } from './variants.js';

/**
 * A slice of a PGN file cut between games, to check under a preset (a worker's task): its
 * text, or where to read it in the file (bytes `start` to `end`, UTF-8), so that a batch
 * of a file crosses to a worker process as a few numbers.
 */
export type BatchTask = BatchSource & {
  /** The one-based line of the file where `text` starts. */
  readonly startLine: number;
  /** The preset to check against, by its CLI name. */
  readonly rules: RegulationName;
  /** The language of the move text, tried before English (`--from`). */
  readonly locale?: LocaleId;
};

/** Where a batch's text is: given, or a byte range of a file. */
export type BatchSource =
  | { readonly text: string }
  | { readonly file: string; readonly start: number; readonly end: number };

/** The findings of one game. */
export interface GameReport {
  /** The game's number in the batch, from 1. */
  readonly index: number;
  /** The line of the file where the game starts. */
  readonly line?: number;
  /** The `White` and `Black` tags, when given. */
  readonly white?: string;
  /** See `white`. */
  readonly black?: string;
  /** What is wrong with it (never empty). */
  readonly findings: readonly RulesFinding[];
}

/** What a batch held: how many games, and the reports of those with findings. */
export interface BatchResult {
  /** Games read in the batch. */
  readonly games: number;
  /** One report per game with findings, in order. */
  readonly reports: readonly GameReport[];
}

// A regulation is built once per worker and preset: its plugins are frozen data.
const regulations = new Map<RegulationName, Regulation>();

/** A preset's regulation, built once per thread. */
export function regulationFor(rules: RegulationName): Regulation {
  let regulation = regulations.get(rules);
  if (!regulation) regulations.set(rules, (regulation = REGULATIONS[rules]()));
  return regulation;
}

/**
 * The report of game number `index` as the reader gave it (a game, or why it could not be
 * read), or `undefined` when it is clean; `offset` is added to every line.
 */
export function reportGame(
  read: Result<PgnGame, PgnError>,
  index: number,
  regulation: Regulation,
  offset = 0,
  locale?: LocaleId,
): GameReport | undefined {
  let findings: RulesFinding[];
  let line: number | undefined;
  let names: { white?: string; black?: string } = {};
  if (read.ok) {
    const game = read.value;
    findings = checkGame(game, regulation, locale);
    // Most games are clean: their tags are not looked up.
    if (findings.length === 0) return undefined;
    line = game.location && game.location.line + offset;
    const white = game.headers.get('White');
    const black = game.headers.get('Black');
    names = { ...(white ? { white } : {}), ...(black ? { black } : {}) };
  } else {
    const { code, location } = read.error;
    line = location?.line === undefined ? undefined : location.line + offset;
    findings = [{ kind: 'unreadable', rule: code, message: pgnReason(read.error) }];
  }
  if (findings.length === 0) return undefined;
  return {
    index,
    ...(line === undefined ? {} : { line }),
    ...names,
    findings: findings.map((f) => (f.line === undefined ? f : { ...f, line: f.line + offset })),
  };
}

/** The file a worker read last, kept open for its next batch. */
let open: { readonly file: string; readonly fd: number } | undefined;

/** Bytes `start` to `end` of `file`, as UTF-8 text. */
function readRange(file: string, start: number, end: number): string {
  if (open?.file !== file) {
    if (open) closeSync(open.fd);
    open = undefined;
    open = { file, fd: openSync(file, 'r') };
  }
  const bytes = Buffer.allocUnsafe(end - start);
  for (let at = 0; at < bytes.length; ) {
    const read = readSync(open.fd, bytes, at, bytes.length - at, start + at);
    if (read === 0) throw new Error(`${file} changed while it was checked`);
    at += read;
  }
  return bytes.toString('utf8');
}

/** Reads and checks every game of a batch; lines in the reports are the file's. */
export function checkBatch(task: BatchTask): BatchResult {
  const text = 'text' in task ? task.text : readRange(task.file, task.start, task.end);
  // Only the last batch of a stream can be blank (the splitter cuts before a tag); a blank
  // rest holds no game.
  if (text.trim() === '') return { games: 0, reports: [] };
  const regulation = regulationFor(task.rules);
  const reports: GameReport[] = [];
  // Each game checked as it is read: a batch's game trees never all live at once.
  const games = forEachGame(
    text,
    (read, i) => {
      const report = reportGame(read, i + 1, regulation, task.startLine - 1, task.locale);
      if (report) reports.push(report);
    },
    { variants: VARIANTS },
  );
  return { games, reports };
}
