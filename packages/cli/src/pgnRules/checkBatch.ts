import type { Result } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import { forEachGame, type LocaleId, type PgnError, type PgnGame } from '@chesslaws/notation';
import { REGULATIONS, type Regulation, type RegulationName } from '@chesslaws/rules';
import { checkGame, type RulesFinding } from './checkGame.js';
import { pgnReason, skippedLines, VARIANTS } from './variants.js';

/** A slice of a PGN file cut between games, to check under a preset (a worker's task). */
export interface BatchTask {
  /** Whole games, as read. */
  readonly text: string;
  /** The one-based line of the file where `text` starts. */
  readonly startLine: number;
  /** The preset to check against, by its CLI name. */
  readonly rules: RegulationName;
  /** The language of the move text, tried before English (`--from`). */
  readonly locale?: LocaleId;
}

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
  /** Lines its error made the reader skip (a `{` never closed), when any. */
  readonly skippedLines?: number;
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
  let skipped = 0;
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
    findings = [{ kind: 'unreadable', rule: code, message: pgnReason(read.error, offset) }];
    skipped = skippedLines(read.error);
  }
  if (findings.length === 0) return undefined;
  return {
    index,
    ...(line === undefined ? {} : { line }),
    ...names,
    findings: findings.map((f) => (f.line === undefined ? f : { ...f, line: f.line + offset })),
    ...(skipped > 0 ? { skippedLines: skipped } : {}),
  };
}

/**
 * Reads and checks every game of a batch; lines in the reports are the file's. `variants`: the
 * ones a Variant tag may name (default the built-in ones; a variant file's in this thread).
 */
export function checkBatch(task: BatchTask, variants: readonly Variant[] = VARIANTS): BatchResult {
  const regulation = regulationFor(task.rules);
  const reports: GameReport[] = [];
  // Each game checked as it is read: a batch's game trees never all live at once.
  const games = forEachGame(
    task.text,
    (read, i) => {
      const report = reportGame(read, i + 1, regulation, task.startLine - 1, task.locale);
      if (report) reports.push(report);
    },
    { variants },
  );
  return { games, reports };
}
