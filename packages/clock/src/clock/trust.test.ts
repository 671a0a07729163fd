/**
 * What the clock takes from its caller and refuses (issue 28, minor items): a time source that
 * answers something other than a number, a penalty that is not one, and controls or
 * adjustments so large that milliseconds would stop being exact.
 */
import { describe, expect, it } from 'vitest';
import { suddenDeath } from '../control/builders.js';
import { validateTimeControl } from '../control/validate.js';
import { MAX_DURATION, MINUTE } from '../duration.js';
import { ClockError } from '../errors.js';
import { PENALTIES, type Penalty } from '../penalties/penalties.js';
import { unwrap } from '../result.js';
import { createClock } from './clock.js';

describe('the clock refuses what it cannot count with (issue 28)', () => {
  it('trust: a now() that answers a string, an array, NaN or a non-finite number is refused with ERR_CLOCK_NOW, never coerced', () => {
    for (const answer of [
      '5',
      [7],
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 60,
      undefined,
      null,
    ]) {
      const made = createClock('3+2', { now: () => answer as number });
      expect(made.ok, String(answer)).toBe(false);
      expect(!made.ok && made.error.code).toBe('ERR_CLOCK_NOW');
      expect(!made.ok && made.error).toBeInstanceOf(ClockError);
    }
    const notAFunction = createClock('3+2', { now: 5 as unknown as () => number });
    expect(!notAFunction.ok && notAFunction.error.code).toBe('ERR_CLOCK_NOW');
    // A source that goes bad mid-game: the action is refused and nothing is logged.
    let now: unknown = 0;
    const clock = unwrap(createClock('3+2', { now: () => now as number }));
    unwrap(clock.start());
    now = '1000';
    const pressed = clock.press();
    expect(!pressed.ok && pressed.error.code).toBe('ERR_CLOCK_NOW');
    expect(!pressed.ok && pressed.error.message).toBe(
      "the time source's now() gave the string '1000', not a finite number of milliseconds",
    );
    expect(clock.events).toHaveLength(1);
    // A query cannot answer with a Result: it throws the same typed error.
    expect(() => clock.view()).toThrow(ClockError);
    expect(() => clock.time('white')).toThrow(/ERR_CLOCK_NOW|not a finite number/);
    expect(clock.view(5000).white.time).toBe(3 * MINUTE + 2000 - 5000);
  });

  it('trust: penalize({}) and a penalty that gives no list are typed errors, not TypeErrors', () => {
    const clock = unwrap(createClock('3+2', { now: () => 0 }));
    unwrap(clock.start());
    const notAFunction = clock.penalize({} as unknown as Penalty, 'white');
    expect(!notAFunction.ok && notAFunction.error.code).toBe('ERR_CLOCK_PENALTY');
    const notAList = clock.penalize((() => 5) as unknown as Penalty, 'white');
    expect(!notAList.ok && notAList.error.code).toBe('ERR_CLOCK_PENALTY');
    const badEntry = clock.penalize((() => [null]) as unknown as Penalty, 'white');
    expect(!badEntry.ok && badEntry.error.code).toBe('ERR_CLOCK_PENALTY');
    const badSide = clock.penalize(PENALTIES['illegal-move'], 'green' as 'white');
    expect(!badSide.ok && badSide.error.code).toBe('ERR_CLOCK_EVENT');
    const all = clock.adjustAll(null as never);
    expect(!all.ok && all.error.code).toBe('ERR_CLOCK_PENALTY');
    expect(clock.events).toHaveLength(1);
  });

  it('trust: a control near 2^52 ms is refused with a located error; a year is the most', () => {
    const year = suddenDeath(MAX_DURATION);
    expect(validateTimeControl(year).ok).toBe(true);
    const huge = validateTimeControl(suddenDeath(2 ** 52));
    expect(!huge.ok && huge.error.code).toBe('ERR_CLOCK_DURATION');
    expect(!huge.ok && huge.error.location).toEqual({ field: 'white[0].time' });
    expect(!huge.ok && huge.error.message).toBe(
      'white[0].time: time must be a whole number of milliseconds from 0 to 31536000000 (a year)',
    );
    const bonus = validateTimeControl({
      white: [{ kind: 'period', time: MINUTE, bonus: { kind: 'fischer', time: 2 ** 52 } }],
      black: [{ kind: 'period', time: MINUTE }],
    });
    expect(!bonus.ok && bonus.error.location).toEqual({ field: 'white[0].bonus.time' });
    const tag = createClock('pgn:9007199254740+2');
    expect(!tag.ok && tag.error.code).toBe('ERR_CLOCK_DURATION');
    // An arbiter's adjustment or setting is bounded the same way.
    const clock = unwrap(createClock('3+2', { now: () => 0 }));
    unwrap(clock.start());
    const adjusted = clock.adjust('white', 2 ** 52);
    expect(!adjusted.ok && adjusted.error.code).toBe('ERR_CLOCK_EVENT');
    const set = clock.set({ times: { black: 2 ** 52 } });
    expect(!set.ok && set.error.location).toEqual({ field: 'event.times.black' });
    expect(clock.events).toHaveLength(1);
  });
});
