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
import { readTimeControl } from '../parse/read.js';
import { PENALTIES, type Penalty } from '../penalties/penalties.js';
import { unwrap } from '../result.js';
import { createClock, restoreClock } from './clock.js';

const suddenDeathWith = (bonus: unknown) => ({
  white: [{ kind: 'period', time: MINUTE, bonus }],
  black: [{ kind: 'period', time: MINUTE }],
});

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

  it('trust: a refused action changes nothing, not even the instant the clock has reached (found by the adversarial suite)', () => {
    let now = 0;
    const clock = unwrap(createClock('3+2', { now: () => now }));
    unwrap(clock.start());
    now = 5000;
    unwrap(clock.press());
    // A source that jumps far ahead once: the press is refused (the flag has fallen by then)...
    now = 2 ** 40;
    expect(clock.press('white').ok).toBe(false);
    expect(clock.events).toHaveLength(2);
    // ...and the clock is as it was: a press at the true time is taken, as the log replays.
    now = 9000;
    unwrap(clock.press());
    const again = unwrap(restoreClock(JSON.parse(JSON.stringify(clock)), { now: () => now }));
    expect(again.view(9000)).toEqual(clock.view(9000));
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
    // Found by the adversarial suite: press({}) said "[object Object] pressed, but ...".
    const press = clock.press({} as 'white');
    expect(!press.ok && press.error.message).toBe("event.side: side must be 'white' or 'black'");
    const badSide = clock.penalize(PENALTIES['illegal-move'], 'green' as 'white');
    expect(!badSide.ok && badSide.error.code).toBe('ERR_CLOCK_EVENT');
    const all = clock.adjustAll(null as never);
    expect(!all.ok && all.error.code).toBe('ERR_CLOCK_PENALTY');
    expect(clock.events).toHaveLength(1);
  });

  it('trust: keys named like built-in object properties are unknown options of a control (issue 28)', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const stage = JSON.parse(`{"kind": "period", "time": 60000, "${key}": 1}`);
      const inStage = validateTimeControl({ white: [stage], black: [stage] });
      expect(!inStage.ok && inStage.error.code, key).toBe('ERR_CLOCK_UNSUPPORTED_OPTION');
      expect(!inStage.ok && inStage.error.location).toEqual({ field: `white[0].${key}` });
      const bonus = JSON.parse(`{"kind": "fischer", "time": 2000, "${key}": 1}`);
      const inBonus = validateTimeControl(suddenDeathWith(bonus));
      expect(!inBonus.ok && inBonus.error.code, key).toBe('ERR_CLOCK_UNSUPPORTED_OPTION');
      // A typo or a stray key beside white and black is refused too, not ignored.
      const top = JSON.parse(
        `{"white": [{"kind": "upcount"}], "black": [{"kind": "upcount"}], "${key}": 1}`,
      );
      const atTop = validateTimeControl(top);
      expect(!atTop.ok && atTop.error.code, key).toBe('ERR_CLOCK_UNSUPPORTED_OPTION');
      expect(!atTop.ok && atTop.error.location).toEqual({ field: key });
    }
    const typo = validateTimeControl({ ...suddenDeath(MINUTE), blak: [] });
    expect(!typo.ok && typo.error.message).toBe(
      "blak: a time control has only white and black, not 'blak'",
    );
  });

  it('trust: an event with a key it does not have is refused, whether an action made it or a saved log holds it', () => {
    const clock = unwrap(createClock('3+2', { now: () => 0 }));
    unwrap(clock.start());
    const typo = clock.set({ tiems: { white: 5000 } } as never);
    expect(!typo.ok && typo.error.location).toEqual({ field: 'event.tiems' });
    const side = clock.set({ times: { whit: 5000 } } as never);
    expect(!side.ok && side.error.location).toEqual({ field: 'event.times.whit' });
    expect(clock.events).toHaveLength(1);
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const saved = JSON.parse(JSON.stringify(clock.toJSON()));
      saved.events.push(JSON.parse(`{"type": "press", "at": 100, "${key}": 1}`));
      const restored = restoreClock(saved);
      expect(!restored.ok && restored.error.location, key).toEqual({ field: `events[1].${key}` });
    }
  });

  it('trust: a long time-control text gets a short message: a window around the offset (issue 28, item 7)', () => {
    for (const text of [
      '1'.repeat(1_000_000),
      'x'.repeat(1_000_000),
      `1:30${'x'.repeat(1_000_000)}`,
      `${'5+2 vs '.repeat(10_000)}4+2`,
      `3+2${'z'.repeat(1_000_000)}`,
    ]) {
      const read = readTimeControl(text);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.error.message.length, text.slice(0, 10)).toBeLessThan(300);
    }
    const late = readTimeControl(`${'3+2, '.repeat(100)}@`);
    expect(!late.ok && late.error.message).toMatch(/at offset 500 of '…[^']*3\+2, @'$/);
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
