import { type Clock, createClock, type TimeControl, unwrap } from '../src/index.js';

/** A clock on a hand-driven time source: `tick(ms)` moves time on. */
export function manual(control: TimeControl | string, start = 0) {
  let now = start;
  const clock: Clock = unwrap(createClock(control, { now: () => now }));
  return {
    clock,
    tick(ms: number) {
      now += ms;
      return now;
    },
    get now() {
      return now;
    },
  };
}
