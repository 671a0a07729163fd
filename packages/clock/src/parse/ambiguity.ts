/**
 * The refusal of a bare time-control string that means two different real controls: both
 * readings, each in words and as a string that can only mean it, so every interface can tell
 * its user what to type (the API `{ shorthand }` / `{ pgn }`, a command line `60m+0` / `pgn:60+0`).
 * @module
 */
import type { Stage, TimeControl } from '../control/types.js';
import { HOUR, MINUTE, SECOND } from '../duration.js';
import { ClockError } from '../errors.js';

/** The prefix that makes a bare string a PGN `TimeControl` tag: `'pgn:60+0'` is 1 minute. */
export const PGN_PREFIX = 'pgn:';

/** One way an ambiguous time-control string reads. */
export interface TimeControlReading {
  /** `'shorthand'`: minutes, as posters write it; `'pgn'`: seconds, a PGN `TimeControl` tag. */
  readonly notation: 'shorthand' | 'pgn';
  /** The control this reading gives. */
  readonly control: TimeControl;
  /** The control in words: `'1 h'`, `'3 min + 2 s a move'`, `'40 moves in 90 min'`. */
  readonly words: string;
  /**
   * A bare string that reads this way only, for a command line or a config file: the text with
   * a unit on its first time for shorthand (`'60m+0'`), with `pgn:` in front for PGN (`'pgn:60+0'`).
   */
  readonly explicit: string;
}

/**
 * `ERR_TC_AMBIGUOUS`: a bare string such as `'60+0'` that reads as two different controls,
 * 1 hour as shorthand (minutes) and 1 minute as a PGN tag (seconds), both of them controls
 * people play (or neither). `readings` has both, shorthand first, so a user interface can say
 * in its own words what to type.
 */
export class AmbiguousTimeControlError extends ClockError {
  /** Always `'ERR_TC_AMBIGUOUS'`. */
  declare readonly code: 'ERR_TC_AMBIGUOUS';
  /** The string, trimmed, as it was given. */
  readonly text: string;
  /** The shorthand reading, then the PGN reading. */
  readonly readings: readonly [TimeControlReading, TimeControlReading];

  /** Refuses `input` (whose trimmed text starts at `location.offset`) with its two readings. */
  constructor(input: string, shorthand: TimeControl, pgn: TimeControl) {
    const text = input.trim();
    const readings = [
      {
        notation: 'shorthand',
        control: shorthand,
        words: spell(shorthand),
        explicit: withUnit(text),
      },
      { notation: 'pgn', control: pgn, words: spell(pgn), explicit: `${PGN_PREFIX}${text}` },
    ] as const;
    const [minutes, seconds] = readings;
    const quoted = JSON.stringify(text).slice(1, -1);
    super(
      'ERR_TC_AMBIGUOUS',
      `'${quoted}' reads two ways: as shorthand (minutes) ${minutes.words}; ` +
        `as a PGN TimeControl tag (seconds) ${seconds.words}; ` +
        `say which: { shorthand: '${quoted}' } or '${minutes.explicit}' for ${minutes.words}, ` +
        `{ pgn: '${quoted}' } or '${seconds.explicit}' for ${seconds.words}`,
      { offset: input.length - input.trimStart().length },
    );
    this.text = text;
    this.readings = readings;
  }
}

/**
 * The words a control is said in, for {@link spellTimeControl}: an interface passes its own
 * language's (the demo's Russian), the default is English.
 */
export interface ControlWords {
  /** Between a number and its unit (`' '`; a no-break space keeps them on one line). */
  readonly space: string;
  /** The units: hours, minutes, seconds, milliseconds. */
  readonly h: string;
  readonly min: string;
  readonly s: string;
  readonly ms: string;
  /** `40 moves in 90 min`. */
  movesIn(moves: number, time: string): string;
  /** `3 min + 2 s a move`. */
  perMove(base: string, bonus: string): string;
  /** `hourglass 3 min`. */
  hourglass(time: string): string;
  /** A clock that only counts up. */
  readonly upcount: string;
  /** Between stages: `, then `. */
  readonly andThen: string;
}

/** The English {@link ControlWords}. */
export const ENGLISH_CONTROL_WORDS: ControlWords = {
  space: ' ',
  h: 'h',
  min: 'min',
  s: 's',
  ms: 'ms',
  movesIn: (moves, time) => `${moves} moves in ${time}`,
  perMove: (base, bonus) => `${base} + ${bonus} a move`,
  hourglass: (time) => `hourglass ${time}`,
  upcount: 'upcount',
  andThen: ', then ',
};

/** `ms` as a person says it: `'1 h'`, `'90 min'`, `'1 min 30 s'`, `'45 s'`. */
function spellDuration(ms: number, w: ControlWords): string {
  const unit = (n: number, u: string) => `${n}${w.space}${u}`;
  if (ms >= HOUR && ms % HOUR === 0) return unit(ms / HOUR, w.h);
  if (ms >= MINUTE && ms % MINUTE === 0) return unit(ms / MINUTE, w.min);
  if (ms > MINUTE && ms % SECOND === 0)
    return `${unit(Math.floor(ms / MINUTE), w.min)} ${unit((ms % MINUTE) / SECOND, w.s)}`;
  if (ms % SECOND === 0) return unit(ms / SECOND, w.s);
  return unit(ms, w.ms);
}

// What a string of both notations can say is a period (moves, increment), hourglass or upcount;
// any other stage is named by its kind.
function spellStage(stage: Stage, w: ControlWords): string {
  if (stage.kind === 'upcount') return w.upcount;
  if (stage.kind === 'hourglass') return w.hourglass(spellDuration(stage.time, w));
  if (stage.kind !== 'period') return stage.kind;
  const time = spellDuration(stage.time, w);
  const base = stage.moves === undefined ? time : w.movesIn(stage.moves, time);
  return stage.bonus?.time ? w.perMove(base, spellDuration(stage.bonus.time, w)) : base;
}

/**
 * White's stages of `control` in words (`'90 min + 30 s a move'`, `'40 moves in 90 min, then
 * 30 min'`), in English or in the `words` given: what an interface shows for a reading.
 */
export const spellTimeControl = (
  control: TimeControl,
  words: ControlWords = ENGLISH_CONTROL_WORDS,
): string => control.white.map((stage) => spellStage(stage, words)).join(words.andThen);

const spell = (control: TimeControl): string => spellTimeControl(control);

/**
 * The shorthand text with the unit `m` on its first number, which is the time in every string
 * both notations read (`60+0`, `*60`, `90/40+30`): `60m+0` is no PGN tag, so it reads one way.
 */
export const withUnit = (text: string): string => text.replace(/^(\*?\d+)/, '$1m');
