import { createClock, MINUTE, periods, timeVerdict, unwrap } from '@chesslaws/clock';
import { describe, expect, it } from 'vitest';
import { fen } from '../../test/helpers.js';
import { drawOutcome, winOutcome } from './termination.js';
import { type TimeVerdictLike, timeVerdictOutcome } from './timeVerdictOutcome.js';

// Real clocks with an injected time source: the verdicts are the clock's own.
function manualClock(control: Parameters<typeof createClock>[0]) {
  let now = 0;
  const clock = unwrap(createClock(control, { now: () => now }));
  return { clock, tick: (ms: number) => (now += ms) };
}

const QUEEN_V_KING = fen('4k3/8/8/8/8/8/8/3QK3 w - - 0 1');

describe('timeVerdictOutcome', () => {
  it("L-6.9 White's flag falls: a loss if Black can still mate, else a draw", () => {
    const { clock, tick } = manualClock('1');
    unwrap(clock.start()); // White's clock runs
    tick(MINUTE);
    const verdict = timeVerdict(clock.view());
    expect(verdict).toEqual({ kind: 'loss', side: 'white', rule: 'L-6.9' });
    // Black has a bare king here, so White's flag fall is a draw; with Black's queen, a loss.
    expect(timeVerdictOutcome(verdict, QUEEN_V_KING)).toEqual(
      drawOutcome('timeout-vs-insufficient-material', 'L-6.9'),
    );
    const blackQueen = fen('3qk3/8/8/8/8/8/8/4K3 w - - 0 1');
    expect(timeVerdictOutcome(verdict, blackQueen)).toEqual(
      winOutcome('timeout', 'black', 'L-6.9'),
    );
  });

  it('L-6.9 Black flagging against a queen loses; the analysis options pass through', () => {
    const { clock, tick } = manualClock('1');
    unwrap(clock.start());
    tick(1000);
    unwrap(clock.press()); // Black's clock runs now
    tick(MINUTE);
    const verdict = timeVerdict(clock.view());
    expect(verdict).toMatchObject({ kind: 'loss', side: 'black' });
    expect(timeVerdictOutcome(verdict, QUEEN_V_KING)).toEqual(
      winOutcome('timeout', 'white', 'L-6.9'),
    );
    const undecided = fen('2k5/3n4/8/8/8/8/8/2KB4 w - - 0 1');
    expect(timeVerdictOutcome(verdict, undecided, { nodeBudget: 5, onUnknown: 'draw' })).toEqual(
      drawOutcome('timeout-vs-insufficient-material', 'L-6.9'),
    );
  });

  it('L-III.3.1 both flags down in the last period, order unknown: a draw', () => {
    const { clock, tick } = manualClock('3+2');
    unwrap(clock.start());
    tick(1000);
    const view = unwrap(clock.set({ times: { white: 0, black: 0 } }));
    expect(timeVerdictOutcome(timeVerdict(view), QUEEN_V_KING)).toEqual(
      drawOutcome('both-flags-fallen', 'L-III.3.1'),
    );
  });

  it('L-III.3.1 both flags down before the last period: play goes on', () => {
    const { clock, tick } = manualClock(
      periods({ time: MINUTE, moves: 40 }, { time: 30 * MINUTE }),
    );
    unwrap(clock.start());
    tick(1000);
    const verdict = timeVerdict(unwrap(clock.flagsDown()));
    expect(verdict?.kind).toBe('continue');
    expect(timeVerdictOutcome(verdict, QUEEN_V_KING)).toBeUndefined();
  });

  it('S-14.8 old rapid: both flags down is a draw even when the order is known', () => {
    const { clock, tick } = manualClock(periods({ time: MINUTE, moves: 2 }, { time: MINUTE }));
    unwrap(clock.start());
    tick(MINUTE + 1);
    unwrap(clock.press());
    tick(MINUTE + 1);
    const view = clock.view();
    expect(timeVerdictOutcome(timeVerdict(view), QUEEN_V_KING)?.result).toBe('1/2-1/2'); // White flagged, Black has no mate
    expect(timeVerdictOutcome(timeVerdict(view, { bothFlags: 'draw' }), QUEEN_V_KING)).toEqual(
      drawOutcome('both-flags-fallen', 'S-14.8'),
    );
  });

  it('no flag down: no verdict, no outcome; the clock verdict type fits TimeVerdictLike', () => {
    const { clock } = manualClock('3+2');
    unwrap(clock.start());
    const none = timeVerdict(clock.view());
    expect(none).toBeUndefined();
    expect(timeVerdictOutcome(none, QUEEN_V_KING)).toBeUndefined();
    const typed: TimeVerdictLike | undefined = none; // compiles: the shapes agree
    expect(typed).toBeUndefined();
  });
});
