/**
 * The standing adversarial suite of the clock (issue 28): a caller that passes garbage to
 * every entry point (times, sides, penalties, settings, controls, saved logs) and a time source
 * that sometimes answers garbage. Every action answers a typed `ClockError` with a stable code
 * and logs nothing, or succeeds and logs; a query answers or throws a typed `ClockError`; the
 * saved log always restores to the same clock. The seed is printed; `pnpm test:fuzz` runs ten
 * times as many.
 */
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_ERROR_CODES,
  type Clock,
  ClockError,
  createClock,
  PENALTIES,
  type Result,
  readTimeControl,
  restoreClock,
  validateTimeControl,
} from '../../src/index.js';

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

// What a careless or hostile caller passes where a number, a side or an object belongs.
const GARBAGE: readonly unknown[] = [
  -1,
  0,
  1.5,
  1000,
  -60_000,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 52,
  2 ** 60,
  '5',
  '',
  [],
  [7],
  {},
  null,
  undefined,
  'white',
  'black',
  'green',
  true,
  () => [],
  Symbol.for('x'),
  { side: 'white', delta: 5000 },
  { side: 'black', delta: 2 ** 60 },
  { times: { white: 5 } },
  { tiems: {} },
  { times: { whit: 1 } },
  { moves: { black: 0 } },
  { periods: { white: 2 } },
  JSON.parse('{"__proto__": 1}'),
  { constructor: 1 },
];
const CONTROLS = [
  '3+2',
  '90/40+30, 30+30',
  '60+5x30s',
  '*3',
  'upcount',
  '5+2@61 vs 4+2@61',
  '90 d5',
];
const PENALTY = [
  PENALTIES['illegal-move'],
  PENALTIES['incorrect-claim-1997'],
  PENALTIES['incorrect-claim-soviet'],
  {},
  () => 5,
  () => [null],
  () => [{ side: 'white', delta: Number.NaN }],
];
const CODES: readonly string[] = CLOCK_ERROR_CODES;

/** One action with arguments a caller might pass, good or not (`empty`: it adjusts nothing). */
function act(
  random: () => number,
  clock: Clock,
): Result<unknown, ClockError> & { empty?: boolean } {
  const any = () => pick(random, GARBAGE) as never;
  const side = () => (random() < 0.7 ? pick(random, ['white', 'black'] as const) : any());
  switch (Math.floor(random() * 11)) {
    case 0:
      return clock.start(random() < 0.5 ? undefined : side());
    case 1:
    case 2:
      return clock.press(random() < 0.7 ? undefined : side());
    case 3:
      return clock.takeBack();
    case 4:
      return random() < 0.5 ? clock.pause() : clock.resume();
    case 5:
      return clock.adjust(side(), random() < 0.5 ? Math.floor(random() * 120_000) - 60_000 : any());
    case 6: {
      const list = random() < 0.5 ? [{ side: side(), delta: 1000 }] : any();
      return { ...clock.adjustAll(list), empty: Array.isArray(list) && list.length === 0 };
    }
    case 7:
      return clock.penalize(pick(random, PENALTY) as never, side());
    case 8:
      return clock.set(any());
    case 9:
      return clock.flagsDown();
    default:
      return clock.press();
  }
}

describe('adversarial clock (issue 28)', () => {
  it('trust: garbage from the caller or the time source is a typed error that logs nothing; the log restores the same clock', () => {
    const random = seededRandom(testRun().seed);
    let refused = 0;
    let done = 0;
    for (let game = 0; game < scaledRuns(300); game++) {
      let now: unknown = 0;
      let latest = 0;
      const made = createClock(pick(random, CONTROLS), { now: () => now as number });
      if (!made.ok) throw made.error;
      const clock = made.value;
      for (let step = 0; step < 40; step++) {
        // The time moves on, or the source answers garbage for a step.
        if (random() < 0.1) now = pick(random, GARBAGE);
        else now = latest += Math.floor(random() * 20_000);
        const before = clock.events.length;
        const answer = act(random, clock);
        if (answer.ok) {
          done++;
          // Every action that stands logs; only adjustments of an empty list have nothing to log.
          if (!answer.empty) expect(clock.events.length).toBeGreaterThan(before);
        } else {
          refused++;
          expect(answer.error).toBeInstanceOf(ClockError);
          expect(CODES).toContain(answer.error.code);
          expect(answer.error.message).not.toMatch(/\[object /);
          expect(clock.events.length).toBe(before);
        }
        try {
          clock.view();
        } catch (error) {
          expect((error as ClockError).code).toBe('ERR_CLOCK_NOW');
        }
      }
      // A refused action may have moved the clock on to its instant (the state at a later
      // instant is the same however it is reached): compare at the latest instant given.
      const restored = restoreClock(JSON.parse(JSON.stringify(clock)), { now: () => latest });
      if (!restored.ok) throw restored.error;
      expect(restored.value.view(latest)).toEqual(clock.view(latest));
    }
    expect(Math.min(refused, done)).toBeGreaterThan(1000);
  });

  it('trust: any control, time-control text or saved clock is read or refused with a typed error', () => {
    const random = seededRandom(testRun().seed + 1);
    for (let i = 0; i < scaledRuns(3000); i++) {
      const stage = {
        kind: pick(random, ['period', 'byo-yomi', 'hourglass', 'x', 5]),
        time: pick(random, GARBAGE),
        moves: pick(random, GARBAGE),
        [pick(random, ['bonus', 'periods', 'constructor', 'toString', 'kind'])]: pick(
          random,
          GARBAGE,
        ),
      };
      const control = random() < 0.5 ? { white: [stage], black: [stage] } : pick(random, GARBAGE);
      for (const read of [
        validateTimeControl(control),
        readTimeControl(control as never),
        readTimeControl(
          pick(random, CONTROLS).slice(0, Math.floor(random() * 12)) +
            pick(random, ['', '9'.repeat(30), '\0', '+', 'x']),
        ),
        restoreClock({
          format: 'chesslaws-clock',
          version: 1,
          control,
          events: [pick(random, GARBAGE)],
        }),
      ]) {
        if (!read.ok) {
          expect(read.error).toBeInstanceOf(ClockError);
          expect(CODES).toContain(read.error.code);
        }
      }
    }
  });
});
