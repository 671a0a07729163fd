import { parseArgs } from 'node:util';
import {
  type ClockView,
  classifyTimeControl,
  createClock,
  formatClockTime,
  makePgnTimeControl,
  makeTimeControl,
  readTimeControl,
  type TimeControl,
  type TimeControlInput,
  timeVerdict,
} from '@chesslaws/clock';
import { type Command, type Io, UsageError } from '../command.js';
import { CONTROL_FORMS, controlFailure } from '../controlArg.js';

const USAGE = `Usage: chesslaws clock "<control>" [--simulate "<press times>"] [--shorthand | --pgn]

Reads a time control and plays presses on a simulated clock, for checking a
control by hand. Prints both clocks after each press and any flag fall.

  <control>          the time control as posters write it (90+30: minutes + seconds
                     a move) or as a PGN tag (5400+30: seconds); forms below
  --simulate <list>  press instants in seconds since the start, comma-separated
                     (e.g. "5,10,20"); White presses first
  --shorthand        read <control> as shorthand (minutes), as a unit does (60m+0)
  --pgn              read <control> as a PGN TimeControl tag (seconds), as pgn: does

${CONTROL_FORMS}`;

/** The latest press instant, in seconds (some 317 years): every instant stays an exact number of ms. */
const MAX_PRESS = 10_000_000_000;

function parsePresses(list: string): number[] {
  const out: number[] = [];
  for (const [i, part] of list.split(',').entries()) {
    const text = part.trim();
    if (!/^\d{1,11}(\.\d{1,3})?$/.test(text) || Number(text) > MAX_PRESS) {
      throw new UsageError(
        `--simulate: '${text}' (item ${i + 1}) is not a time in seconds from 0 to ${MAX_PRESS}`,
      );
    }
    const ms = Math.round(Number(text) * 1000);
    if (out.length > 0 && ms < out[out.length - 1]!) {
      throw new UsageError(`--simulate: ${text} s comes before the press before it`);
    }
    out.push(ms);
  }
  return out;
}

const clocks = (view: ClockView): string =>
  `white ${formatClockTime(view.white.time).padStart(7)}   black ${formatClockTime(view.black.time).padStart(7)}`;

const seconds = (ms: number): string => `${ms / 1000} s`;

function describe(control: TimeControl, io: Io): void {
  const pgn = makePgnTimeControl(control);
  const category = classifyTimeControl(control) ?? 'untimed';
  io.out(
    `control: ${makeTimeControl(control)} (${category}${pgn === undefined ? '' : `, PGN ${pgn}`})`,
  );
}

function simulate(control: TimeControl, presses: readonly number[], io: Io): number {
  let now = 0;
  const clock = createClock(control, { now: () => now });
  if (!clock.ok) throw clock.error; // the control was validated already: a bug if this fails
  const c = clock.value;
  c.start();
  io.out(`${'start'.padEnd(19)}${clocks(c.view())}`);
  for (const [i, at] of presses.entries()) {
    now = at;
    const side = c.view().turn;
    const pressed = c.press();
    if (!pressed.ok) break; // frozen: the flag report below says why
    io.out(`${`${i + 1}. ${side}`.padEnd(8)} ${seconds(at).padStart(8)}  ${clocks(pressed.value)}`);
  }
  const view = c.view();
  for (const flag of view.flags) {
    io.out(`flag: ${flag.side} at ${seconds(flag.at)}${flag.final ? '' : ' (missed a control)'}`);
  }
  const verdict = timeVerdict(view);
  if (verdict?.kind === 'loss') {
    const ignored = presses.filter((t) => t >= view.flags[0]!.at).length;
    io.out(
      `${verdict.side} lost on time (${verdict.rule})${ignored > 0 ? `; ${ignored} later press(es) ignored` : ''}`,
    );
  } else if (view.flagFallAt !== undefined) {
    io.out(`next: ${view.turn}'s flag falls at ${seconds(view.flagFallAt)} without a press`);
  }
  return 0;
}

/**
 * `chesslaws clock "<control>" --simulate "5,10,20"`: reads a time control as people write it
 * (`90+30` in minutes, the PGN tag `5400+30` in seconds), prints what it is, and replays presses
 * at the given instants, printing both clocks and any flag fall. Exit 0 on success, 1 for an
 * unreadable control, 2 on a usage error or a control that is two real controls (`60+0`)
 * without a unit, `pgn:`, --shorthand or --pgn.
 */
export const clockCommand: Command = {
  name: 'clock',
  summary: 'Read a time control and simulate clock presses',
  usage: USAGE,
  run(args: string[], io: Io): number {
    const { values, positionals } = parseArgs({
      args,
      options: {
        simulate: { type: 'string' },
        pgn: { type: 'boolean' },
        shorthand: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length === 0) throw new UsageError('missing time control');
    if (positionals.length > 1)
      throw new UsageError('quote the time control: one argument expected');
    if (values.pgn && values.shorthand) throw new UsageError('--shorthand or --pgn, not both');
    const text = positionals[0]!;
    const input: TimeControlInput = values.pgn
      ? { pgn: text }
      : values.shorthand
        ? { shorthand: text }
        : text;
    const parsed = readTimeControl(input);
    if (!parsed.ok) {
      const { code } = parsed.error;
      if (code === 'ERR_TC_UNKNOWN') {
        io.out('control: unknown (PGN "?")');
        return 0;
      }
      const failure = controlFailure(
        parsed.error,
        (explicit, reading) =>
          `${explicit} (or add ${reading.notation === 'pgn' ? '--pgn' : '--shorthand'})`,
      );
      if (code === 'ERR_TC_AMBIGUOUS') throw new UsageError(failure, 'control');
      io.err(`chesslaws clock: ${failure}`);
      return 1;
    }
    const presses = values.simulate === undefined ? undefined : parsePresses(values.simulate);
    describe(parsed.value, io);
    return presses === undefined ? 0 : simulate(parsed.value, presses, io);
  },
};
