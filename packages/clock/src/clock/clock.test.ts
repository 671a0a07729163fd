import { describe, expect, it } from 'vitest';
import { manual } from '../../test/harness.js';
import {
  bronstein,
  byoYomi,
  canadian,
  fischer,
  hourglass,
  periods,
  perMove,
  suddenDeath,
  upcount,
  usDelay,
} from '../control/builders.js';
import { MINUTE, SECOND } from '../duration.js';
import { PRESETS } from '../presets/presets.js';
import { unwrap } from '../result.js';
import { type Clock, clockState, createClock, restoreClock } from './clock.js';
import { timeVerdict } from './verdict.js';

describe('the clock', () => {
  it('L-6.1 only one clock runs, and the game starts with White', () => {
    const { clock, tick } = manual(suddenDeath(5 * MINUTE));
    expect(clock.view().status).toBe('ready');
    tick(1000);
    expect(clock.time('white')).toBe(5 * MINUTE); // nothing runs before the start
    unwrap(clock.start());
    tick(3000);
    const view = clock.view();
    expect(view.running).toBe('white');
    expect(view.white.time).toBe(5 * MINUTE - 3000);
    expect(view.black.time).toBe(5 * MINUTE);
    unwrap(clock.press('white'));
    tick(4000);
    expect(clock.time('white')).toBe(5 * MINUTE - 3000);
    expect(clock.time('black')).toBe(5 * MINUTE - 4000);
  });

  it('L-6.1 a press by the side not on move is refused and not logged', () => {
    const { clock } = manual('3+2');
    unwrap(clock.start());
    const r = clock.press('black');
    expect(r.ok || r.error.code).toBe('ERR_CLOCK_WRONG_SIDE');
    expect(clock.events.map((e) => e.type)).toEqual(['start']);
  });

  it('S-modes Fischer: the increment is given from move 1, so the first move already has it', () => {
    const { clock, tick } = manual(fischer(3 * MINUTE, 2 * SECOND));
    expect(clock.time('white')).toBe(3 * MINUTE + 2000);
    unwrap(clock.start());
    tick(10_000);
    unwrap(clock.press());
    expect(clock.time('white')).toBe(3 * MINUTE + 2000 - 10_000 + 2000);
  });

  it('S-modes Bronstein: time used up to the delay is given back', () => {
    const { clock, tick } = manual(bronstein(MINUTE, 5 * SECOND));
    unwrap(clock.start());
    tick(3000);
    expect(clock.time('white')).toBe(MINUTE - 3000); // the display runs during the delay
    unwrap(clock.press());
    expect(clock.time('white')).toBe(MINUTE); // all 3 s back
    tick(8000);
    unwrap(clock.press());
    expect(clock.time('black')).toBe(MINUTE - 3000); // 8 s used, 5 s back
  });

  it('S-modes US delay: the main time waits for the delay; a quick move leaves it unchanged', () => {
    const { clock, tick } = manual(usDelay(MINUTE, 5 * SECOND));
    unwrap(clock.start());
    tick(3000);
    expect(clock.view().white).toMatchObject({ time: MINUTE, delay: 2000 });
    unwrap(clock.press());
    expect(clock.time('white')).toBe(MINUTE);
    tick(8000);
    expect(clock.view().black).toMatchObject({ time: MINUTE - 3000, delay: 0 });
    expect(clock.flagFallAt()).toBe(3000 + 5000 + MINUTE);
  });

  it('S-modes US delay survives a pause in the middle of the delay', () => {
    const { clock, tick } = manual(usDelay(MINUTE, 5 * SECOND));
    unwrap(clock.start());
    tick(2000);
    unwrap(clock.pause());
    tick(60_000);
    unwrap(clock.resume());
    tick(4000);
    expect(clock.view().white).toMatchObject({ time: MINUTE - 1000, delay: 0 });
  });

  it('S-modes multi-period: unused time carries over ("15 minutes saved + 1 hour = 1h15")', () => {
    const { clock, tick } = manual(
      periods({ time: 2 * 60 * MINUTE, moves: 2 }, { time: 60 * MINUTE }),
    );
    unwrap(clock.start());
    for (let i = 0; i < 4; i++) {
      tick(i % 2 === 0 ? 52 * MINUTE + 30 * SECOND : 1000); // White: 105 min for 2 moves
      unwrap(clock.press());
    }
    // White saved 15 min; the second period adds an hour.
    expect(clock.view().white).toMatchObject({
      time: 75 * MINUTE,
      period: 2,
      stage: 1,
      movesToControl: undefined,
    });
    expect(clock.view().black).toMatchObject({ time: 3 * 60 * MINUTE - 2000, period: 2 });
  });

  it('S-modes FIDE classical: +30 min at move 40 and +30 s on every move from move 1', () => {
    const { clock, tick } = manual(PRESETS['fide-classical']);
    unwrap(clock.start());
    for (let move = 1; move <= 40; move++) {
      tick(60_000);
      unwrap(clock.press('white'));
      if (move === 39) expect(clock.view().white.movesToControl).toBe(1);
      tick(1000);
      unwrap(clock.press('black'));
    }
    // 90 min + 41 increments - 40 min used + 30 min.
    expect(clock.view().white.time).toBe(
      90 * MINUTE + 41 * 30 * SECOND - 40 * MINUTE + 30 * MINUTE,
    );
    expect(clock.view().white).toMatchObject({ period: 2, final: true, movesToControl: undefined });
  });

  it('S-modes a repeating last period: 150/40 then 16 moves per hour', () => {
    const { clock } = manual(PRESETS['soviet-classical']);
    unwrap(clock.start());
    for (let i = 0; i < 2 * (40 + 16 + 16); i++) unwrap(clock.press());
    expect(clock.view().white).toMatchObject({
      time: 150 * MINUTE + 2 * 60 * MINUTE + 60 * MINUTE,
      period: 4,
      movesToControl: 16,
      final: false,
    });
  });

  it('S-modes time per move: nothing carries over', () => {
    const { clock, tick } = manual(perMove(30 * SECOND));
    unwrap(clock.start());
    tick(10_000);
    unwrap(clock.press());
    expect(clock.time('white')).toBe(30_000);
    tick(31_000);
    expect(clock.view().firstFlag).toEqual({ side: 'black', at: 40_000, final: true });
  });

  it('S-modes hourglass: what one side uses, the other gains', () => {
    const { clock, tick } = manual(hourglass(MINUTE));
    unwrap(clock.start());
    tick(10_000);
    expect(clock.view()).toMatchObject({ white: { time: 50_000 }, black: { time: 70_000 } });
    unwrap(clock.press());
    tick(25_000);
    expect(clock.view()).toMatchObject({ white: { time: 75_000 }, black: { time: 45_000 } });
    expect(clock.flagFallAt()).toBe(10_000 + 70_000);
  });

  it('S-modes byo-yomi: a move in time resets the period; running one out uses it up', () => {
    const { clock, tick } = manual(byoYomi(MINUTE, 3, 10 * SECOND));
    unwrap(clock.start());
    tick(MINUTE + 4000);
    expect(clock.view().white).toMatchObject({
      time: 6000,
      periods: 3,
      stageKind: 'byo-yomi',
      flagged: false,
    });
    unwrap(clock.press());
    expect(clock.view().white).toMatchObject({ time: 10_000, periods: 3 });
    unwrap(clock.press()); // Black moves at once
    tick(25_000); // two periods gone, 5 s into the third
    expect(clock.view().white).toMatchObject({ time: 5000, periods: 1 });
    expect(clock.flagFallAt()).toBe(MINUTE + 4000 + 30_000);
    tick(5000);
    expect(clock.view().firstFlag).toEqual({
      side: 'white',
      at: MINUTE + 4000 + 30_000,
      final: true,
    });
  });

  it('S-modes Canadian: moves per block, then a fresh block', () => {
    const { clock, tick } = manual(canadian(0, 2, 30 * SECOND));
    unwrap(clock.start());
    tick(10_000);
    unwrap(clock.press());
    expect(clock.view().white).toMatchObject({ time: 20_000, movesToControl: 1 });
    unwrap(clock.press());
    tick(15_000);
    unwrap(clock.press());
    // Period 1 was the (empty) main time; the first block was period 2.
    expect(clock.view().white).toMatchObject({ time: 30_000, movesToControl: 2, period: 3 });
  });

  it('S-modes upcount: counts up and never flags', () => {
    const { clock, tick } = manual(upcount());
    unwrap(clock.start());
    tick(99 * 60 * MINUTE);
    expect(clock.view()).toMatchObject({
      white: { time: 99 * 60 * MINUTE },
      flags: [],
      flagFallAt: undefined,
    });
    expect(clock.adjust('white', 1000).ok).toBe(false);
  });

  it('E-armageddon 5 vs 4 minutes, +2 s only from move 61', () => {
    const { clock, tick } = manual(PRESETS.armageddon);
    expect(clock.view()).toMatchObject({
      white: { time: 5 * MINUTE },
      black: { time: 4 * MINUTE },
    });
    unwrap(clock.start());
    for (let move = 1; move <= 60; move++) {
      tick(1000);
      unwrap(clock.press());
      tick(1000);
      unwrap(clock.press());
    }
    // 60 s used each; the increment for move 61 is already there.
    expect(clock.view()).toMatchObject({
      white: { time: 4 * MINUTE + 2000 },
      black: { time: 3 * MINUTE + 2000 },
    });
  });
});

