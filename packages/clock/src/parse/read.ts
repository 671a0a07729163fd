import type { Stage, TimeControl } from '../control/types.js';
import { validateTimeControl } from '../control/validate.js';
import { HOUR, MINUTE, SECOND } from '../duration.js';
import { ClockError } from '../errors.js';
import { err, type Result } from '../result.js';
import { parsePgnTimeControl } from './pgn.js';
import { sameStages } from './same.js';
import { parseTimeControl } from './shorthand.js';

/**
 * A time control as `createClock`, `clockState` and `clockTimeline` take it: data, a string
 * in a notation named outright (`{ shorthand: '3+2' }`, `{ pgn: '180+2' }`), or a bare string,
 * which {@link readTimeControl} takes only when it cannot mean two different controls.
 */
export type TimeControlInput =
  | TimeControl
  | string
  | { readonly shorthand: string }
  | { readonly pgn: string };

/**
 * The least starting time a bare string is taken to mean as a PGN `TimeControl` tag: one minute.
 * A bare string whose PGN reading starts with less (`'3+2'` would be 3 s + 2 s, `'15+10'` 15 s)
 * is read as shorthand, the way people type controls; tags that short (UltraBullet `15+0`,
 * hyperbullet `30+0`) must be passed as `{ pgn }`. From a minute up (`'60'`, `'180+2'`) both
 * readings are real controls, so the string is refused as ambiguous.
 */
export const PGN_MIN_START = MINUTE;

function spellDuration(ms: number): string {
  if (ms >= HOUR && ms % HOUR === 0) return `${ms / HOUR} h`;
  if (ms >= MINUTE && ms % MINUTE === 0) return `${ms / MINUTE} min`;
  if (ms % SECOND === 0) return `${ms / SECOND} s`;
  return `${ms} ms`;
}

// Only what both notations can say (periods with moves and increments, hourglass, upcount).
function spellStage(stage: Stage): string {
  if (stage.kind === 'hourglass') return `hourglass ${spellDuration(stage.time)}`;
  if (stage.kind !== 'period') return stage.kind;
  const time = spellDuration(stage.time);
  const base = stage.moves === undefined ? time : `${stage.moves} moves in ${time}`;
  return stage.bonus === undefined ? base : `${base} + ${spellDuration(stage.bonus.time)} a move`;
}

const spell = (control: TimeControl): string => control.white.map(spellStage).join(', then ');

const startOf = (control: TimeControl): number => {
  const first = control.white[0]!;
  return first.kind === 'upcount' ? Number.POSITIVE_INFINITY : first.time;
};

function ambiguous(text: string, shorthand: TimeControl, pgn: TimeControl): ClockError {
  const quoted = JSON.stringify(text.trim()).slice(1, -1);
  return new ClockError(
    'ERR_TC_AMBIGUOUS',
    `'${quoted}' reads two ways: as shorthand (minutes) ${spell(shorthand)}; ` +
      `as a PGN TimeControl tag (seconds) ${spell(pgn)}; ` +
      `name the notation: { shorthand: '${quoted}' } or { pgn: '${quoted}' }`,
    { offset: text.length - text.trimStart().length },
  );
}

function readPgn(text: string): Result<TimeControl, ClockError> {
  const pgn = parsePgnTimeControl(text);
  if (!pgn.ok || pgn.value !== undefined) return pgn as Result<TimeControl, ClockError>;
  return err(
    new ClockError('ERR_TC_UNKNOWN', `the PGN tag '?' says the time control is unknown`, {
      offset: text.length - text.trimStart().length,
    }),
  );
}

/**
 * Reads a time control given as data (validated), as `{ shorthand }` or `{ pgn }` text, or as a
 * bare string. A bare string is read in whichever notation accepts it: shorthand
 * (`'90/40+30, 30+30'`, minutes) or a PGN `TimeControl` tag (`'40/5400+30:1800+30'`, seconds).
 * When both accept it with different meanings (`'180+2'`: 3 h or 3 min) it is refused with
 * `ERR_TC_AMBIGUOUS`, whose message gives both readings, unless the PGN reading starts with
 * less than {@link PGN_MIN_START} (`'3+2'` is 3 min + 2 s). The tag `?` gives `ERR_TC_UNKNOWN`.
 */
export function readTimeControl(input: TimeControlInput): Result<TimeControl, ClockError> {
  if (typeof input === 'object' && input !== null) {
    const named = input as { shorthand?: unknown; pgn?: unknown };
    const keys = Object.keys(input);
    if (keys.length === 1 && typeof named.shorthand === 'string')
      return parseTimeControl(named.shorthand);
    if (keys.length === 1 && typeof named.pgn === 'string') return readPgn(named.pgn);
    return validateTimeControl(input);
  }
  if (typeof input !== 'string') return validateTimeControl(input);
  const shorthand = parseTimeControl(input);
  const pgn = readPgn(input);
  if (shorthand.ok && pgn.ok) {
    const same =
      sameStages(shorthand.value.white, pgn.value.white) &&
      sameStages(shorthand.value.black, pgn.value.black);
    if (same || startOf(pgn.value) < PGN_MIN_START) return shorthand;
    return err(ambiguous(input, shorthand.value, pgn.value));
  }
  if (shorthand.ok) return shorthand;
  if (pgn.ok) return pgn;
  // Only PGN uses ':' and '?', so its error says more about such a string.
  return /[:?]/.test(input) ? pgn : shorthand;
}
