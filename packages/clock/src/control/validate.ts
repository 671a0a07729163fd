import { type ByColor, COLORS, type Color } from '../color.js';
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

const isDuration = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) > 0;

function fail(code: ClockErrorCode, message: string, field: string) {
  return err(new ClockError(code, `${field}: ${message}`, { field }));
}

function checkStage(stage: unknown, field: string): Result<Stage, ClockError> {
  if (!isRecord(stage) || !(STAGE_KINDS as readonly unknown[]).includes(stage.kind)) {
    return fail(
      'ERR_CLOCK_STAGE_KIND',
      `unknown stage kind (expected one of ${STAGE_KINDS.join(', ')})`,
      field,
    );
  }
  const kind = stage.kind as Stage['kind'];
  const allowed = ALLOWED_FIELDS[kind];
  for (const key of Object.keys(stage)) {
    if (!allowed.includes(key) && stage[key] !== undefined) {
      return fail(
        'ERR_CLOCK_UNSUPPORTED_OPTION',
        `a ${kind} stage has no '${key}'`,
        `${field}.${key}`,
      );
    }
  }
  if (kind !== 'upcount' && !isDuration(stage.time)) {
    return fail(
      'ERR_CLOCK_DURATION',
      'time must be a whole number of milliseconds, 0 or more',
      `${field}.time`,
    );
  }
  if ((kind === 'byo-yomi' || kind === 'canadian') && stage.time === 0) {
    return fail('ERR_CLOCK_DURATION', 'overtime needs a positive time', `${field}.time`);
  }
  if ((kind === 'canadian' || stage.moves !== undefined) && !isCount(stage.moves)) {
    return fail('ERR_CLOCK_MOVES', 'moves must be a positive whole number', `${field}.moves`);
  }
  if (kind === 'byo-yomi' && !isCount(stage.periods)) {
    return fail('ERR_CLOCK_MOVES', 'periods must be a positive whole number', `${field}.periods`);
  }
  if (kind === 'period' && stage.bonus !== undefined) {
    const bonus = stage.bonus;
    if (!isRecord(bonus) || !['fischer', 'bronstein', 'us-delay'].includes(bonus.kind as string)) {
      return fail(
        'ERR_CLOCK_STAGE_KIND',
        'bonus kind must be fischer, bronstein or us-delay',
        `${field}.bonus`,
      );
    }
    const bonusAllowed = bonus.kind === 'fischer' ? ['kind', 'time', 'fromMove'] : ['kind', 'time'];
    for (const key of Object.keys(bonus)) {
      if (!bonusAllowed.includes(key) && bonus[key] !== undefined) {
        return fail(
          'ERR_CLOCK_UNSUPPORTED_OPTION',
          `a ${bonus.kind} bonus has no '${key}'`,
          `${field}.bonus.${key}`,
        );
      }
    }
    if (!isDuration(bonus.time)) {
      return fail(
        'ERR_CLOCK_DURATION',
        'bonus time must be a whole number of milliseconds, 0 or more',
        `${field}.bonus.time`,
      );
    }
    if (bonus.fromMove !== undefined && !isCount(bonus.fromMove)) {
      return fail(
        'ERR_CLOCK_MOVES',
        'fromMove must be a positive whole number',
        `${field}.bonus.fromMove`,
      );
    }
  }
  return ok(stage as unknown as Stage);
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

function checkSide(raw: unknown, color: Color): Result<readonly Stage[], ClockError> {
  if (!Array.isArray(raw) || raw.length === 0) {
    return fail('ERR_CLOCK_NO_STAGES', 'a side needs at least one stage', color);
  }
  const stages: Stage[] = [];
  for (const [i, item] of raw.entries()) {
    const checked = checkStage(item, `${color}[${i}]`);
    if (!checked.ok) return checked;
    stages.push(checked.value);
  }
  for (const [i, stage] of stages.entries()) {
    const field = `${color}[${i}]`;
    const last = i === stages.length - 1;
    if (SOLO_KINDS.has(stage.kind) && stages.length > 1) {
      return fail('ERR_CLOCK_STAGE_ORDER', `a ${stage.kind} stage must be the only stage`, field);
    }
    if (OVERTIME_KINDS.has(stage.kind) && !last) {
      return fail('ERR_CLOCK_STAGE_ORDER', `${stage.kind} overtime must be the last stage`, field);
    }
    if (stage.kind === 'period' && stage.moves === undefined && !last) {
      const next = stages[i + 1]!;
      if (!(OVERTIME_KINDS.has(next.kind) && i + 1 === stages.length - 1)) {
        return fail(
          'ERR_CLOCK_STAGE_ORDER',
          'a period without a move count ends the game; only overtime may follow it',
          field,
        );
      }
    }
    if (OVERTIME_KINDS.has(stage.kind) && i > 0) {
      const before = stages[i - 1]!;
      if (before.kind === 'period' && before.moves !== undefined) {
        return fail(
          'ERR_CLOCK_STAGE_ORDER',
          'overtime follows a period without a move count',
          field,
        );
      }
    }
  }
  if (firstMoveBudget(stages) <= 0) {
    return fail(
      'ERR_CLOCK_NO_TIME',
      'the side would start with no time (its flag would fall at once)',
      color,
    );
  }
  return ok(stages);
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
  const sides: Partial<ByColor<readonly Stage[]>> = {};
  for (const color of COLORS) {
    const side = checkSide(control[color], color);
    if (!side.ok) return side;
    sides[color] = side.value;
  }
  const hourglassWhite = sides.white![0]!.kind === 'hourglass';
  const hourglassBlack = sides.black![0]!.kind === 'hourglass';
  if (hourglassWhite !== hourglassBlack) {
    return fail(
      'ERR_CLOCK_HOURGLASS_MIXED',
      'hourglass time flows between the clocks, so both sides need it',
      hourglassWhite ? 'black' : 'white',
    );
  }
  return ok(control as unknown as TimeControl);
}
