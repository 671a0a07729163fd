import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { Variant } from '@chesslaws/moves';
import {
  isLocaleId,
  isSanStyle,
  LOCALE_IDS,
  type LocaleId,
  type MakePgnOptions,
  makePgn,
  type PgnEncoding,
  type PgnError,
  type PgnGame,
  readGames,
  replayGame,
  SAN_STYLES,
} from '@chesslaws/notation';
import { allVariants } from '@chesslaws/variants';
import { type Command, type Io, UsageError } from '../command.js';
import { cannotRead } from '../fileArg.js';
import { wholeNumberArg } from '../numberArg.js';
import { decoding, ENCODING_HELP, encodingFromFlag, pgnBytes } from '../pgnInput.js';
import { checkFile } from '../pgnRules/checkFile.js';
import { pgnReason, skippedLines } from '../pgnRules/variants.js';
import { isPresetName, PRESET_NAMES } from '../presets.js';
import { loadVariantFile, VARIANT_FILE_HELP } from '../variantFile.js';

/** The most threads `--jobs` starts: more than the cores only share them, and each costs memory. */
const MAX_JOBS = 64;

// Standard chess, Chess960, the lichess and the fairy variants: a Variant tag may name any of them.
const VARIANTS = allVariants();
// This run's: with a --variant-file's variants first (set by each run).
let readable: readonly Variant[] = VARIANTS;

const USAGE = `Usage: chesslaws pgn check <file|-> [--encoding <name>] [--variant-file <module>]
       chesslaws pgn check <file|-> --rules <preset> [--json] [--jobs <n>] [--encoding <name>]
                                    [--variant-file <module>]
       chesslaws pgn convert <file|-> --to <notation> [--from <locale>] [--encoding <name>]
                                      [--variant-file <module>]

check    reads every game, replays every move (variations too) and reports each
         bad game with its line:column, then the number of games. A { never closed
         ends its game where the next game's tags begin (a blank line, then a tag);
         the lines it skipped are counted. Exit 0 when all games are good, 1
         otherwise. A game's Variant tag picks its rules, as lichess exports write
         it: Standard, Chess960, Crazyhouse, Antichess, Atomic, Horde, King of the
         Hill, Racing Kings, Three-check, and as pychess writes them: Knightmate,
         Extinction, Almost, Amazon, Shatranj, Makruk (convert reads them too).
convert  writes the games in PGN export format with the moves in another notation.
         A game that cannot be read is reported and skipped; a line that cannot be
         replayed is written as read and reported. Exit 0, or 1 after any report.

  <file|->   a PGN file, or - for standard input; read as a stream
  --to       a style: ${SAN_STYLES.join(', ')};
             or a language for SAN letters: ${LOCALE_IDS.join(', ')}
  --locale   with a style in --to, the language of its letters (e.g. --to fide --locale ru)
  --from     the language of the input's letters, tried first (default: detected)
  --rules    check each game under a regulation (${PRESET_NAMES.join(', ')}):
             illegal moves, a result the board contradicts, play after an automatic
             ending (fivefold, 75 moves, dead position), draw claims not made, and a
             win on time (Termination "time forfeit") the regulation's flag rule
             rules otherwise (L-6.9: a draw when the winner cannot mate).
             Exit 0 clean, 1 findings, 2 unreadable input
  --json     with --rules: one JSON object (games, clean, withFindings, findings)
  --jobs     with --rules: threads checking games, this one included, 1 to ${MAX_JOBS} (1: this
             one alone; an input under 2 MiB is checked by this one alone) (default: the
             number of cores)
${ENCODING_HELP}
${VARIANT_FILE_HELP.replace('--variant then names one of them', 'a Variant tag may name them')}`;

/** The `--rules` options, checked: the preset and the thread count. */
function rulesOptions(values: { rules?: string; json?: boolean; jobs?: string }) {
  const { rules, jobs } = values;
  if (rules === undefined) {
    if (values.json || jobs !== undefined)
      throw new UsageError('--json and --jobs go with --rules');
    return undefined;
  }
  if (!isPresetName(rules))
    throw new UsageError(
      `--rules: unknown preset '${rules}' (known: ${PRESET_NAMES.join(', ')})`,
      'rules',
    );
  return {
    rules,
    json: values.json === true,
    jobs:
      jobs === undefined
        ? Math.min(availableParallelism(), MAX_JOBS)
        : wholeNumberArg(jobs, '--jobs', 1, MAX_JOBS),
  };
}

const where = (error: PgnError): string =>
  error.location?.line === undefined ? '' : `${error.location.line}:${error.location.column}: `;

/** Reports one bad game on stderr: its number, where, the code and the reason. */
function report(io: Io, file: string, index: number, error: PgnError): void {
  io.err(`${file}:${where(error)}game ${index}: ${error.code}: ${pgnReason(error)}`);
}

/** What a file held besides its games: the lines skipped after errors, when any. */
const skippedNote = (lines: number): string =>
  lines === 0 ? '' : `; ${lines} line${lines === 1 ? '' : 's'} skipped (see the errors above)`;

