import { COLORS, type Color } from '../color.js';
import { MAX_DURATION } from '../duration.js';
import { ClockError, type ClockErrorCode } from '../errors.js';
import { err, ok, type Result } from '../result.js';
import { STAGE_KINDS, type Stage, type TimeControl } from './types.js';

const ALLOWED_FIELDS: Record<Stage['kind'], readonly string[]> = {
  period: ['kind', 'time', 'moves', 'bonus'],
  'per-move': ['kind', 'time'],
  hourglass: ['kind', 'time'],
  'byo-yomi': ['kind', 'time', 'periods'],
  canadian: ['kind', 'time', 'moves'],
  upcount: ['kind'],
};

/** Stages that must be a side's only stage. */
const SOLO_KINDS: ReadonlySet<string> = new Set(['per-move', 'hourglass', 'upcount']);
const OVERTIME_KINDS: ReadonlySet<string> = new Set(['byo-yomi', 'canadian']);

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isDuration = (x: unknown): x is number =>
  Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= MAX_DURATION;
const DURATION = `a whole number of milliseconds from 0 to ${MAX_DURATION} (a year)`;
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) > 0;

/** A key of the input as a message or a field names it: cut when long. */
const keyName = (key: string): string => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

function problem(code: ClockErrorCode, message: string, field: string): ClockError {
  return new ClockError(code, `${field}: ${message}`, { field });
}

function fail(code: ClockErrorCode, message: string, field: string) {
  return err(problem(code, message, field));
}

/** The field of stage `index` of `color`'s list (`'black[1]'`), and `sub` within it. */
const fieldOf = (color: Color, index: number, sub = ''): string => `${color}[${index}]${sub}`;

const BONUS_KINDS: readonly string[] = ['fischer', 'bronstein', 'us-delay'];
const FISCHER_FIELDS: readonly string[] = ['kind', 'time', 'fromMove'];
const BONUS_FIELDS: readonly string[] = ['kind', 'time'];

/**
 * What is wrong with stage `index` of `color`'s list, or `undefined` when it is a valid stage.
 * Its field (`'black[1].bonus.time'`) is written only for an error: every clock made and every
 * game restored checks its control, so a valid one allocates nothing here.
 */
function stageProblem(stage: unknown, color: Color, index: number): ClockError | undefined {
  if (!isRecord(stage) || !(STAGE_KINDS as readonly unknown[]).includes(stage.kind)) {
    return problem(
      'ERR_CLOCK_STAGE_KIND',
      `unknown stage kind (expected one of ${STAGE_KINDS.join(', ')})`,
      fieldOf(color, index),
    );
  }
  const kind = stage.kind as Stage['kind'];
  const allowed = ALLOWED_FIELDS[kind];
  for (const key in stage) {
    if (!Object.hasOwn(stage, key)) continue;
    if (!allowed.includes(key) && stage[key] !== undefined) {
      return problem(
        'ERR_CLOCK_UNSUPPORTED_OPTION',
        `a ${kind} stage has no '${keyName(key)}'`,
        fieldOf(color, index, `.${keyName(key)}`),
      );
    }
  }
  if (kind !== 'upcount' && !isDuration(stage.time)) {
    return problem(
      'ERR_CLOCK_DURATION',
      `time must be ${DURATION}`,
      fieldOf(color, index, '.time'),
    );
  }
  if ((kind === 'byo-yomi' || kind === 'canadian') && stage.time === 0) {
    return problem(
      'ERR_CLOCK_DURATION',
      'overtime needs a positive time',
      fieldOf(color, index, '.time'),
    );
  }
  if ((kind === 'canadian' || stage.moves !== undefined) && !isCount(stage.moves)) {
    return problem(
      'ERR_CLOCK_MOVES',
      'moves must be a positive whole number',
      fieldOf(color, index, '.moves'),
    );
  }
  if (kind === 'byo-yomi' && !isCount(stage.periods)) {
    return problem(
      'ERR_CLOCK_MOVES',
      'periods must be a positive whole number',
      fieldOf(color, index, '.periods'),
    );
  }
  if (kind === 'period' && stage.bonus !== undefined) {
    const bonus = stage.bonus;
    if (!isRecord(bonus) || !BONUS_KINDS.includes(bonus.kind as string)) {
      return problem(
        'ERR_CLOCK_STAGE_KIND',
        'bonus kind must be fischer, bronstein or us-delay',
        fieldOf(color, index, '.bonus'),
      );
    }
    const bonusAllowed = bonus.kind === 'fischer' ? FISCHER_FIELDS : BONUS_FIELDS;
    for (const key in bonus) {
      if (!Object.hasOwn(bonus, key)) continue;
      if (!bonusAllowed.includes(key) && bonus[key] !== undefined) {
        return problem(
          'ERR_CLOCK_UNSUPPORTED_OPTION',
          `a ${bonus.kind} bonus has no '${keyName(key)}'`,
          fieldOf(color, index, `.bonus.${keyName(key)}`),
        );
      }
    }
    if (!isDuration(bonus.time)) {
      return problem(
        'ERR_CLOCK_DURATION',
        `bonus time must be ${DURATION}`,
        fieldOf(color, index, '.bonus.time'),
      );
    }
    if (bonus.fromMove !== undefined && !isCount(bonus.fromMove)) {
      return problem(
        'ERR_CLOCK_MOVES',
        'fromMove must be a positive whole number',
        fieldOf(color, index, '.bonus.fromMove'),
      );
    }
  }
  return undefined;
}