describe('flags', () => {
  it('S-freeze the flag instant is exact and the clock freezes in the final period', () => {
    const { clock, tick } = manual(suddenDeath(MINUTE));
    unwrap(clock.start());
    expect(clock.flagFallAt()).toBe(MINUTE);
    tick(MINUTE - 1);
    expect(clock.view().flags).toEqual([]);
    tick(5000);
    const view = clock.view();
    expect(view).toMatchObject({
      status: 'frozen',
      running: undefined,
      white: { time: 0, thinking: MINUTE },
    });
    expect(view.firstFlag).toEqual({ side: 'white', at: MINUTE, final: true });
    const press = clock.press();
    expect(press.ok || press.error.code).toBe('ERR_CLOCK_FROZEN');
    expect(clock.time('black')).toBe(MINUTE); // frozen: Black's clock never started
    expect(timeVerdict(view)).toEqual({ kind: 'loss', side: 'white', rule: 'L-6.9' });
  });

  it('S-freeze a press one millisecond late is refused as frozen', () => {
    const { clock, tick } = manual(suddenDeath(MINUTE));
    unwrap(clock.start());
    tick(MINUTE);
    const r = clock.press();
    expect(r.ok || r.error.code).toBe('ERR_CLOCK_FROZEN');
  });

  it('S-freeze a flag in a non-final period is recorded and the clock runs on', () => {
    const { clock, tick } = manual(periods({ time: MINUTE, moves: 2 }, { time: MINUTE }));
    unwrap(clock.start());
    tick(MINUTE + 5000);
    const view = clock.view();
    expect(view).toMatchObject({
      status: 'running',
      white: { time: 0, flagged: true, final: false },
    });
    expect(view.firstFlag).toEqual({ side: 'white', at: MINUTE, final: false });
    expect(timeVerdict(view)).toEqual({ kind: 'loss', side: 'white', rule: 'L-6.9' });
    unwrap(clock.press());
    expect(clock.time('white')).toBe(0);
  });

  it('L-III.3.1 both flags down in a non-final period, order unknown: play continues', () => {
    const { clock, tick } = manual(periods({ time: MINUTE, moves: 40 }, { time: 30 * MINUTE }));
    unwrap(clock.start());
    tick(1000);
    const view = unwrap(clock.flagsDown());
    expect(view).toMatchObject({ flagOrderUnknown: true, firstFlag: undefined, status: 'running' });
    expect(view.flags.map((f) => f.side).sort()).toEqual(['black', 'white']);
    expect(timeVerdict(view)).toEqual({ kind: 'continue', rule: 'L-III.3.1' });
  });

  it('L-III.3.1 both flags down in the last period, order unknown: a draw', () => {
    const { clock, tick } = manual('3+2');
    unwrap(clock.start());
    tick(1000);
    const view = unwrap(clock.set({ times: { white: 0, black: 0 } }));
    expect(view).toMatchObject({ flagOrderUnknown: true, status: 'frozen' });
    expect(timeVerdict(view)).toEqual({ kind: 'draw', rule: 'L-III.3.1' });
  });

  it('L-III.3.1 a clock restored with both displays at zero cannot know the order', () => {
    const view = unwrap(clockState('5', [{ type: 'set', at: 0, times: { white: 0, black: 0 } }]));
    expect(view.flagOrderUnknown).toBe(true);
    expect(timeVerdict(view)?.kind).toBe('draw');
  });

  it('S-14.8 old rapid: both flags down is a draw even when the order is known', () => {
    const { clock, tick } = manual(periods({ time: MINUTE, moves: 2 }, { time: MINUTE }));
    unwrap(clock.start());
    tick(MINUTE + 1);
    unwrap(clock.press());
    tick(MINUTE + 1);
    const view = clock.view();
    expect(view.flags.map((f) => f.side)).toEqual(['white', 'black']);
    expect(timeVerdict(view)).toEqual({ kind: 'loss', side: 'white', rule: 'L-6.9' });
    expect(timeVerdict(view, { bothFlags: 'draw' })).toEqual({ kind: 'draw', rule: 'S-14.8' });
  });
});

