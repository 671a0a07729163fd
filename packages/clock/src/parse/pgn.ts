import type { PeriodStage, Stage, TimeControl } from '../control/types.js';
import { validateTimeControl } from '../control/validate.js';
import type { ClockError } from '../errors.js';
import { err, type Result } from '../result.js';
import { Cursor, SyntaxFailure } from './cursor.js';
import { sameStages } from './same.js';

function seconds(cursor: Cursor, what: string): number {
  const n = cursor.number(false);
  if (n === undefined)
    throw cursor.fail(`expected ${what} (whole seconds), found ${cursor.found()}`);
  const value = Number(n.text) * 1000;
  if (!Number.isSafeInteger(value)) throw cursor.fail('number too large', n.start);
  return value;
}

function field(cursor: Cursor): Stage {
  if (cursor.eat('*')) return { kind: 'hourglass', time: seconds(cursor, 'sandclock seconds') };
  const first = cursor.number(false);
  if (first === undefined) throw cursor.fail(`expected a number or '*', found ${cursor.found()}`);
  let moves: number | undefined;
  let time = Number(first.text) * 1000;
  if (cursor.eat('/')) {
    moves = Number(first.text);
    if (moves === 0) throw cursor.fail('a period needs at least one move', first.start);
    time = seconds(cursor, 'seconds after the move count');
  }
  if (!Number.isSafeInteger(time)) throw cursor.fail('number too large', first.start);
  const stage: { -readonly [K in keyof PeriodStage]: PeriodStage[K] } = { kind: 'period', time };
  if (moves !== undefined) stage.moves = moves;
  if (cursor.eat('+')) {
    const increment = seconds(cursor, 'increment');
    if (increment > 0) stage.bonus = { kind: 'fischer', time: increment };
  }
  return stage;
}

/**
 * Parses a PGN `TimeControl` tag value: `40/5400+30:1800+30`, `300+2`, `900`, `*180`
 * (sandclock), `-` (no time control: an upcount clock), `?` (unknown: `undefined`).
 * Seconds throughout, as the PGN standard says; errors give the offset.
 */
export function parsePgnTimeControl(text: string): Result<TimeControl | undefined, ClockError> {
  return parsePgnTimeControlFrom(text, 0);
}

/**
 * {@link parsePgnTimeControl} on the part of `text` from offset `from` on (after a `pgn:`
 * prefix), with error offsets that count from the start of `text`.
 */
export function parsePgnTimeControlFrom(
  text: string,
  from: number,
): Result<TimeControl | undefined, ClockError> {
  const rest = text.slice(from);
  const trimmed = rest.trim();
  const lead = from + rest.length - rest.trimStart().length;
  if (trimmed === '?') return { ok: true, value: undefined };
  if (trimmed === '-')
    return validateTimeControl({ white: [{ kind: 'upcount' }], black: [{ kind: 'upcount' }] });
  const cursor = new Cursor(text);
  cursor.pos = lead;
  const end = lead + trimmed.length;
  const stages: Stage[] = [];
  try {
    do {
      stages.push(field(cursor));
    } while (cursor.pos < end && cursor.eat(':'));
    if (cursor.pos < end) {
      throw cursor.fail(`expected ':' or the end, found ${cursor.found()}`);
    }
  } catch (failure) {
    if (failure instanceof SyntaxFailure) return err(failure.toError(text));
    throw failure;
  }
  return validateTimeControl({ white: stages, black: stages });
}

const whole = (ms: number): string | undefined => (ms % 1000 === 0 ? String(ms / 1000) : undefined);

function makeField(stage: Stage): string | undefined {
  if (stage.kind === 'hourglass') {
    const s = whole(stage.time);
    return s === undefined ? undefined : `*${s}`;
  }
  if (stage.kind !== 'period') return undefined;
  const time = whole(stage.time);
  if (time === undefined) return undefined;
  let out = stage.moves === undefined ? time : `${stage.moves}/${time}`;
  const bonus = stage.bonus;
  if (bonus !== undefined && bonus.time > 0) {
    if (bonus.kind !== 'fischer' || (bonus.fromMove ?? 1) > 1) return undefined;
    const inc = whole(bonus.time);
    if (inc === undefined) return undefined;
    out += `+${inc}`;
  }
  return out;
}

/**
 * Writes a PGN `TimeControl` tag value; `'?'` for `undefined`. Returns `undefined` when PGN
 * cannot say it: different controls per side, delays, a late increment, byo-yomi, Canadian,
 * time per move, or times that are not whole seconds.
 */
export function makePgnTimeControl(control: TimeControl | undefined): string | undefined {
  if (control === undefined) return '?';
  if (!sameStages(control.white, control.black)) return undefined;
  const stages = control.white;
  if (stages.length === 1 && stages[0]!.kind === 'upcount') return '-';
  const fields: string[] = [];
  for (const stage of stages) {
    const f = makeField(stage);
    if (f === undefined) return undefined;
    fields.push(f);
  }
  return fields.join(':');
}
