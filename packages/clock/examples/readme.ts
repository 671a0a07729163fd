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

  const blackAfterAMinute = formatClockTime(restored.time('black')); // '1:29:30'
  const verdict = timeVerdict(restored.view()); // undefined: no flag has fallen

  // What PGN [%clk] and [%emt] record for White's first move.
  const first = restored.timeline()[0]!;

  // Casual play: White takes the move back; the increment goes, the penalty and Black's minute stay.
  unwrap(restored.takeBack());

  // '180+2' is 3 h as shorthand and 3 min as a PGN tag: refused until the notation is named.
  const ambiguous = createClock('180+2');
  const named = unwrap(createClock({ pgn: '180+2' }, { now: () => now }));

  return {
    white: formatClockTime(view.white.time), // '1:31:25'
    black: formatClockTime(view.black.time), // '1:30:30'
    flagFallAt, // 95_000 + 5_430_000
    blackAfterAMinute,
    verdict,
    firstMove: {
      ply: first.ply,
      side: first.side,
      clk: formatClockTime(first.remaining),
      emt: first.spent,
    },
    afterTakeBack: {
      turn: restored.view().turn,
      white: restored.time('white'),
      black: restored.time('black'),
    },
    ambiguous: ambiguous.ok || ambiguous.error.code,
    named: formatClockTime(named.time('white')), // 3:02, increment from move 1
  };
}
