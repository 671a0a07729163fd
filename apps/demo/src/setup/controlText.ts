/**
 * The time control typed in the new-game form, read as people write it (clock's
 * `readTimeControl`, as the rules read it when the game starts): `90+30` in minutes, `5400+30`
 * as a PGN tag in seconds. A text that is two real controls (`60+0`: 1 h or 1 min) is refused
 * in the interface's language, saying what to type in the field for each.
 * @module
 */
import {
  AmbiguousTimeControlError,
  readTimeControl,
  type Stage,
  type TimeControl,
  type TimeControlReading,
} from '@chesslaws/clock';
import type { Strings } from '../i18n/strings.js';

/** A problem in what was typed: the message and, where known, the character it starts at. */
export interface FieldError {
  /** What is wrong. */
  readonly message: string;
  /** Zero-based character offset in the text. */
  readonly offset?: number | undefined;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SECOND = 1_000;

type Words = Strings['controlWords'];

// A number and its unit stay on one line: `15\u00a0s`.
const NBSP = '\u00a0';

/** `ms` as a person says it: `1 h`, `90 min`, `1 min 30 s`, `45 s` (with no-break spaces). */
function duration(ms: number, w: Words): string {
  if (ms >= HOUR && ms % HOUR === 0) return `${ms / HOUR}${NBSP}${w.h}`;
  if (ms >= MINUTE && ms % MINUTE === 0) return `${ms / MINUTE}${NBSP}${w.min}`;
  if (ms > MINUTE && ms % SECOND === 0)
    return `${Math.floor(ms / MINUTE)}${NBSP}${w.min} ${(ms % MINUTE) / SECOND}${NBSP}${w.s}`;
  return `${ms / SECOND}${NBSP}${w.s}`;
}

// What a text both notations read can say: periods (moves, increment), hourglass, upcount.
function stage(s: Stage, w: Words): string | undefined {
  if (s.kind === 'upcount') return w.upcount;
  if (s.kind === 'hourglass') return w.hourglass(duration(s.time, w));
  if (s.kind !== 'period') return undefined;
  const time = duration(s.time, w);
  const base = s.moves === undefined ? time : w.movesIn(s.moves, time);
  return s.bonus?.time ? w.perMove(base, duration(s.bonus.time, w)) : base;
}

/** A reading of a two-faced control in the interface's words (the clock's English otherwise). */
function words(reading: TimeControlReading, w: Words): string {
  const stages = reading.control.white.map((s) => stage(s, w));
  return stages.every((s) => s !== undefined) ? stages.join(w.andThen) : reading.words;
}

/**
 * The control typed in the form, or the error to show under the field: the clock's located
 * syntax error, or for a text that reads two ways both readings and what to type for each
 * (`60m+0`, `pgn:60+0`), in the language of `t`.
 */
export function readControlField(
  text: string,
  t: Pick<Strings, 'controlWords' | 'controlAmbiguous'>,
): { readonly control: TimeControl } | { readonly error: FieldError } {
  const read = readTimeControl(text);
  if (read.ok) return { control: read.value };
  const e = read.error;
  if (!(e instanceof AmbiguousTimeControlError))
    return { error: { message: e.message, offset: e.location?.offset } };
  const [minutes, seconds] = e.readings.map((r) => ({
    words: words(r, t.controlWords),
    type: r.explicit,
  })) as [{ words: string; type: string }, { words: string; type: string }];
  return { error: { message: t.controlAmbiguous(e.text, minutes, seconds) } };
}
