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

  // Bare strings read as people write them: '90+30' in minutes, the PGN tag '180+2' in seconds.
  const classical = unwrap(createClock('90+30', { now: () => now }));
  const blitz = unwrap(createClock('180+2', { now: () => now }));
  // '60+0' is a 1-hour game on a poster and lichess' 1-minute bullet in a PGN tag: refused.
  const ambiguous = createClock('60+0');
  const named = unwrap(createClock('pgn:60+0', { now: () => now })); // or { pgn: '60+0' }

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
    classical: formatClockTime(classical.time('white')), // '1:30:30': +30 s from move 1
    blitz: formatClockTime(blitz.time('white')), // '3:02'
    ambiguous: ambiguous.ok || ambiguous.error.code,
    named: formatClockTime(named.time('white')), // '1:00'
  };
}
