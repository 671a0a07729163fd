import type { Bonus, PeriodStage, Stage, TimeControl } from '../control/types.js';
import { validateTimeControl } from '../control/validate.js';
import { HOUR, MINUTE, SECOND } from '../duration.js';
import type { ClockError } from '../errors.js';
import { err, type Result } from '../result.js';
import { Cursor, SyntaxFailure, token } from './cursor.js';

const UNITS: Record<string, number> = {
  h: HOUR,
  hr: HOUR,
  hrs: HOUR,
  hour: HOUR,
  hours: HOUR,
  m: MINUTE,
  min: MINUTE,
  mins: MINUTE,
  minute: MINUTE,
  minutes: MINUTE,
  s: SECOND,
  sec: SECOND,
  secs: SECOND,
  second: SECOND,
  seconds: SECOND,
  ms: 1,
};

/** The marks posters put right after a number: `90'` minutes, `30"` (or `30''`) seconds. */
const MARKS: readonly (readonly [string, number])[] = [
  ["''", SECOND],
  ['"', SECOND],
  ['″', SECOND],
  ["'", MINUTE],
  ['′', MINUTE],
];

/** After a unit, the unit a bare number that follows it is in: `1h30` is 1 h 30 min, `1m30` 1 min 30 s. */
const NEXT_UNIT: ReadonlyMap<number, number> = new Map([
  [HOUR, MINUTE],
  [MINUTE, SECOND],
]);

interface Amount {
  readonly value: number;
  readonly hasUnit: boolean;
  readonly unit: number;
  readonly start: number;
  readonly text: string;
}

/** The unit written after a number (a mark, or a word, spaces allowed before it), consumed; or undefined. */
function unitAfter(cursor: Cursor): number | undefined {
  for (const [mark, unit] of MARKS)
    if (cursor.text.startsWith(mark, cursor.pos)) {
      cursor.pos += mark.length;
      return unit;
    }
  const save = cursor.pos;
  cursor.skipSpaces();
  const word = cursor.peekWord();
  const unit = UNITS[word];
  if (unit === undefined) {
    cursor.pos = save;
    return undefined;
  }
  cursor.pos += word.length;
  return unit;
}

/**
 * A number with an optional unit; `defaultUnit` applies when the unit is left out. A unit may
 * be followed by a smaller amount: `1h30`, `1h 30min`, `1m30s` (then the amount is in ms).
 */
function amount(cursor: Cursor, what: string): Amount {
  cursor.skipSpaces();
  const n = cursor.number(true);
  if (n === undefined) throw cursor.fail(`expected ${what}, found ${cursor.found()}`);
  let unit = unitAfter(cursor);
  if (unit === undefined)
    return { value: Number(n.text), hasUnit: false, unit: 0, start: n.start, text: n.text };
  let ms = Number(n.text) * unit;
  for (let next = NEXT_UNIT.get(unit); next !== undefined; next = NEXT_UNIT.get(unit)) {
    const save = cursor.pos;
    cursor.skipSpaces();
    const more = cursor.number(true);
    if (more === undefined) {
      cursor.pos = save;
      break;
    }
    unit = unitAfter(cursor) ?? next;
    // Smaller units only, as a clock is read: `1h30m`, not `30m1h`.
    if (unit > next)
      throw cursor.fail(
        `'${token(more.text)}' after a larger unit must be in a smaller one`,
        more.start,
      );
    ms += Number(more.text) * unit;
  }
  return {
    value: ms,
    hasUnit: true,
    unit: 1,
    start: n.start,
    text: cursor.text.slice(n.start, cursor.pos),
  };
}

function toMs(a: Amount, defaultUnit: number, cursor: Cursor): number {
  const ms = a.value * (a.hasUnit ? a.unit : defaultUnit);
  const rounded = Math.round(ms);
  if (Math.abs(ms - rounded) > 1e-6)
    throw cursor.fail(`'${token(a.text)}' is not a whole number of milliseconds`, a.start);
  if (!Number.isSafeInteger(rounded)) throw cursor.fail(`'${token(a.text)}' is too large`, a.start);
  return rounded;
}

function count(a: Amount, cursor: Cursor, what: string): number {
  if (a.hasUnit || !Number.isSafeInteger(a.value) || a.value <= 0 || a.text.includes('.')) {
    throw cursor.fail(`${what} must be a positive whole number`, a.start);
  }
  return a.value;
}

/** `90`, `90/40`, `40/90m`: time (default minutes) and an optional move count. */
function timeAndMoves(cursor: Cursor): { time: number; moves?: number } {
  const first = amount(cursor, 'a time');
  cursor.skipSpaces();
  if (!cursor.eat('/')) return { time: toMs(first, MINUTE, cursor) };
  cursor.skipSpaces();
  const second = amount(cursor, "a move count after '/'");
  // `90/40` is time/moves as people write it; a unit on the right side flips it (`40/90m`).
  if (second.hasUnit && !first.hasUnit) {
    return { time: toMs(second, MINUTE, cursor), moves: count(first, cursor, 'the move count') };
  }
  return { time: toMs(first, MINUTE, cursor), moves: count(second, cursor, 'the move count') };
}

type Extra = { kind: 'bonus'; bonus: Bonus } | { kind: 'overtime'; stage: Stage };

