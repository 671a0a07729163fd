import { describe, expect, it } from 'vitest';
import { makeCommands, makeDuration, parseComment, parseDuration } from './comment.js';

describe('clock durations', () => {
  it('PGN-std writes milliseconds as h:mm:ss, with a fraction only when there is one', () => {
    expect(makeDuration(179_000)).toBe('0:02:59');
    expect(makeDuration(5_400_000)).toBe('1:30:00');
    expect(makeDuration(9_500)).toBe('0:00:09.5');
    expect(makeDuration(59_123)).toBe('0:00:59.123');
    expect(makeDuration(3_600_000 * 12 + 1)).toBe('12:00:00.001');
  });

  it('PGN-std reads back to the same millisecond whatever the writer wrote', () => {
    for (const ms of [
      0, 1, 9, 10, 99, 100, 999, 1_000, 59_999, 60_000, 179_000, 3_599_999, 7_261_005,
    ])
      expect(parseDuration(makeDuration(ms))).toBe(ms);
    const wrong: number[] = [];
    for (let ms = 0; ms < 200_000; ms += 7)
      if (parseDuration(makeDuration(ms)) !== ms) wrong.push(ms);
    expect(wrong).toEqual([]);
  });

  it('PGN-std reads other writers: m:ss, more decimals (rounded to the millisecond)', () => {
    expect(parseDuration('2:59')).toBe(179_000);
    expect(parseDuration('0:00:01.23456')).toBe(1_235);
    expect(parseDuration('0:0x:01')).toBeUndefined();
  });

  it('L-6.9 a fallen flag (negative time) is written as zero; a fraction of a millisecond is rounded', () => {
    expect(makeDuration(-1_500)).toBe('0:00:00');
    expect(makeDuration(1_000.4)).toBe('0:00:01');
    expect(makeDuration(Number.NaN)).toBe('0:00:00');
  });

  it('PGN-std [%clk] and [%emt] commands carry milliseconds both ways', () => {
    const comment = parseComment('fast [%emt 0:00:02.5] [%clk 0:02:59]');
    expect(comment).toEqual({ text: 'fast', elapsed: 2_500, clock: 179_000 });
    expect(makeCommands(comment)).toEqual(['[%emt 0:00:02.5]', '[%clk 0:02:59]']);
  });
});
