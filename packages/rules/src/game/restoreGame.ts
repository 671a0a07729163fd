// restoreGame: checks a saved log against the regulation, then replays it event by event.

import { err, ok, type Result } from '@chesslaws/board';
import { validateTimeControl } from '@chesslaws/clock';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { dataProblem, unknownField } from '../model/plainData.js';
import { migrateHeader } from '../regulation/migrateHeader.js';
import type { Regulation, RegulationHeader } from '../regulation/regulation.js';
import { createGame } from './createGame.js';
import type { LiveGame } from './liveGame.js';
import type { Game, GameLog, GameStart } from './types.js';

/** Options of {@link restoreGame}. */
export interface RestoreOptions {
  /** The time source for actions after the restore. */
  readonly now?: () => number;
}

/**
 * Rebuilds a game from its saved log under `regulation`, which must be the one the log's
 * header names, with the same options. A bad log (from a file, a browser's storage) is an
 * error result naming the event index and the reason; nothing is dropped silently.
 */
export function restoreGame(
  regulation: Regulation,
  log: unknown,
  options: RestoreOptions = {},
): Result<Game, RulesError> {
  const bad = (message: string, field: string) =>
    err(new RulesError('ERR_RULES_LOG', message, { field }));
  if (typeof log !== 'object' || log === null) return bad(say.log.notObject, '(log)');
  const data = log as Partial<GameLog>;
  if (data.format !== 'chesslaws-game') return bad(say.log.format(data.format), 'format');
  if (data.version !== 1) return bad(say.log.version(data.version), 'version');
  const topField = unknownField(data, LOG_FIELDS);
  if (topField !== undefined) return bad(say.log.unknownField(topField, LOG_FIELDS), topField);
  if (!Array.isArray(data.events)) return bad(say.log.events, 'events');
  const header = data.regulation;
  const mismatch = compareHeaders(regulation.header, header);
  if (mismatch)
    return err(new RulesError('ERR_RULES_LOG_REGULATION', mismatch, { field: 'regulation' }));
  const start = data.start;
  if (typeof start !== 'object' || start === null || typeof start.fen !== 'string')
    return bad(say.log.noStartFen, 'start');
  const startField = unknownField(start, START_FIELDS);
  if (startField !== undefined)
    return bad(say.log.unknownStartField(startField), `start.${startField}`);
  const gameStart: GameStart =
    start.chess960 !== undefined ? { chess960: start.chess960 } : { fen: start.fen };
  const control = data.control;
  if (control === undefined) return bad(say.log.noControl, 'control');
  if (control !== null) {
    const deep = dataProblem(control, 'control');
    if (deep) return bad(say.log.tooDeep(deep), deep.path);
    const problem = controlProblem(control);
    if (problem) return bad(say.log.control(problem), 'control');
  }
  const created = createGame(regulation, {
    start: gameStart,
    clock: control === null ? false : control,
    autoStart: false,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!created.ok)
    return err(
      new RulesError('ERR_RULES_LOG', created.error.message, {
        field: created.error.location?.field ?? 'start',
      }),
    );
  // A Chess960 start is saved as its number and its FEN (what toJSON writes): both must agree.
  if ('chess960' in gameStart) {
    const fen = created.value.toJSON().start.fen;
    if (fen !== start.fen) return bad(say.log.not960(start.fen, start.chess960, fen), 'start');
  }
  const game = created.value as unknown as LiveGame;
  const replayed = game.replay(data.events);
  if (!replayed.ok) return replayed;
  return ok(game);
}

/** The fields of a saved game, as `toJSON` writes them. */
const LOG_FIELDS: readonly string[] = [
  'format',
  'version',
  'regulation',
  'start',
  'control',
  'events',
] satisfies readonly (keyof GameLog)[];

/** The fields of a saved start: its FEN, and the Chess960 number when it is one. */
const START_FIELDS: readonly string[] = [
  'fen',
  'chess960',
] satisfies readonly (keyof GameLog['start'])[];

/**
 * What is wrong with a saved control, or `undefined` for a valid `TimeControl`: it is the data
 * `toJSON` wrote (`{ white, black }` stage lists), never text (`'3+2'`) nor `{ shorthand }`.
 */
function controlProblem(control: unknown): string | undefined {
  if (typeof control !== 'object' || control === null || Array.isArray(control))
    return say.log.controlNotData(control);
  const field = unknownField(control, ['white', 'black']);
  if (field !== undefined) return say.log.controlField(field);
  const valid = validateTimeControl(control);
  return valid.ok ? undefined : valid.error.message;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

// A regulation's options as stable text, written once: every restore compares a log with them.
const written = new WeakMap<RegulationHeader, readonly string[]>();

function stableOptions(header: RegulationHeader): readonly string[] {
  let options = written.get(header);
  if (!options) written.set(header, (options = header.plugins.map((p) => stable(p.options))));
  return options;
}

/**
 * True when `a` and `b` are the same JSON-like data: equal primitives, arrays of the same
 * length with equal items, objects with the same keys and equal values. Then `stable` writes
 * the same text for both (it is a function of that structure); `false` proves nothing (`NaN`
 * and `null` write alike), so the caller compares the texts then.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key)) continue;
    if (!Object.hasOwn(y, key) || !sameData(x[key], y[key])) return false;
    keys++;
  }
  for (const key in y) if (Object.hasOwn(y, key)) keys--;
  return keys === 0;
}

function compareHeaders(expected: RegulationHeader, actual: unknown): string | undefined {
  if (typeof actual !== 'object' || actual === null) return say.header.missing;
  // A header an earlier version wrote is compared as this version writes it.
  const got = migrateHeader(actual as Partial<RegulationHeader>);
  if (got.name !== expected.name) return say.log.otherRegulation(got.name, expected.name);
  if (!Array.isArray(got.plugins)) return say.header.noPlugins;
  // A corrupted log may list anything: each entry's name, or what stands in its place.
  const names = (list: readonly unknown[]) =>
    list.map((p) => String((p as { name?: unknown } | null)?.name)).join(', ');
  const theirs = got.plugins;
  // Compared name by name; the lists are written out only when they differ.
  const sameNames =
    theirs.length === expected.plugins.length &&
    expected.plugins.every(
      (p, i) => p.name === (theirs[i] as { name?: unknown } | undefined)?.name,
    );
  if (!sameNames) return say.log.otherPlugins(names(theirs), names(expected.plugins));
  for (let i = 0; i < expected.plugins.length; i++) {
    const plugin = expected.plugins[i]!;
    const theirs = got.plugins[i]?.options;
    // The same structure means the same stable text: only a difference writes the text.
    if (sameData(plugin.options, theirs)) continue;
    // Written out only once it is known to be data of a sane depth (a log may nest 5,000 levels).
    const deep = dataProblem(theirs, `regulation.plugins[${i}].options`);
    if (deep) return say.log.tooDeep(deep);
    const text = stable(theirs);
    if (stableOptions(expected)[i] !== text) return say.log.otherOptions(plugin.name, text);
  }
  return undefined;
}