describe('arbiter', () => {
  it('S-arbiter-clock pause stops both clocks; resume restarts the side to move', () => {
    const { clock, tick } = manual('5');
    unwrap(clock.start());
    tick(1000);
    unwrap(clock.pause());
    tick(60_000);
    expect(clock.view()).toMatchObject({
      status: 'paused',
      turn: 'white',
      white: { time: 5 * MINUTE - 1000 },
    });
    expect(clock.flagFallAt()).toBeUndefined();
    expect(clock.press().ok).toBe(false);
    unwrap(clock.resume());
    tick(1000);
    expect(clock.time('white')).toBe(5 * MINUTE - 2000);
  });

  it('S-arbiter-clock add and remove time for either side', () => {
    const { clock } = manual('5');
    unwrap(clock.adjust('black', 2 * MINUTE));
    unwrap(clock.adjust('white', -MINUTE));
    expect(clock.view()).toMatchObject({
      white: { time: 4 * MINUTE },
      black: { time: 7 * MINUTE },
    });
  });

  it('S-arbiter-clock removing more time than is left drops the flag at that instant', () => {
    const { clock, tick } = manual('5');
    unwrap(clock.start());
    tick(1000);
    const view = unwrap(clock.adjust('white', -10 * MINUTE));
    expect(view.firstFlag).toEqual({ side: 'white', at: 1000, final: true });
    expect(view.status).toBe('frozen');
  });

  it('S-arbiter-clock set both times and the move counters; the period follows', () => {
    const { clock } = manual('90/40+30, 30+30');
    const view = unwrap(
      clock.set({
        times: { white: 10 * MINUTE, black: 20 * MINUTE },
        moves: { white: 41, black: 40 },
      }),
    );
    expect(view.white).toMatchObject({
      time: 10 * MINUTE,
      moves: 41,
      stage: 1,
      movesToControl: undefined,
    });
    expect(view.black).toMatchObject({ time: 20 * MINUTE, moves: 40, stage: 1 });
  });

  it('S-arbiter-clock resume after a freeze, with time given back', () => {
    const { clock, tick } = manual('1');
    unwrap(clock.start());
    tick(MINUTE + 10);
    unwrap(clock.adjust('white', 30 * SECOND));
    unwrap(clock.resume());
    tick(1000);
    expect(clock.view()).toMatchObject({
      status: 'running',
      white: { time: 29_000, flagged: true },
    });
  });

  it('refuses impossible actions with codes', () => {
    const { clock } = manual('5');
    const codes = [clock.press(), clock.pause(), clock.resume()].map((r) =>
      r.ok ? 'ok' : r.error.code,
    );
    expect(codes).toEqual([
      'ERR_CLOCK_NOT_STARTED',
      'ERR_CLOCK_NOT_RUNNING',
      'ERR_CLOCK_NOT_PAUSED',
    ]);
    unwrap(clock.start());
    const again = clock.start();
    expect(again.ok || again.error.code).toBe('ERR_CLOCK_ALREADY_STARTED');
    const bad = clock.adjust('white', 0.5);
    expect(bad.ok || bad.error.code).toBe('ERR_CLOCK_EVENT');
  });
});

