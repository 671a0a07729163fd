import { describe, expect, it } from 'vitest';
import { manual } from '../../test/harness.js';
import { periods, usDelay } from '../control/builders.js';
import { MINUTE } from '../duration.js';
import { unwrap } from '../result.js';
import {
  apportionClock,
  apportionSide,
  apportionUsedTime,
  minimumTimeToControl,
} from './apportion.js';

const control = periods({ time: 150 * MINUTE, moves: 40 }, { time: 60 * MINUTE });

describe('apportioning', () => {
  it('S-apportion 90 min for 30 moves, irregularity at move 20 → 60 min (and 60 → 40)', () => {
    expect(apportionUsedTime(90 * MINUTE, 30, 20)).toBe(60 * MINUTE);
    expect(apportionUsedTime(60 * MINUTE, 30, 20)).toBe(40 * MINUTE);
  });

  it('S-apportion the clock gets what the control gives less the apportioned time', () => {
    const side = unwrap(apportionSide(control.white, { used: 90 * MINUTE, moves: 30, keep: 20 }));
    expect(side).toEqual({ used: 60 * MINUTE, time: 90 * MINUTE, movesToControl: 20 });
  });

  it('S-apportion leaves at least 5 minutes, or 1 minute per move to the control', () => {
    expect(minimumTimeToControl(3)).toBe(5 * MINUTE);
    expect(minimumTimeToControl(20)).toBe(20 * MINUTE);
    expect(minimumTimeToControl(undefined)).toBe(5 * MINUTE);
    const side = unwrap(apportionSide(control.white, { used: 149 * MINUTE, moves: 39, keep: 39 }));
    expect(side.time).toBe(5 * MINUTE);
  });

  it('S-apportion sets a running clock back from its own thinking times', () => {
    const { clock, tick } = manual(control);
    unwrap(clock.start());
    for (let i = 0; i < 30; i++) {
      tick(3 * MINUTE);
      unwrap(clock.press());
      tick(2 * MINUTE);
      unwrap(clock.press());
    }
    const settings = unwrap(apportionClock(clock.control, clock.view(), { white: 20, black: 20 }));
    const view = unwrap(clock.set(settings));
    expect(view.white).toMatchObject({ time: 90 * MINUTE, moves: 20, movesToControl: 20 });
    expect(view.black).toMatchObject({ time: 110 * MINUTE, moves: 20 });
  });

  it('S-apportion refuses delays and impossible move counts', () => {
    const delay = apportionSide(usDelay(MINUTE, 5000).white, { used: 1, moves: 2, keep: 1 });
    expect(delay.ok || delay.error.code).toBe('ERR_CLOCK_UNSUPPORTED');
    const bad = apportionSide(control.white, { used: 1, moves: 2, keep: 3 });
    expect(bad.ok || bad.error.code).toBe('ERR_CLOCK_MOVES');
  });
});
