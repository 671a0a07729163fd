import { describe, expect, it } from 'vitest';
import { fischer, handicap, suddenDeath, upcount } from '../control/builders.js';
import { MINUTE, SECOND } from '../duration.js';
import { parseTimeControl } from '../parse/shorthand.js';
import { unwrap } from '../result.js';
import { categoryOf, classifyTimeControl, referenceTime } from './classify.js';

const classify = (text: string, bullet = true) =>
  classifyTimeControl(unwrap(parseTimeControl(text)), { bullet });

describe('classifyTimeControl', () => {
  it('L-B.1 blitz is 10 minutes or less, counting base + 60 × increment', () => {
    expect(classify('10')).toBe('blitz');
    expect(classify('3+2')).toBe('blitz');
    expect(classify('5+5')).toBe('blitz'); // 5 + 60 × 5 s = 10 min exactly
    expect(classify('9+1')).toBe('blitz');
  });

  it('L-A.1 rapid is more than 10 and less than 60 minutes', () => {
    expect(classify('10+1')).toBe('rapid'); // 11 min
    expect(classify('15+10')).toBe('rapid');
    expect(classify('45+15')).toBe('standard'); // 45 + 15 = 60 → standard
    expect(classify('59')).toBe('rapid');
  });

  it('L-A.1 uses 60 × increment, not 40 ×', () => {
    // 8 + 40 × 3 s = 10 min (blitz) but 8 + 60 × 3 s = 11 min (rapid).
    expect(classify('8+3')).toBe('rapid');
    expect(referenceTime(fischer(8 * MINUTE, 3 * SECOND).white)).toBe(11 * MINUTE);
  });

  it('L-A.1 standard is 60 minutes or more, multi-period counting periods begun by move 60', () => {
    expect(classify('60')).toBe('standard');
    expect(classify('90/40+30, 30+30')).toBe('standard');
    expect(referenceTime(unwrap(parseTimeControl('90/40+30, 30+30')).white)).toBe(150 * MINUTE);
  });

  it('L-B.1 bullet under 3 minutes is a common extra; FIDE folds it into blitz', () => {
    expect(classify('1')).toBe('bullet');
    expect(classify('2+0')).toBe('bullet');
    expect(classify('3')).toBe('blitz');
    expect(classify('1', false)).toBe('blitz');
    expect(categoryOf(3 * MINUTE - 1)).toBe('bullet');
  });

  it('E-armageddon a handicap takes the faster side; a late increment counts only from its move', () => {
    expect(classifyTimeControl(handicap(suddenDeath(61 * MINUTE), suddenDeath(59 * MINUTE)))).toBe(
      'rapid',
    );
    expect(referenceTime(fischer(5 * MINUTE, 2 * SECOND, 61).white)).toBe(5 * MINUTE);
  });

  it('S-modes gives delays, byo-yomi and time per move their per-move allowance', () => {
    expect(classify('5 d5')).toBe('blitz'); // 5 + 5 min
    expect(classify('60+5x30s')).toBe('standard');
    expect(classify('10s/move')).toBe('blitz');
    expect(classify('*3')).toBe('blitz');
    expect(classifyTimeControl(upcount())).toBeUndefined();
  });
});
