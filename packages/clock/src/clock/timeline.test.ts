import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manual } from '../../test/harness.js';
import { opposite } from '../color.js';
import {
  bronstein,
  byoYomi,
  canadian,
  fischer,
  hourglass,
  periods,
  usDelay,
} from '../control/builders.js';
import type { TimeControl } from '../control/types.js';
import { MINUTE, SECOND } from '../duration.js';
import { PRESETS } from '../presets/presets.js';
import { unwrap } from '../result.js';
import { clockState } from './clock.js';
import { Engine } from './engine.js';
import type { ClockEvent } from './events.js';
import { type ClockTimelineEntry, clockTimeline } from './timeline.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The timeline the slow way: one replay per prefix, a stack for takebacks. */
function timelineByPrefixes(control: TimeControl, events: readonly ClockEvent[]) {
  const entries: ClockTimelineEntry[] = [];
  const thinking: number[] = [];
  for (const [index, event] of events.entries()) {
    if (event.type === 'takeback') {
      entries.pop();
      thinking.pop();
    }
    if (event.type !== 'press') continue;
    const view = unwrap(clockState(control, events.slice(0, index + 1)));
    const side = opposite(view.turn);
    const s = view[side];
    entries.push({
      index,
      ply: entries.length + 1,
      side,
      at: event.at,
      remaining: s.time,
      spent: s.thinking - (entries.length >= 2 ? thinking[entries.length - 2]! : 0),
      stage: s.stage,
      stageKind: s.stageKind,
      period: s.period,
      movesToControl: s.movesToControl,
      periods: s.periods,
      clocks: { white: view.white.time, black: view.black.time },
    });
    thinking.push(s.thinking);
  }
  return entries;
}

const CONTROLS: TimeControl[] = [
  fischer(3 * SECOND, 500),
  periods({ time: 4 * SECOND, moves: 2, increment: 300 }, { time: SECOND }),
  usDelay(2 * SECOND, 700),
  bronstein(2 * SECOND, 700),
  byoYomi(SECOND, 3, 800),
  canadian(SECOND, 2, 1500),
  hourglass(3 * SECOND),
  { white: [{ kind: 'upcount' }], black: [{ kind: 'per-move', time: 900 }] },
  PRESETS.armageddon,
];

type Step = 'press' | 'takeback' | 'pause' | 'resume' | 'adjust' | number;
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 1200 }) },
  { weight: 5, arbitrary: fc.constant('press' as const) },
  { weight: 2, arbitrary: fc.constant('takeback' as const) },
  { weight: 1, arbitrary: fc.constantFrom('pause' as const, 'resume' as const, 'adjust' as const) },
);

/** A log made by playing `steps` on a hand-driven clock (refused actions are not logged). */
function playLog(control: TimeControl, steps: readonly Step[]): readonly ClockEvent[] {
  const { clock, tick } = manual(control);
  unwrap(clock.start());
  for (const s of steps) {
    if (typeof s === 'number') tick(s);
    else if (s === 'press') clock.press();
    else if (s === 'takeback') clock.takeBack();
    else if (s === 'pause') clock.pause();
    else if (s === 'resume') clock.resume();
    else clock.adjust('white', 400);
  }
  return clock.events;
}

