import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
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
  usDelay,
} from '../control/builders.js';
import type { TimeControl } from '../control/types.js';
import { MINUTE, SECOND } from '../duration.js';
import { PENALTIES } from '../penalties/penalties.js';
import { unwrap } from '../result.js';
import { clockState, restoreClock } from './clock.js';
import { checkClockEvent } from './events.js';

describe('takebacks', () => {
  it('S-modes a takeback gives the presser back the time it showed before the press; the opponent keeps what it used', () => {
    const { clock, tick } = manual(fischer(3 * MINUTE, 2 * SECOND));
    unwrap(clock.start());
    tick(10_000);
    unwrap(clock.press()); // White 3:02 - 0:10 + 0:02
    expect(clock.time('white')).toBe(3 * MINUTE + 2000 - 10_000 + 2000);
    tick(4000);
    const view = unwrap(clock.takeBack());
    expect(view).toMatchObject({
      status: 'running',
      turn: 'white',
      white: { time: 3 * MINUTE + 2000 - 10_000, moves: 0, thinking: 10_000 },
      black: { time: 3 * MINUTE + 2000 - 4000, moves: 0, thinking: 4000 },
    });
    expect(clock.events.at(-1)).toEqual({ type: 'takeback', at: 14_000 });
    tick(5000);
    expect(clock.time('white')).toBe(3 * MINUTE + 2000 - 15_000); // White's clock runs again
    expect(unwrap(clock.press()).white.time).toBe(3 * MINUTE + 2000 - 15_000 + 2000);
  });

  it('S-modes several takebacks in a row go back past several presses, then refuse with ERR_CLOCK_NO_PRESS', () => {
    const { clock, tick } = manual(fischer(MINUTE, SECOND));
    unwrap(clock.start());
    tick(1000);
    unwrap(clock.press());
    tick(2000);
    unwrap(clock.press());
    tick(3000);
    unwrap(clock.press());
    tick(500);
    expect(unwrap(clock.takeBack())).toMatchObject({ turn: 'white', white: { moves: 1 } });
    // Black ran 0.5 s while White's last press stood: that stays used, the +1 s goes.
    expect(unwrap(clock.takeBack())).toMatchObject({
      turn: 'black',
      black: { moves: 0, time: MINUTE + 1000 - 2000 - 500 },
    });
    // Back to before White's first press, less the 3 s White thought about its second move.
    expect(unwrap(clock.takeBack())).toMatchObject({
      turn: 'white',
      white: { moves: 0, time: MINUTE + 1000 - 1000 - 3000, thinking: 4000 },
      black: { moves: 0, time: MINUTE + 1000 - 2000 - 500, thinking: 2500 },
    });
    const none = clock.takeBack();
    expect(none.ok || [none.error.code, none.error.message]).toEqual([
      'ERR_CLOCK_NO_PRESS',
      'there is no press to take back',
    ]);
    expect(clock.events.filter((e) => e.type === 'takeback')).toHaveLength(3); // not logged
  });

  it('S-modes taking back the press that made a control takes the next period away again', () => {
    const { clock, tick } = manual(periods({ time: MINUTE, moves: 1 }, { time: 30 * MINUTE }));
    unwrap(clock.start());
    tick(20_000);
    expect(unwrap(clock.press()).white).toMatchObject({ period: 2, time: 40_000 + 30 * MINUTE });
    const back = unwrap(clock.takeBack()).white;
    expect(back).toMatchObject({ period: 1, stage: 0, moves: 0, movesToControl: 1, time: 40_000 });
  });

  it('S-modes US delay: the presser gets back the delay it had left', () => {
    const { clock, tick } = manual(usDelay(MINUTE, 5 * SECOND));
    unwrap(clock.start());
    tick(3000);
    unwrap(clock.press()); // within the delay: main time untouched, 2 s of delay unused
    tick(1000);
    expect(unwrap(clock.takeBack()).white).toMatchObject({ time: MINUTE, delay: 2000 });
    tick(2000);
    expect(clock.time('white')).toBe(MINUTE);
    tick(1000);
    expect(clock.time('white')).toBe(MINUTE - 1000);
  });

  it('S-arbiter-clock time the arbiter gave the presser after the press survives the takeback', () => {
    const { clock, tick } = manual(fischer(MINUTE, 0));
    unwrap(clock.start());
    tick(10_000);
    unwrap(clock.press());
    unwrap(clock.penalize(PENALTIES['illegal-move'], 'black')); // White +2 min (L-7.5.5)
    expect(unwrap(clock.takeBack()).white.time).toBe(MINUTE - 10_000 + 2 * MINUTE);
  });

  it('S-modes hourglass: a takeback moves no time, so the two clocks still add up', () => {
    const { clock, tick } = manual(hourglass(MINUTE));
    unwrap(clock.start());
    tick(10_000);
    unwrap(clock.press());
    tick(4000);
    const view = unwrap(clock.takeBack());
    expect([view.white.time, view.black.time]).toEqual([MINUTE - 10_000 + 4000, MINUTE + 6000]);
  });

  it('S-arbiter-clock a takeback while paused changes the side to move; resume starts its clock', () => {
    const { clock, tick } = manual(fischer(MINUTE, 0));
    unwrap(clock.start());
    tick(1000);
    unwrap(clock.press());
    unwrap(clock.pause());
    expect(unwrap(clock.takeBack())).toMatchObject({ status: 'paused', turn: 'white' });
    unwrap(clock.resume());
    tick(1000);
    expect(clock.time('white')).toBe(MINUTE - 2000);
  });

  it('S-freeze a takeback cannot undo a flag in the final period, nor happen before the start', () => {
    const { clock, tick } = manual(fischer(MINUTE, 0));
    const early = clock.takeBack();
    expect(early.ok || early.error.code).toBe('ERR_CLOCK_NOT_STARTED');
    unwrap(clock.start());
    unwrap(clock.press());
    tick(MINUTE + 1);
    const late = clock.takeBack();
    expect(late.ok || late.error.code).toBe('ERR_CLOCK_FROZEN');
  });

  it('checkClockEvent, clockState and restoreClock read takebacks from a saved log', () => {
    expect(checkClockEvent({ type: 'takeback', at: 5 })).toEqual({
      ok: true,
      value: { type: 'takeback', at: 5 },
    });
    const { clock, tick } = manual(fischer(MINUTE, SECOND));
    unwrap(clock.start());
    tick(1000);
    unwrap(clock.press());
    tick(1000);
    unwrap(clock.takeBack());
    const saved = JSON.stringify(clock);
    expect(unwrap(restoreClock(saved, { now: () => 2000 })).view()).toEqual(clock.view());
    expect(unwrap(clockState(clock.control, JSON.parse(saved).events))).toEqual(clock.view());
    const bad = clockState(clock.control, [
      { type: 'start', at: 0 },
      { type: 'takeback', at: 1 },
    ]);
    expect(bad.ok || [bad.error.code, bad.error.location]).toEqual([
      'ERR_CLOCK_NO_PRESS',
      { field: 'events[1]', index: 1 },
    ]);
  });
});

const CONTROLS: TimeControl[] = [
  fischer(3 * SECOND, 500),
  periods({ time: 2 * SECOND, moves: 2, increment: 300 }, { time: SECOND, moves: 1 }),
  usDelay(2 * SECOND, 700),
  bronstein(2 * SECOND, 700),
  byoYomi(SECOND, 3, 800),
  canadian(SECOND, 2, 1500),
  hourglass(3 * SECOND),
  perMove(900),
];

describe('takeback properties', () => {
  it('S-modes k presses then k takebacks at one instant change nothing, at any point of any game', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTROLS),
        fc.array(fc.integer({ min: 1, max: 900 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 4 }),
        (control, thinks, k) => {
          const { clock, tick } = manual(control);
          unwrap(clock.start());
          for (const think of thinks) {
            tick(think);
            if (!clock.press().ok) break; // frozen: a flag fell
          }
          const before = clock.view();
          let pressed = 0;
          while (pressed < k && clock.press().ok) pressed++;
          for (let i = 0; i < pressed; i++) unwrap(clock.takeBack());
          expect(clock.view()).toEqual(before);
        },
      ),
      propertyOptions({ numRuns: 300 }),
    );
  });
});
