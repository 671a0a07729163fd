import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manual } from '../../test/harness.js';
import { COLORS, type Color } from '../color.js';
import type { Bonus, Stage, TimeControl } from '../control/types.js';
import { validateTimeControl } from '../control/validate.js';
import { unwrap } from '../result.js';
import { clockState } from './clock.js';
import type { ClockView } from './view.js';

const ms = (max: number) => fc.integer({ min: 0, max });
const bonus: fc.Arbitrary<Bonus | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({ kind: fc.constant('fischer' as const), time: ms(5000) }),
  fc.record({
    kind: fc.constant('fischer' as const),
    time: ms(5000),
    fromMove: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ kind: fc.constant('bronstein' as const), time: ms(5000) }),
  fc.record({ kind: fc.constant('us-delay' as const), time: ms(5000) }),
);
const period = (moves: boolean): fc.Arbitrary<Stage> =>
  fc
    .record({ time: ms(20_000), moves: fc.integer({ min: 1, max: 4 }), bonus })
    .map(({ time, moves: m, bonus: b }) => {
      const stage: Record<string, unknown> = { kind: 'period', time };
      if (moves) stage.moves = m;
      if (b) stage.bonus = b;
      return stage as unknown as Stage;
    });
const side: fc.Arbitrary<Stage[]> = fc.oneof(
  fc
    .tuple(fc.array(period(true), { maxLength: 2 }), period(false), fc.boolean())
    .map(([a, last, repeat]) => (repeat && a.length > 0 ? a : [...a, last])),
  fc.tuple(ms(10_000), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 4 })).map(
    ([main, t, n]) =>
      [
        { kind: 'period', time: main },
        { kind: 'byo-yomi', time: t, periods: n },
      ] as Stage[],
  ),
  fc.tuple(ms(10_000), fc.integer({ min: 1, max: 9000 }), fc.integer({ min: 1, max: 3 })).map(
    ([main, t, n]) =>
      [
        { kind: 'period', time: main },
        { kind: 'canadian', time: t, moves: n },
      ] as Stage[],
  ),
  fc.integer({ min: 1, max: 5000 }).map((t) => [{ kind: 'per-move', time: t }] as Stage[]),
  fc.constant([{ kind: 'upcount' }] as Stage[]),
);
const control: fc.Arbitrary<TimeControl> = fc
  .oneof(
    fc.tuple(side, side).map(([white, black]) => ({ white, black })),
    fc.integer({ min: 1, max: 20_000 }).map((t) => ({
      white: [{ kind: 'hourglass', time: t }] as Stage[],
      black: [{ kind: 'hourglass', time: t }] as Stage[],
    })),
  )
  .filter((c) => validateTimeControl(c).ok);

type Action =
  | { kind: 'tick'; ms: number }
  | { kind: 'press' | 'pause' | 'resume' | 'flags' }
  | { kind: 'adjust'; side: Color; delta: number }
  | { kind: 'set'; side: Color; time: number };
const color = fc.constantFrom(...COLORS);
const action = (arbiter: boolean): fc.Arbitrary<Action> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: ms(8000) }) },
    { weight: 6, arbitrary: fc.constant({ kind: 'press' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'pause' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'resume' as const }) },
    ...(arbiter
      ? [
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('adjust' as const),
              side: color,
              delta: fc.integer({ min: -20_000, max: 20_000 }),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('set' as const),
              side: color,
              time: ms(20_000),
            }),
          },
          { weight: 1, arbitrary: fc.constant({ kind: 'flags' as const }) },
        ]
      : []),
  );

/** Runs the actions on a hand-driven clock, calling `check` around every step. */
function run(
  c: TimeControl,
  actions: readonly Action[],
  check?: (before: ClockView, after: ClockView, a: Action) => void,
) {
  const h = manual(c);
  h.clock.start();
  for (const a of actions) {
    const before = h.clock.view();
    if (a.kind === 'tick') h.tick(a.ms);
    else if (a.kind === 'press') h.clock.press();
    else if (a.kind === 'pause') h.clock.pause();
    else if (a.kind === 'resume') h.clock.resume();
    else if (a.kind === 'flags') h.clock.flagsDown();
    else if (a.kind === 'adjust') h.clock.adjust(a.side, a.delta);
    else if (a.kind === 'set') h.clock.set({ times: { [a.side]: a.time } });
    check?.(before, h.clock.view(), a);
  }
  return h;
}

