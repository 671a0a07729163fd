import type { TimeControl } from '../control/types.js';
import { validateTimeControl } from '../control/validate.js';
import { ClockError } from '../errors.js';
import { err, type Result } from '../result.js';
import { AmbiguousTimeControlError, PGN_PREFIX } from './ambiguity.js';
import { parsePgnTimeControlFrom } from './pgn.js';
import { isPlausiblePoster, isPlausibleTag } from './plausible.js';
import { sameStages } from './same.js';
import { parseTimeControl } from './shorthand.js';

/**
 * A time control as `createClock`, `clockState` and `clockTimeline` take it: data, a string
 * in a notation named outright (`{ shorthand: '3+2' }`, `{ pgn: '180+2' }`), or a bare string,
 * which {@link readTimeControl} reads the way people write controls (`'90+30'` in minutes,
 * `'5400+30'` in seconds, `'pgn:60+0'` as a tag).
 */
export type TimeControlInput =
  | TimeControl
  | string
  | { readonly shorthand: string }
  | { readonly pgn: string };

const leadOf = (text: string, from = 0): number => {
  const rest = text.slice(from);
  return from + rest.length - rest.trimStart().length;
};

function readPgn(text: string, from: number): Result<TimeControl, ClockError> {
  const pgn = parsePgnTimeControlFrom(text, from);
  if (!pgn.ok || pgn.value !== undefined) return pgn as Result<TimeControl, ClockError>;
  return err(
    new ClockError('ERR_TC_UNKNOWN', `the PGN tag '?' says the time control is unknown`, {
      offset: leadOf(text, from),
    }),
  );
}

const same = (a: TimeControl, b: TimeControl): boolean =>
  sameStages(a.white, b.white) && sameStages(a.black, b.black);

/** Where the text after a leading `pgn:` (any case, spaces before it) starts; 0 without one. */
function pgnPrefixLength(text: string): number {
  const lead = leadOf(text);
  const head = text.slice(lead, lead + PGN_PREFIX.length).toLowerCase();
  return head === PGN_PREFIX ? lead + PGN_PREFIX.length : 0;
}

/**
 * Reads a time control given as data (validated), as `{ shorthand }` or `{ pgn }` text, or as a
 * bare string, the way people write controls:
 *
 * | bare string | reads as |
 * |---|---|
 * | `'3+2'`, `'15+10'`, `'25+10'`, `'90+30'`, `'1+0'` | shorthand: minutes + seconds a move |
 * | `'180+2'`, `'900+10'`, `'5400+30'`, `'300'`, `'*60'` | a PGN tag: seconds |
 * | `'90/40+30, 30+30'`, `'5+2@61 vs 4+2@61'`, `'90m'` | shorthand: only shorthand has that form |
 * | `'40/7200:3600'`, `'?'` | a PGN tag: only PGN has that form (`?` gives `ERR_TC_UNKNOWN`) |
 * | `'pgn:60+0'` | a PGN tag: the prefix says so |
 * | `'60+0'`, `'30'`, `'15+0'` | refused: 1 h or 1 min, 30 min or 30 s |
 *
 * A string both notations accept is read the way that gives a control people play: a PGN tag's
 * times are on a site's menu (15, 30, 45 or 90 s, or whole minutes) and a poster's period is at
 * most 3 h, and the increments of both add up, over 60 moves, to between 1/25 of the base and
 * 6 times it (so `90+30` is not 1½ min + 30 s, nor `180+2` 3 h + 2 s). When both readings are
 * such controls, or neither is, the string is refused with an {@link AmbiguousTimeControlError}
 * (`ERR_TC_AMBIGUOUS`) that gives both readings and what to write for each.
 */
export function readTimeControl(input: TimeControlInput): Result<TimeControl, ClockError> {
  if (typeof input === 'object' && input !== null) {
    const named = input as { shorthand?: unknown; pgn?: unknown };
    const keys = Object.keys(input);
    if (keys.length === 1 && typeof named.shorthand === 'string')
      return parseTimeControl(named.shorthand);
    if (keys.length === 1 && typeof named.pgn === 'string') return readPgn(named.pgn, 0);
    return validateTimeControl(input);
  }
  if (typeof input !== 'string') return validateTimeControl(input);
  const prefix = pgnPrefixLength(input);
  if (prefix > 0) return readPgn(input, prefix);
  const shorthand = parseTimeControl(input);
  const pgn = readPgn(input, 0);
  if (shorthand.ok && pgn.ok) {
    if (same(shorthand.value, pgn.value)) return shorthand;
    const tag = isPlausibleTag(pgn.value);
    const poster = isPlausiblePoster(shorthand.value);
    if (poster && !tag) return shorthand;
    if (tag && !poster) return pgn;
    return err(new AmbiguousTimeControlError(input, shorthand.value, pgn.value));
  }
  if (shorthand.ok) return shorthand;
  if (pgn.ok) return pgn;
  // `1:30+30` is a clock's face, not a PGN tag (whose `:` joins periods): say how to write it.
  // (Said for a short text only: the advice repeats it.)
  const face = input.length <= 40 ? /^\s*(\d+):(\d\d)(?!\d)/.exec(input) : null;
  if (face) {
    const [written, a, b] = face as unknown as [string, string, string];
    const text = input.trim();
    const as = (unit: string) => input.replace(written, unit).trim();
    return err(
      new ClockError(
        'ERR_TC_SYNTAX',
        `'${text}' is a clock's face, which neither a poster nor a PGN tag writes: type ${as(`${a}h${b}`)} for ${a} h ${b} min, or ${as(`${a}m${b}s`)} for ${a} min ${b} s`,
        { offset: leadOf(input) },
      ),
    );
  }
  // Only PGN uses ':' and '?', so its error says more about such a string.
  return /[:?]/.test(input) ? pgn : shorthand;
}