describe('events and persistence', () => {
  it('serializes to JSON and restores mid-game', () => {
    const { clock, tick } = manual('3+2', 1_000_000);
    unwrap(clock.start());
    tick(4000);
    unwrap(clock.press());
    tick(2500);
    const saved = JSON.stringify(clock);
    const at = 1_000_000 + 6500 + 700;
    const restored = unwrap(restoreClock(saved, { now: () => at }));
    expect(restored.view()).toEqual(clock.view(at));
    unwrap(restored.press('black'));
    expect(restored.events).toHaveLength(3);
  });

  it('rejects broken saves and logs with codes and fields', () => {
    const codeOf = (saved: unknown) => {
      const r = restoreClock(saved);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(codeOf('{')).toBe('ERR_CLOCK_SNAPSHOT');
    expect(codeOf({ format: 'other' })).toBe('ERR_CLOCK_SNAPSHOT');
    const base = {
      format: 'chesslaws-clock',
      version: 1,
      control: unwrap(createClock('5')).control,
    };
    expect(
      codeOf({
        ...base,
        events: [
          { type: 'start', at: 5 },
          { type: 'press', at: 4 },
        ],
      }),
    ).toBe('ERR_CLOCK_TIME_ORDER');
    expect(codeOf({ ...base, events: [{ type: 'jump', at: 5 }] })).toBe('ERR_CLOCK_EVENT');
    expect(codeOf({ ...base, events: [{ type: 'press', at: 5 }] })).toBe('ERR_CLOCK_NOT_STARTED');
    const r = clockState('5', [
      { type: 'start', at: 0 },
      { type: 'adjust', at: 1, side: 'red', delta: 1 },
    ]);
    expect(r.ok || r.error.location?.field).toBe('events[1].side');
  });

  it('clockState is the same fold as the clock object', () => {
    const { clock, tick } = manual('60+3x10s');
    unwrap(clock.start());
    for (const dt of [5000, 70_000, 12_000, 3000, 9000]) {
      tick(dt);
      unwrap(clock.press());
    }
    const now = tick(15_000);
    expect(unwrap(clockState(clock.control, clock.events, now))).toEqual(clock.view(now));
  });

  it('uses a real time source by default', () => {
    const clock = unwrap(createClock('5'));
    unwrap(clock.start());
    const t = clock.view().at;
    expect(Number.isInteger(t)).toBe(true);
    expect(clock.time('white')).toBeLessThanOrEqual(5 * MINUTE);
  });
});

/** `flagFallAt()` must be the very millisecond `view()` shows the new flag (S-freeze). */
function expectFlagFallsAt(clock: Clock, fall: number) {
  expect(clock.flagFallAt()).toBe(fall);
  const before = clock.view(fall - 1).flags.length;
  const flags = clock.view(fall).flags;
  expect(flags.length).toBe(before + 1);
  expect(flags.at(-1)!.at).toBe(fall);
}

// Counterexamples of `S-freeze flagFallAt is exactly when the flag falls`, kept as examples:
// each is a main time of 0 that the engine only noticed when it took a positive amount off it.
describe('S-freeze flagFallAt and view agree to the millisecond', () => {
  it('S-freeze a US delay that runs out on a main time of 0 drops the flag then (the property test case)', () => {
    const { clock } = manual({
      white: [
        { kind: 'period', time: 0 },
        { kind: 'canadian', time: 1, moves: 1 },
      ],
      black: [{ kind: 'period', time: 0, bonus: { kind: 'us-delay', time: 1 } }],
    });
    unwrap(clock.start());
    unwrap(clock.press());
    expectFlagFallsAt(clock, 1);
    expect(clock.view(1)).toMatchObject({ status: 'frozen', firstFlag: { side: 'black', at: 1 } });
  });

  it('S-freeze sudden death of 0 with a 3 ms US delay: the flag falls when the delay is out', () => {
    const { clock, tick } = manual(usDelay(0, 3));
    unwrap(clock.start());
    expectFlagFallsAt(clock, 3);
    tick(2);
    expect(unwrap(clock.press()).white.time).toBe(0); // a move within the delay is in time
  });

  it('S-freeze a pause inside the delay on a main time of 0 keeps the rest of the delay', () => {
    const { clock, tick } = manual(usDelay(0, 3));
    unwrap(clock.start());
    tick(1);
    unwrap(clock.pause());
    tick(50);
    unwrap(clock.resume());
    expectFlagFallsAt(clock, 53);
  });

  it('S-freeze a first period starting at 0 with no delay misses its control at once, and the clock runs on', () => {
    const { clock } = manual({
      white: [
        { kind: 'period', time: 0, moves: 1 },
        { kind: 'period', time: 1 },
      ],
      black: suddenDeath(MINUTE).black,
    });
    const view = unwrap(clock.start());
    expect(view.flags).toEqual([{ side: 'white', at: 0, final: false }]);
    expect(view.status).toBe('running');
    expect(clock.flagFallAt()).toBeUndefined(); // down already: nothing left to fall
  });

  it('S-freeze a clock that a press hands to a side with 0 and no delay flags at the press', () => {
    const { clock, tick } = manual({
      white: suddenDeath(MINUTE).white,
      black: [
        { kind: 'period', time: 0, moves: 2, bonus: { kind: 'bronstein', time: 2 } },
        { kind: 'period', time: 1 },
      ],
    });
    unwrap(clock.start());
    tick(5);
    const view = unwrap(clock.press());
    expect(view.flags).toEqual([{ side: 'black', at: 5, final: false }]);
    expect(view.flagFallAt).toBeUndefined();
  });

  it('S-freeze a control reached with 0 left, into a period of 0 with a US delay', () => {
    const delay = { kind: 'us-delay', time: 2 } as const;
    const { clock, tick } = manual({
      white: suddenDeath(MINUTE).white,
      black: [
        { kind: 'period', time: 0, moves: 1, bonus: delay },
        { kind: 'period', time: 0, bonus: delay },
      ],
    });
    unwrap(clock.start());
    unwrap(clock.press());
    tick(1);
    unwrap(clock.press()); // within the delay: the control is made with 0 left
    expect(clock.view()).toMatchObject({ flags: [], black: { time: 0, period: 2 } });
    tick(1);
    unwrap(clock.press());
    expectFlagFallsAt(clock, 4);
  });
});

describe('pressSummary (internal: the rules replay presses without a view)', () => {
  it('commits what press(side) commits and answers what its view shows', () => {
    let t = 0;
    const now = () => t;
    const a = unwrap(createClock('3+2', { now }));
    const b = unwrap(createClock('3+2', { now }));
    unwrap(a.start());
    unwrap(b.start());
    const lean = b as unknown as {
      pressSummary(side: 'white' | 'black'): {
        time: number;
        thinking: number;
        status: string;
        flags: number;
        flagFallAt: number | undefined;
      };
    };
    for (const [i, side] of (['white', 'black', 'white', 'black'] as const).entries()) {
      t += 1500 + 700 * i;
      const view = unwrap(a.press(side));
      const summary = lean.pressSummary(side);
      expect(summary).toEqual({
        time: view[side].time,
        thinking: view[side].thinking,
        status: view.status,
        flags: view.flags.length,
        flagFallAt: view.flagFallAt,
      });
      expect(b.toJSON()).toEqual(a.toJSON());
    }
    // A refused press changes nothing, as press(side) refuses it.
    const refused = lean.pressSummary('black');
    const wrong = a.press('black');
    expect(wrong.ok).toBe(false);
    expect(refused).toBeInstanceOf(Error);
    expect(b.toJSON()).toEqual(a.toJSON());
    expect(b.view()).toEqual(a.view());
  });
});
