import { describe, expect, it } from 'vitest';
import { CLOCK_ERROR_CODES } from '../errors.js';
import { fischer, handicap, hourglass, periods, suddenDeath } from './builders.js';
import { validateTimeControl } from './validate.js';

const codeOf = (control: unknown) => {
  const r = validateTimeControl(control);
  return r.ok ? 'ok' : r.error.code;
};

describe('validateTimeControl', () => {
  it('accepts the builders', () => {
    expect(codeOf(fischer(180_000, 2000))).toBe('ok');
    expect(
      codeOf(periods({ time: 5_400_000, moves: 40, increment: 30_000 }, { time: 1_800_000 })),
    ).toBe('ok');
    expect(codeOf(hourglass(60_000))).toBe('ok');
  });

  it.each([
    ['not an object', 42, 'ERR_CLOCK_STAGE_KIND'],
    ['zero stages', { white: [], black: [{ kind: 'period', time: 1 }] }, 'ERR_CLOCK_NO_STAGES'],
    ['missing side', { white: [{ kind: 'period', time: 1 }] }, 'ERR_CLOCK_NO_STAGES'],
    [
      'unknown kind',
      { white: [{ kind: 'sundial' }], black: [{ kind: 'upcount' }] },
      'ERR_CLOCK_STAGE_KIND',
    ],
    ['negative time', suddenDeath(-1), 'ERR_CLOCK_DURATION'],
    ['fractional time', suddenDeath(0.5), 'ERR_CLOCK_DURATION'],
    ['NaN time', suddenDeath(Number.NaN), 'ERR_CLOCK_DURATION'],
    ['infinite time', suddenDeath(Number.POSITIVE_INFINITY), 'ERR_CLOCK_DURATION'],
    ['negative increment', fischer(60_000, -1), 'ERR_CLOCK_DURATION'],
    ['zero moves', periods({ time: 60_000, moves: 0 }), 'ERR_CLOCK_MOVES'],
    ['fractional fromMove', fischer(60_000, 1000, 1.5), 'ERR_CLOCK_MOVES'],
    ['no time at all', suddenDeath(0), 'ERR_CLOCK_NO_TIME'],
    ['increment only from move 61 and no base', fischer(0, 2000, 61), 'ERR_CLOCK_NO_TIME'],
    [
      'increment on an hourglass',
      {
        white: [{ kind: 'hourglass', time: 60_000, increment: 2000 }],
        black: [{ kind: 'hourglass', time: 60_000 }],
      },
      'ERR_CLOCK_UNSUPPORTED_OPTION',
    ],
    [
      'hourglass on one side',
      handicap(hourglass(60_000), suddenDeath(60_000)),
      'ERR_CLOCK_HOURGLASS_MIXED',
    ],
    [
      'a stage after sudden death',
      {
        white: [
          { kind: 'period', time: 1 },
          { kind: 'period', time: 1 },
        ],
        black: [{ kind: 'upcount' }],
      },
      'ERR_CLOCK_STAGE_ORDER',
    ],
    [
      'overtime after a move-count period',
      {
        white: [
          { kind: 'period', time: 1, moves: 40 },
          { kind: 'byo-yomi', time: 1000, periods: 3 },
        ],
        black: [{ kind: 'upcount' }],
      },
      'ERR_CLOCK_STAGE_ORDER',
    ],
    [
      'upcount with company',
      { white: [{ kind: 'upcount' }, { kind: 'upcount' }], black: [{ kind: 'upcount' }] },
      'ERR_CLOCK_STAGE_ORDER',
    ],
    [
      'zero byo-yomi',
      { white: [{ kind: 'byo-yomi', time: 0, periods: 3 }], black: [{ kind: 'upcount' }] },
      'ERR_CLOCK_DURATION',
    ],
    [
      'bad bonus kind',
      {
        white: [{ kind: 'period', time: 1, bonus: { kind: 'fisher', time: 1 } }],
        black: [{ kind: 'upcount' }],
      },
      'ERR_CLOCK_STAGE_KIND',
    ],
    [
      'fromMove on a delay',
      {
        white: [{ kind: 'period', time: 1, bonus: { kind: 'us-delay', time: 1, fromMove: 2 } }],
        black: [{ kind: 'upcount' }],
      },
      'ERR_CLOCK_UNSUPPORTED_OPTION',
    ],
  ])('rejects %s with a stable code', (_, control, code) => {
    expect(codeOf(control)).toBe(code);
    expect(CLOCK_ERROR_CODES).toContain(code);
  });

  it('names the field at fault', () => {
    const r = validateTimeControl(
      handicap(suddenDeath(60_000), periods({ time: 60_000, moves: 40 }, { time: -5 })),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.location?.field).toBe('black[1].time');
  });
});