describe('clockTimeline', () => {
  it('S-modes one entry per press: the display after the increment ([%clk]) and the time the move took ([%emt])', () => {
    const { clock, tick } = manual('3+2');
    unwrap(clock.start());
    for (const think of [5000, 3000, 10_000]) {
      tick(think);
      unwrap(clock.press());
    }
    const start = 3 * MINUTE + 2000;
    expect(unwrap(clockTimeline('3+2', clock.events))).toEqual([
      {
        index: 1,
        ply: 1,
        side: 'white',
        at: 5000,
        remaining: start - 5000 + 2000,
        spent: 5000,
        stage: 0,
        stageKind: 'period',
        period: 1,
        movesToControl: undefined,
        periods: undefined,
        clocks: { white: start - 3000, black: start },
      },
      expect.objectContaining({ ply: 2, side: 'black', spent: 3000, remaining: start - 1000 }),
      expect.objectContaining({ ply: 3, side: 'white', spent: 10_000, remaining: start - 11_000 }),
    ]);
    expect(clock.timeline()).toEqual(unwrap(clockTimeline('3+2', clock.events)));
  });

  it('S-modes multi-period: moves to the control count down, and the press that makes it starts period 2', () => {
    const { clock, tick } = manual(PRESETS['fide-classical']);
    unwrap(clock.start());
    for (let i = 0; i < 80; i++) {
      tick(30 * SECOND);
      unwrap(clock.press());
    }
    const white = clock.timeline().filter((e) => e.side === 'white');
    expect(white[0]).toMatchObject({ ply: 1, period: 1, movesToControl: 39 });
    expect(white[38]).toMatchObject({ ply: 77, period: 1, movesToControl: 1 });
    expect(white[39]).toMatchObject({ ply: 79, period: 2, movesToControl: undefined });
    // 90 min + 40 × 30 s, less 40 × 30 s thought, then the 30 min of period 2.
    expect(white[39]!.remaining).toBe(90 * MINUTE + 30 * SECOND + 30 * MINUTE);
  });

  it('S-modes a takeback drops its press from the timeline; the move played instead counts all the time thought on it', () => {
    const { clock, tick } = manual('3+2');
    unwrap(clock.start());
    tick(5000);
    unwrap(clock.press());
    tick(2000);
    unwrap(clock.press());
    tick(1000);
    unwrap(clock.takeBack()); // Black's press goes; Black thinks on
    tick(4000);
    unwrap(clock.press());
    const timeline = clock.timeline();
    expect(timeline.map((e) => [e.index, e.ply, e.side, e.spent])).toEqual([
      [1, 1, 'white', 5000],
      [4, 2, 'black', 6000],
    ]);
  });

  it('S-modes equals one replay per prefix on random logs with takebacks, pauses and adjustments', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTROLS),
        fc.array(step, { maxLength: 60 }),
        (control, steps) => {
          const events = playLog(control, steps);
          expect(unwrap(clockTimeline(control, events))).toEqual(
            timelineByPrefixes(control, events),
          );
        },
      ),
      propertyOptions({ numRuns: 200 }),
    );
  });

  it('is linear: one engine step per event however long the game, with no copies', () => {
    const steps: Step[] = [];
    for (let i = 0; i < 3000; i++)
      steps.push(50, 'press', ...(i % 7 === 6 ? ['takeback' as const] : []));
    const events = playLog(fischer(10 * MINUTE, SECOND), steps);
    const counted = (name: 'apply' | 'advance' | 'clone') => vi.spyOn(Engine.prototype, name);
    const apply = counted('apply');
    const advance = counted('advance');
    const clone = counted('clone');
    const timeline = unwrap(clockTimeline(fischer(10 * MINUTE, SECOND), events));
    expect(timeline.length).toBe(3000 - Math.floor(3000 / 7)); // each takeback drops one press
    expect(apply).toHaveBeenCalledTimes(events.length);
    expect(advance.mock.calls.length).toBeLessThanOrEqual(events.length);
    expect(clone).not.toHaveBeenCalled();
  });

  it('gives the errors of clockState, with the index of the bad event', () => {
    const bad = clockTimeline('3+2', [
      { type: 'start', at: 0 },
      { type: 'press', at: 5 },
      { type: 'press', at: 4 },
    ]);
    expect(bad.ok || [bad.error.code, bad.error.location]).toEqual([
      'ERR_CLOCK_TIME_ORDER',
      { field: 'events[2]', index: 2 },
    ]);
    const ambiguous = clockTimeline('60+0', []);
    expect(ambiguous.ok || ambiguous.error.code).toBe('ERR_TC_AMBIGUOUS');
    expect(unwrap(clockTimeline({ pgn: '60+0' }, []))).toEqual([]);
    expect(unwrap(clockTimeline('pgn:60+0', []))).toEqual([]);
  });
});