const numbers = (view: ClockView): number[] =>
  COLORS.flatMap((c) => [
    view[c].time,
    view[c].thinking,
    view[c].moves,
    view[c].delay,
    view[c].periods ?? 0,
  ]);

describe('properties', () => {
  it('S-modes replaying the events gives the same state, at any later instant', () => {
    fc.assert(
      fc.property(
        control,
        fc.array(action(true), { maxLength: 40 }),
        ms(50_000),
        (c, actions, later) => {
          const { clock, now } = run(c, actions);
          const at = now + later;
          expect(unwrap(clockState(c, clock.events, at))).toEqual(clock.view(at));
          const restored = unwrap(clockState(c, JSON.parse(JSON.stringify(clock.events)), at));
          expect(restored).toEqual(clock.view(at));
        },
      ),
      propertyOptions({ numRuns: 300 }),
    );
  });

  it('S-modes no control yields NaN, fractions or negative times', () => {
    fc.assert(
      fc.property(control, fc.array(action(true), { maxLength: 40 }), (c, actions) => {
        run(c, actions, (_, after) => {
          for (const n of numbers(after)) {
            expect(Number.isSafeInteger(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(0);
          }
          const fall = after.flagFallAt;
          if (fall !== undefined) expect(fall).toBeGreaterThanOrEqual(after.at);
        });
      }),
      propertyOptions({ numRuns: 300 }),
    );
  });

  it('S-modes hourglass conserves time: what one side loses the other gains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.array(action(false), { maxLength: 60 }),
        (t, actions) => {
          run(
            { white: [{ kind: 'hourglass', time: t }], black: [{ kind: 'hourglass', time: t }] },
            actions,
            (_, after) => {
              expect(after.white.time + after.black.time).toBe(2 * t);
            },
          );
        },
      ),
      propertyOptions({ numRuns: 300 }),
    );
  });

  it('S-modes time never goes up except by increment, delay given back, a new period, or the arbiter', () => {
    const periodsOnly = control.filter((c) =>
      COLORS.every((col) => c[col].every((s) => s.kind === 'period')),
    );
    fc.assert(
      fc.property(periodsOnly, fc.array(action(false), { maxLength: 60 }), (c, actions) => {
        run(c, actions, (before, after, a) => {
          for (const col of COLORS) {
            const gain = after[col].time - before[col].time;
            if (a.kind !== 'press' || before.running !== col || after.running === col) {
              expect(gain).toBeLessThanOrEqual(0);
              continue;
            }
            // The side that pressed: at most its delay back, plus the next move's increment and period.
            const stages = c[col];
            const next = stages[Math.min(after[col].stage, stages.length - 1)]!;
            const here = stages[before[col].stage]!;
            const bonusOf = (s: Stage) => (s.kind === 'period' && s.bonus ? s.bonus.time : 0);
            const periodTime =
              after[col].period > before[col].period && next.kind === 'period' ? next.time : 0;
            expect(gain).toBeLessThanOrEqual(bonusOf(here) + bonusOf(next) + periodTime);
          }
        });
      }),
      propertyOptions({ numRuns: 300 }),
    );
  });

  it('S-freeze flagFallAt is exactly when the flag falls', () => {
    fc.assert(
      fc.property(control, fc.array(action(false), { maxLength: 20 }), (c, actions) => {
        const h = run(c, actions);
        const fall = h.clock.flagFallAt();
        if (fall === undefined) return;
        const flagsBefore = h.clock.view(fall - 1).flags.length;
        expect(h.clock.view(fall).flags.length).toBe(flagsBefore + 1);
        expect(h.clock.view(fall).flags.at(-1)!.at).toBe(fall);
      }),
      propertyOptions({ numRuns: 300 }),
    );
  });
});