/** Milliseconds a side can think on its first move, counting the bonus for move 1. */
function firstMoveBudget(stages: readonly Stage[]): number {
  const first = stages[0]!;
  switch (first.kind) {
    case 'upcount':
      return Number.POSITIVE_INFINITY;
    case 'period': {
      const bonus = first.bonus;
      const extra =
        bonus === undefined
          ? 0
          : bonus.kind === 'fischer'
            ? (bonus.fromMove ?? 1) <= 1
              ? bonus.time
              : 0
            : bonus.kind === 'us-delay'
              ? bonus.time
              : 0;
      const overtime = stages[1];
      return (
        first.time +
        extra +
        (overtime && overtime.kind !== 'upcount' ? (overtime as { time: number }).time : 0)
      );
    }
    default:
      return first.time;
  }
}

/** What is wrong with `color`'s stage list, or `undefined` when it is valid. */
function sideProblem(raw: unknown, color: Color): ClockError | undefined {
  if (!Array.isArray(raw) || raw.length === 0) {
    return problem('ERR_CLOCK_NO_STAGES', 'a side needs at least one stage', color);
  }
  for (let i = 0; i < raw.length; i++) {
    const wrong = stageProblem(raw[i], color, i);
    if (wrong) return wrong;
  }
  const stages = raw as readonly Stage[];
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i]!;
    const last = i === stages.length - 1;
    if (SOLO_KINDS.has(stage.kind) && stages.length > 1) {
      return problem(
        'ERR_CLOCK_STAGE_ORDER',
        `a ${stage.kind} stage must be the only stage`,
        fieldOf(color, i),
      );
    }
    if (OVERTIME_KINDS.has(stage.kind) && !last) {
      return problem(
        'ERR_CLOCK_STAGE_ORDER',
        `${stage.kind} overtime must be the last stage`,
        fieldOf(color, i),
      );
    }
    if (stage.kind === 'period' && stage.moves === undefined && !last) {
      const next = stages[i + 1]!;
      if (!(OVERTIME_KINDS.has(next.kind) && i + 1 === stages.length - 1)) {
        return problem(
          'ERR_CLOCK_STAGE_ORDER',
          'a period without a move count ends the game; only overtime may follow it',
          fieldOf(color, i),
        );
      }
    }
    if (OVERTIME_KINDS.has(stage.kind) && i > 0) {
      const before = stages[i - 1]!;
      if (before.kind === 'period' && before.moves !== undefined) {
        return problem(
          'ERR_CLOCK_STAGE_ORDER',
          'overtime follows a period without a move count',
          fieldOf(color, i),
        );
      }
    }
  }
  if (firstMoveBudget(stages) <= 0) {
    return problem(
      'ERR_CLOCK_NO_TIME',
      'the side would start with no time (its flag would fall at once)',
      color,
    );
  }
  return undefined;
}

/**
 * Checks a time control (typed, or parsed from JSON) and returns it unchanged when valid.
 * Errors carry stable codes and a `location.field` such as `'black[1].bonus.time'`.
 */
export function validateTimeControl(control: unknown): Result<TimeControl, ClockError> {
  if (!isRecord(control)) {
    return fail(
      'ERR_CLOCK_STAGE_KIND',
      'a time control is an object with white and black stage lists',
      'control',
    );
  }
  // Own keys only: a typo (`blak`) or a stray key is refused, not ignored (issue 28).
  for (const key of Object.keys(control)) {
    if (key !== 'white' && key !== 'black' && control[key] !== undefined)
      return fail(
        'ERR_CLOCK_UNSUPPORTED_OPTION',
        `a time control has only white and black, not '${keyName(key)}'`,
        keyName(key),
      );
  }
  for (const color of COLORS) {
    const wrong = sideProblem(control[color], color);
    if (wrong) return err(wrong);
  }
  const hourglassWhite = (control.white as readonly Stage[])[0]!.kind === 'hourglass';
  const hourglassBlack = (control.black as readonly Stage[])[0]!.kind === 'hourglass';
  if (hourglassWhite !== hourglassBlack) {
    return fail(
      'ERR_CLOCK_HOURGLASS_MIXED',
      'hourglass time flows between the clocks, so both sides need it',
      hourglassWhite ? 'black' : 'white',
    );
  }
  return ok(control as unknown as TimeControl);
}
