import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { unwrap } from '@chesslaws/board';
import { formatClockTime, readTimeControl, type TimeControl } from '@chesslaws/clock';
import { Position } from '@chesslaws/moves';
import { buildGame, makePgn } from '@chesslaws/notation';
import {
  formatMessage,
  type GameStart,
  REGULATIONS,
  type RegulationClaim,
  regulationClaims,
  toGameRecord,
} from '@chesslaws/rules';
import { type Command, type Io, UsageError } from '../command.js';
import { CONTROL_FORMS, controlFailure } from '../controlArg.js';
import { cannotRead } from '../fileArg.js';
import { wholeNumberArg } from '../numberArg.js';
import { type ClockTimes, type PlayReport, playScript } from '../play/runScript.js';
import { readScript, type ScriptStep } from '../play/script.js';
import { fenWhere } from '../positionArg.js';
import { isPresetName, PRESET_NAMES } from '../presets.js';
import { VARIANT_HELP, VARIANT_OPTIONS, variantFromFlags } from '../variantArg.js';

const HELP_INDENT = ' '.repeat(22);
const HELP_WIDTH = 80;

/** `text` in lines of at most {@link HELP_WIDTH} characters (where words allow), indented as the flags' help is. */
function helpLines(text: string): string {
  const lines: string[] = [];
  let line = '';
  // A JSON object (`{ "arbiter": "decide" }`) stays whole on one line.
  for (const word of text.match(/\{[^}]*\}|\S+/g) ?? []) {
    if (line !== '' && HELP_INDENT.length + line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(HELP_INDENT + line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(HELP_INDENT + line);
  return lines.join('\n');
}

/**
 * The claim kinds a script may make, as the presets' plugins declare them (`regulationClaims`):
 * those of every preset, then what a preset adds (legacy: its S-10.2 claim). Nothing
 * here names a plugin's claim: a preset that gains or loses one changes this help.
 */
export function claimsHelp(): string {
  const presets = PRESET_NAMES.map((name) => ({
    name,
    claims: regulationClaims(REGULATIONS[name]()),
  }));
  const label = (c: RegulationClaim) => `${c.kind} (${c.rule})`;
  const shared = (presets[0]?.claims ?? []).filter((c) =>
    presets.every((p) => p.claims.some((d) => d.kind === c.kind)),
  );
  const own = presets.flatMap(({ name, claims }) => {
    const extra = claims.filter((c) => !shared.some((d) => d.kind === c.kind));
    return extra.length > 0 ? [`${name} also ${extra.map(label).join(', ')}`] : [];
  });
  return helpLines(
    [`claims: illegal-move, ${shared.map(label).join(', ')} in every preset`, ...own].join('; ') +
      '; a claim the rules leave to the arbiter waits for' +
      ' { "arbiter": "decide", "upheld": true } (or false)',
  );
}

const usage =
  (): string => `Usage: chesslaws play --rules <preset> --script <file.json|-> [--control "<tc>"]
                      [--fen "<FEN>" | --chess960 <n>] [--variant <name>] [--variant-file <module>]
                      [--json | --pgn]

Plays a script of steps (moves, illegal moves, claims, offers, flags, arbiter
actions) against a regulation on a simulated clock, and prints what the rules
made of each step and how the game ended. Exit 0 when the script was played
(refused steps included), 1 for an invalid FEN, 2 for a script or flag that
cannot be read.

  --rules <preset>    ${PRESET_NAMES.join(', ')}
  --script <file|->   a JSON array of steps, or - for standard input, e.g.
                      [{ "move": "e4", "think": 5 }, { "offer": "draw", "by": "black" },
                       { "accept": "draw", "by": "white" }]
${HELP_INDENT}steps: move, illegal, pressWithoutMove, touch, claim, offer,
${HELP_INDENT}accept, decline, resign, flag, takeback, arbiter (adjust,
${HELP_INDENT}declare, decide)
${claimsHelp()}
  --control "<tc>"    the time control instead of the preset's, as posters write it
                      (90+30: minutes + seconds a move) or as a PGN tag (5400+30:
                      seconds); forms below
  --fen "<FEN>"       start from this position
  --chess960 <n>      start from Chess960 position n (0..959)
${VARIANT_HELP.replace('  --variant   ', '  --variant <name>    ').replace('  --variant-file  ', '  --variant-file <module>\n                      ')}
                      (the preset's rules in that variant; --fen is read in it;
                      drops are written N@f3, e.g. { "move": "N@f3" })
  --json              print one JSON object: result, termination, byRule, fen,
                      initialClocks, clocks, steps, events
  --pgn               print the game as PGN

${CONTROL_FORMS}`;

let usageText: string | undefined;

/**
 * The control `--control` names, read as people write it (`90+30` in minutes, `5400+30` as a
 * PGN tag); one that is two real controls (`60+0`) is refused with what to type for each.
 */
function control(text: string): TimeControl {
  const read = readTimeControl(text);
  if (read.ok) return read.value;
  const failure = controlFailure(read.error, (explicit) => `--control ${explicit}`);
  throw new UsageError(`--control: ${failure}`, 'control');
}

function start(fen: string | undefined, chess960: string | undefined): GameStart | undefined {
  if (fen !== undefined && chess960 !== undefined)
    throw new UsageError('--fen or --chess960, not both');
  if (fen !== undefined) return { fen };
  if (chess960 === undefined) return undefined;
  return { chess960: wholeNumberArg(chess960, '--chess960', 0, 959) };
}

const clocks = (c: ClockTimes): string =>
  c === null
    ? ''
    : `white ${formatClockTime(c.white).padStart(7)}   black ${formatClockTime(c.black).padStart(7)}`;

/** A step as people read it: `move e4 (5 s)`, `offer draw by black`, `flag white`. */
function describeStep(step: ScriptStep): string {
  if ('move' in step)
    return `move ${step.move}${step.think === undefined ? '' : ` (${step.think} s)`}`;
  if ('illegal' in step) return `illegal ${step.illegal}`;
  if ('pressWithoutMove' in step) return `press without move by ${step.pressWithoutMove}`;
  if ('touch' in step) return `touch ${step.touch}${step.by ? ` by ${step.by}` : ''}`;
  if ('claim' in step)
    return `claim ${step.claim} by ${step.by}${step.intended ? ` with ${step.intended}` : ''}`;
  if ('offer' in step) return `offer draw by ${step.by}`;
  if ('accept' in step) return `accept draw by ${step.by}`;
  if ('decline' in step) return `decline draw by ${step.by}`;
  if ('resign' in step) return `resign ${step.resign}`;
  if ('flag' in step) return `flag ${step.flag}`;
  if ('takeback' in step) return `takeback${step.by ? ` by ${step.by}` : ''}`;
  if (step.arbiter === 'adjust')
    return `arbiter adjusts ${step.side} by ${step.seconds > 0 ? '+' : ''}${step.seconds} s`;
  if (step.arbiter === 'decide') return `arbiter ${step.upheld ? 'upholds' : 'rejects'} the claim`;
  return `arbiter declares ${step.result}`;
}

function printText(
  steps: readonly ScriptStep[],
  report: PlayReport,
  reason: string | undefined,
  io: Io,
): void {
  const labels = steps.map((s, i) => `${i + 1}. ${describeStep(s)}`);
  const width = Math.min(40, Math.max(0, ...labels.map((l) => l.length)));
  if (report.initialClocks)
    io.out(`${'start'.padEnd(width)}  ${'ok'.padEnd(2)}  ${clocks(report.initialClocks)}`);
  for (const [i, step] of report.steps.entries()) {
    const line = `${labels[i]!.padEnd(width)}  ${step.ok ? 'ok' : '--'}  ${clocks(step.clocks)}`;
    io.out(line.trimEnd());
    if (step.error) io.out(`   refused: ${step.error.code}: ${step.error.message}`);
  }
  io.out(`fen: ${report.fen}`);
  io.out(
    report.result === null
      ? 'result: * (the game goes on)'
      : `result: ${report.result} (${report.termination}, ${report.byRule})${reason ? `: ${reason}` : ''}`,
  );
}

async function readSource(file: string, io: Io): Promise<string> {
  if (file === '-') return io.readStdin();
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const reason = cannotRead(file, error);
    if (reason === undefined) throw error;
    throw new UsageError(`--script: ${reason}`, 'script');
  }
}

/**
 * `chesslaws play --rules <preset> --script <file|->`: plays a script of steps against a
 * regulation on a simulated clock and prints each step's fate and the outcome, as text,
 * JSON (`--json`) or PGN (`--pgn`).
 */
export const playCommand: Command = {
  name: 'play',
  summary: 'Play a script of moves, claims and flags against a regulation',
  // Built on first use: the claim list asks every preset.
  get usage(): string {
    usageText ??= usage();
    return usageText;
  },
  async run(args: string[], io: Io): Promise<number> {
    const { values } = parseArgs({
      args,
      options: {
        rules: { type: 'string' },
        control: { type: 'string' },
        fen: { type: 'string' },
        chess960: { type: 'string' },
        ...VARIANT_OPTIONS,
        script: { type: 'string' },
        json: { type: 'boolean' },
        pgn: { type: 'boolean' },
      },
      allowPositionals: false,
      strict: true,
    });
    if (values.rules === undefined) throw new UsageError('missing --rules <preset>', 'rules');
    if (!isPresetName(values.rules))
      throw new UsageError(
        `--rules: unknown preset '${values.rules}' (known: ${PRESET_NAMES.join(', ')})`,
        'rules',
      );
    if (values.script === undefined) throw new UsageError('missing --script <file|->', 'script');
    if (values.json && values.pgn) throw new UsageError('--json or --pgn, not both');
    const options = {
      ...(values.control === undefined ? {} : { clock: control(values.control) }),
      ...(() => {
        const s = start(values.fen, values.chess960);
        return s === undefined ? {} : { start: s };
      })(),
    };
    const variant = await variantFromFlags(values);
    if (variant && !variant.chess960 && values.chess960 !== undefined)
      throw new UsageError(
        `--chess960 starts a Chess960 game, not ${variant.name}: give --fen for a start position`,
        'chess960',
      );
    const regulation = REGULATIONS[values.rules](variant ? { variant } : {});
    // The claims the regulation takes: an illegal move's, and those its plugins declare.
    const claimKinds = ['illegal-move', ...regulationClaims(regulation).map((c) => c.kind)];
    const steps = readScript(await readSource(values.script, io), claimKinds);
    if (!steps.ok) {
      io.err(`chesslaws play: ${steps.error.message}`);
      return 2;
    }
    const played = playScript(regulation, options, steps.value);
    if (!played.ok) {
      const { code, message, location } = played.error;
      // A bad --fen: where in it, as `fen check` says (the rules keep only the offset).
      let where = '';
      if (location?.field === 'start.fen' && values.fen !== undefined) {
        const reread = Position.fromFen(values.fen, variant?.standard === false ? { variant } : {});
        if (!reread.ok) where = fenWhere(reread.error);
      }
      io.err(`chesslaws play: ${code}: ${message}${where}`);
      return location?.field === 'start.fen' ? 1 : 2;
    }
    const { game, report } = played.value;
    if (values.json) io.out(JSON.stringify(report, null, 2));
    else if (values.pgn)
      io.out(
        makePgn(
          unwrap(
            buildGame(toGameRecord(game, { Event: `chesslaws play --rules ${values.rules}` })),
          ),
        ).trimEnd(),
      );
    else {
      const reason = game.state.outcome?.reason;
      const words = reason && formatMessage(reason, { plugins: regulation.plugins });
      printText(steps.value, report, words, io);
    }
    return 0;
  },
};
