// The example from the README, run by examples/readme.test.ts.
import {
  createClock,
  formatClockTime,
  PENALTIES,
  parseTimeControl,
  restoreClock,
  timeVerdict,
  unwrap,
} from '@chesslaws/clock';

export function readmeExample() {
  // An injected time source makes the clock exact and testable; use your monotonic clock in an app.
  let now = 0;
  const control = unwrap(parseTimeControl('90/40+30, 30+30')); // FIDE classical
  const clock = unwrap(createClock(control, { now: () => now }));

  clock.start(); // White's clock runs (L-6.1)
  now += 95_000;
  clock.press(); // White took 1:35 for move 1 and gets +30 s for move 2
  clock.penalize(PENALTIES['illegal-move'], 'black'); // L-7.5.5: White +2 min

  const view = clock.view();
  const flagFallAt = clock.flagFallAt(); // one timer for the UI instead of polling

  // Save and restore mid-game: the log is the state.
  const saved = JSON.stringify(clock);
  now += 60_000;
  const restored = unwrap(restoreClock(saved, { now: () => now }));

  return {
    white: formatClockTime(view.white.time), // '1:31:25'
    black: formatClockTime(view.black.time), // '1:30:30'
    flagFallAt, // 95_000 + 5_430_000
    blackAfterAMinute: formatClockTime(restored.time('black')), // '1:29:30'
    verdict: timeVerdict(restored.view()), // undefined: no flag has fallen
  };
}