/** After a period: `+2`, `+2@61`, `d5`, `b5`, or overtime `+5x30s` / `+5/25`. */
function extra(cursor: Cursor): Extra | undefined {
  cursor.skipSpaces();
  const c = cursor.peek();
  if (c === 'd' || c === 'b') {
    if (cursor.peekWord() !== c) return undefined;
    cursor.pos++;
    const time = toMs(amount(cursor, c === 'd' ? 'a delay' : 'a Bronstein delay'), SECOND, cursor);
    return { kind: 'bonus', bonus: { kind: c === 'd' ? 'us-delay' : 'bronstein', time } };
  }
  if (c !== '+') return undefined;
  cursor.pos++;
  const first = amount(cursor, "a number after '+'");
  cursor.skipSpaces();
  if (cursor.eat('x') || cursor.eat('×')) {
    const periods = count(first, cursor, 'the number of byo-yomi periods');
    return {
      kind: 'overtime',
      stage: {
        kind: 'byo-yomi',
        periods,
        time: toMs(amount(cursor, 'a byo-yomi period'), SECOND, cursor),
      },
    };
  }
  if (cursor.eat('/')) {
    const moves = count(amount(cursor, 'moves per Canadian block'), cursor, 'moves per block');
    return {
      kind: 'overtime',
      stage: { kind: 'canadian', moves, time: toMs(first, MINUTE, cursor) },
    };
  }
  const time = toMs(first, SECOND, cursor);
  if (cursor.eat('@')) {
    const from = count(
      amount(cursor, "a move number after '@'"),
      cursor,
      'the first move with increment',
    );
    return {
      kind: 'bonus',
      bonus: from > 1 ? { kind: 'fischer', time, fromMove: from } : { kind: 'fischer', time },
    };
  }
  return { kind: 'bonus', bonus: { kind: 'fischer', time } };
}

function period(cursor: Cursor, stages: Stage[]): boolean {
  const { time, moves } = timeAndMoves(cursor);
  const stage: { -readonly [K in keyof PeriodStage]: PeriodStage[K] } = { kind: 'period', time };
  if (moves !== undefined) stage.moves = moves;
  stages.push(stage);
  for (;;) {
    const start = cursor.pos;
    const more = extra(cursor);
    if (more === undefined) return false;
    if (more.kind === 'overtime') {
      stages.push(more.stage);
      return true;
    }
    if (stage.bonus !== undefined) throw cursor.fail('a period has one increment or delay', start);
    if (more.bonus.time > 0) stage.bonus = more.bonus;
  }
}

function isWord(cursor: Cursor, word: string): boolean {
  cursor.skipSpaces();
  if (cursor.peekWord() !== word) return false;
  cursor.pos += word.length;
  return true;
}

function side(cursor: Cursor): Stage[] {
  cursor.skipSpaces();
  if (isWord(cursor, 'upcount') || cursor.eat('-')) return [{ kind: 'upcount' }];
  if (cursor.eat('*'))
    return [{ kind: 'hourglass', time: toMs(amount(cursor, 'hourglass time'), MINUTE, cursor) }];
  const save = cursor.pos;
  const first = amount(cursor, 'a time');
  cursor.skipSpaces();
  if (cursor.eat('/') && isWord(cursor, 'move'))
    return [{ kind: 'per-move', time: toMs(first, MINUTE, cursor) }];
  cursor.pos = save;
  const stages: Stage[] = [];
  for (;;) {
    const overtime = period(cursor, stages);
    cursor.skipSpaces();
    if (overtime) return stages;
    if (!(cursor.eat(',') || cursor.eat(';') || isWord(cursor, 'then'))) return stages;
  }
}

/**
 * Parses a time control as people type it. Times default to minutes, increments and delays
 * to seconds; units override: `h` (`hr`, `hour`...), `m` (`min`, `minutes`...), `s` (`sec`,
 * `seconds`...), `ms`, or a poster's marks `90'` and `30"` (`30''`); a unit may be followed by a
 * smaller amount (`1h30+30`, `1m30s+2`).
 *
 * | text | meaning |
 * |---|---|
 * | `3+2`, `15+10`, `1.5+0` | base + Fischer increment from move 1 |
 * | `90' + 30"`, `90 min + 30 sec`, `1h30+30` | the same control as `90+30`, as posters write it |
 * | `90/40+30, 30+30` | 90 min for 40 moves, then 30 min, +30 s per move throughout (also `40/90m`) |
 * | `120/40, 60/20, 15+30` | three periods; `,` `;` or `then` separate periods |
 * | `5+2@61 vs 4+2@61` | handicap (White vs Black), increment from move 61 (Armageddon) |
 * | `90 d5`, `90 b5` | US (simple) delay, Bronstein delay |
 * | `60+5x30s`, `60+5/25` | byo-yomi (5 periods of 30 s), Canadian (25 moves per 5 min) |
 * | `30s/move`, `*3`, `upcount` or `-` | time per move, hourglass, upcount |
 *
 * A bad string gives `ERR_TC_SYNTAX` with `location.offset`; a well-formed but impossible
 * control gives the `ERR_CLOCK_...` error of {@link validateTimeControl}.
 */
export function parseTimeControl(text: string): Result<TimeControl, ClockError> {
  const cursor = new Cursor(text);
  let control: TimeControl;
  try {
    const white = side(cursor);
    const black = isWord(cursor, 'vs') ? side(cursor) : white;
    cursor.skipSpaces();
    if (!cursor.atEnd()) throw cursor.fail(`unexpected ${cursor.found()}`);
    control = { white, black };
  } catch (failure) {
    if (failure instanceof SyntaxFailure) return err(failure.toError(text));
    throw failure;
  }
  return validateTimeControl(control);
}