function locale(value: string | undefined, flag: string): LocaleId | undefined {
  if (value === undefined) return undefined;
  if (!isLocaleId(value))
    throw new UsageError(`${flag}: unknown language '${value}' (known: ${LOCALE_IDS.join(', ')})`);
  return value;
}

function writeOptions(
  to: string | undefined,
  letters: LocaleId | undefined,
  from: LocaleId | undefined,
): MakePgnOptions {
  if (to === undefined) throw new UsageError('convert needs --to <notation>');
  const options: MakePgnOptions = from === undefined ? {} : { inputLocale: from };
  if (isSanStyle(to))
    return letters === undefined
      ? { ...options, style: to }
      : { ...options, style: to, locale: letters };
  if (isLocaleId(to)) return { ...options, style: 'san', locale: to };
  throw new UsageError(
    `--to: unknown notation '${to}' (known: ${[...SAN_STYLES, ...LOCALE_IDS].join(', ')})`,
  );
}

async function eachGame(
  file: string,
  encoding: PgnEncoding | undefined,
  io: Io,
  onGame: (game: PgnGame, index: number) => void,
  onError: (error: PgnError, index: number) => void,
): Promise<number> {
  let index = 0;
  const options = { variants: readable, ...decoding(file, encoding, io) };
  for await (const game of readGames(await pgnBytes(file, io), options)) {
    index++;
    if (game.ok) onGame(game.value, index);
    else onError(game.error, index);
  }
  return index;
}

async function check(
  file: string,
  from: LocaleId | undefined,
  encoding: PgnEncoding | undefined,
  io: Io,
): Promise<number> {
  let bad = 0;
  let skipped = 0;
  const fail = (error: PgnError, index: number): void => {
    bad++;
    skipped += skippedLines(error);
    report(io, file, index, error);
  };
  const games = await eachGame(
    file,
    encoding,
    io,
    (game, index) => {
      const replay = replayGame(game, undefined, from === undefined ? {} : { locale: from });
      if (!replay.ok) fail(replay.error, index);
    },
    fail,
  );
  io.out(
    `${games} game${games === 1 ? '' : 's'}, ${games - bad} ok, ${bad} with errors${skippedNote(skipped)}`,
  );
  return bad === 0 ? 0 : 1;
}

async function convert(
  file: string,
  options: MakePgnOptions,
  encoding: PgnEncoding | undefined,
  io: Io,
): Promise<number> {
  let bad = 0;
  let first = true;
  await eachGame(
    file,
    encoding,
    io,
    (game, index) => {
      const replay = replayGame(
        game,
        undefined,
        options.inputLocale === undefined ? {} : { locale: options.inputLocale },
      );
      if (!replay.ok) {
        bad++;
        report(io, file, index, replay.error);
      }
      if (!first) io.out('');
      first = false;
      io.out(makePgn(game, options).trimEnd());
    },
    (error, index) => {
      bad++;
      report(io, file, index, error);
    },
  );
  return bad === 0 ? 0 : 1;
}

/** `chesslaws pgn check|convert`: validate PGN files, or rewrite them in another notation. */
export const pgnCommand: Command = {
  name: 'pgn',
  summary: 'Check PGN files, or convert their moves to another notation',
  usage: USAGE,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseArgs({
      args,
      options: {
        to: { type: 'string' },
        from: { type: 'string' },
        locale: { type: 'string' },
        rules: { type: 'string' },
        json: { type: 'boolean' },
        jobs: { type: 'string' },
        encoding: { type: 'string' },
        'variant-file': { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const variantFile = values['variant-file'];
    const own = variantFile === undefined ? [] : await loadVariantFile(variantFile);
    readable = [...own, ...VARIANTS];
    const [action, file, ...extra] = positionals;
    if (action !== 'check' && action !== 'convert')
      throw new UsageError(`expected check or convert, got '${action ?? ''}'`);
    if (file === undefined) throw new UsageError('missing <file|->');
    if (extra.length > 0) throw new UsageError(`one file at a time (got ${extra.length + 1})`);
    const from = locale(values.from, '--from');
    const encoding = encodingFromFlag(values.encoding);
    const rules = rulesOptions(values);
    if (rules) {
      if (action !== 'check') throw new UsageError('--rules goes with check');
      const options = {
        ...rules,
        ...(own.length > 0 ? { variants: readable } : {}),
        ...(from === undefined ? {} : { locale: from }),
        ...(encoding === undefined ? {} : { encoding }),
      };
      return checkFile(file, options, io);
    }
    try {
      if (action === 'check') return await check(file, from, encoding, io);
      return await convert(
        file,
        writeOptions(values.to, locale(values.locale, '--locale'), from),
        encoding,
        io,
      );
    } catch (error) {
      const reason = cannotRead(file, error);
      if (reason === undefined) throw error;
      io.err(`chesslaws pgn: ${reason}`);
      return 1;
    }
  },
};
