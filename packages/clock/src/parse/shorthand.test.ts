import { describe, expect, it } from 'vitest';
import { MINUTE, SECOND } from '../duration.js';
import { unwrap } from '../result.js';
import { makeTimeControl } from './makeShorthand.js';
import { parseTimeControl } from './shorthand.js';

describe('parseTimeControl', () => {
  it('S-modes reads base + increment in minutes and seconds', () => {
    expect(unwrap(parseTimeControl('3+2'))).toEqual({
      white: [{ kind: 'period', time: 3 * MINUTE, bonus: { kind: 'fischer', time: 2 * SECOND } }],
      black: [{ kind: 'period', time: 3 * MINUTE, bonus: { kind: 'fischer', time: 2 * SECOND } }],
    });
  });

  it('S-modes reads multi-period controls: 90/40+30, 30+30', () => {
    const control = unwrap(parseTimeControl('90/40+30, 30+30'));
    expect(control.white).toEqual([
      {
        kind: 'period',
        time: 90 * MINUTE,
        moves: 40,
        bonus: { kind: 'fischer', time: 30 * SECOND },
      },
      { kind: 'period', time: 30 * MINUTE, bonus: { kind: 'fischer', time: 30 * SECOND } },
    ]);
    expect(unwrap(parseTimeControl('40/90m + 30s then 30m+30s'))).toEqual(control);
  });

  it('E-armageddon reads handicaps and a late increment', () => {
    const control = unwrap(parseTimeControl('5+2@61 vs 4+2@61'));
    expect(control.white[0]).toEqual({
      kind: 'period',
      time: 5 * MINUTE,
      bonus: { kind: 'fischer', time: 2000, fromMove: 61 },
    });
    expect(control.black[0]).toEqual({
      kind: 'period',
      time: 4 * MINUTE,
      bonus: { kind: 'fischer', time: 2000, fromMove: 61 },
    });
  });

  it.each([
    ['90 d5', { kind: 'period', time: 90 * MINUTE, bonus: { kind: 'us-delay', time: 5000 } }],
    ['60 b5', { kind: 'period', time: 60 * MINUTE, bonus: { kind: 'bronstein', time: 5000 } }],
    ['30s/move', { kind: 'per-move', time: 30_000 }],
    ['*3', { kind: 'hourglass', time: 3 * MINUTE }],
    ['upcount', { kind: 'upcount' }],
    ['1.5', { kind: 'period', time: 90_000 }],
    // A unit may be followed by a smaller amount, as a clock is read.
    ['1h30m', { kind: 'period', time: 90 * MINUTE }],
    ['1h30', { kind: 'period', time: 90 * MINUTE }],
    ['1m30s', { kind: 'period', time: 90_000 }],
    ['30m1h', undefined],
  ])('S-modes reads %s', (text, first) => {
    const r = parseTimeControl(text);
    if (first === undefined) {
      expect(r.ok).toBe(false);
    } else {
      expect(unwrap(r).white[0]).toEqual(first);
    }
  });

  it.each([
    `90'+30"`,
    "90' + 30''",
    '90′ + 30″',
    '90 min + 30 sec',
    '90 minutes + 30 seconds',
    '1h30+30',
    '1h 30min + 30s',
    '1.5 hours + 30 s',
  ])('S-modes reads %s as a poster means it: 90 min + 30 s a move', (text) => {
    expect(unwrap(parseTimeControl(text)).white).toEqual([
      { kind: 'period', time: 90 * MINUTE, bonus: { kind: 'fischer', time: 30 * SECOND } },
    ]);
  });

  it('S-modes reads byo-yomi and Canadian overtime', () => {
    expect(unwrap(parseTimeControl('60+5x30s')).white).toEqual([
      { kind: 'period', time: 60 * MINUTE },
      { kind: 'byo-yomi', periods: 5, time: 30_000 },
    ]);
    expect(unwrap(parseTimeControl('60 + 5/25')).white).toEqual([
      { kind: 'period', time: 60 * MINUTE },
      { kind: 'canadian', moves: 25, time: 5 * MINUTE },
    ]);
  });

  it.each([
    ['', 0, 'ERR_TC_SYNTAX'],
    ['3+', 2, 'ERR_TC_SYNTAX'],
    ['3 + 2 + 1', 6, 'ERR_TC_SYNTAX'],
    ['90/0', 3, 'ERR_TC_SYNTAX'],
    ['5 vs', 4, 'ERR_TC_SYNTAX'],
    ['3+2 blitz', 4, 'ERR_TC_SYNTAX'],
    ['-5', 1, 'ERR_TC_SYNTAX'],
    ['0.0001s', 0, 'ERR_TC_SYNTAX'],
    ['90/40x', 5, 'ERR_TC_SYNTAX'],
  ])('rejects %j at offset %i', (text, offset, code) => {
    const r = parseTimeControl(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.location?.offset).toBe(offset);
      expect(r.error.message).toContain(`offset ${offset}`);
    }
  });

  it('passes impossible controls on to validation', () => {
    const r = parseTimeControl('0');
    expect(r.ok || r.error.code).toBe('ERR_CLOCK_NO_TIME');
  });
});

describe('makeTimeControl', () => {
  it.each([
    '3+2',
    '90/40+30, 30+30',
    '120/40, 60/20, 15+30',
    '5+2@61 vs 4+2@61',
    '90 d5',
    '60 b5',
    '60+5x30',
    '60+5/25',
    '30s/move',
    '*3',
    'upcount',
    '90s+500ms',
    '150/40, 60/16',
  ])('prints %s back as it reads', (text) => {
    expect(makeTimeControl(unwrap(parseTimeControl(text)))).toBe(text);
  });
});
