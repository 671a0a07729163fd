import { describe, expect, it } from 'vitest';
import { type GameState, REGULATIONS, type RegulationName } from '../src/index.js';
import { KNIGHT_ROUND, table } from './harness.js';

/**
 * One step at the table: a move (UCI) a second later, or an action by a side; `refused` names
 * the error code a step must be refused with (every other step must succeed).
 */
type Step = (
  | string
  | { readonly illegal: string }
  | {
      readonly claim: 'threefold' | 'fifty' | 'illegal-move';
      readonly by: 'white' | 'black';
      readonly intended?: string;
    }
  | { readonly offer: 'white' | 'black' }
  | { readonly accept: 'white' | 'black' }
  | { readonly wait: number }
) & { readonly refused?: string };

interface Row {
  readonly rule: string;
  readonly preset: RegulationName;
  readonly fen?: string;
  readonly clock?: string;
  readonly steps: readonly Step[];
  /** What the game shows after the steps: each field given is checked, and `result` always. */
  readonly expect: Partial<Pick<GameState, 'fen'>> & {
    readonly result?: string;
    readonly termination?: string;
    readonly byRule?: string;
    readonly lastRuling?: string;
    readonly running?: boolean;
    /** Ms the opponent's clock gained over the steps (a penalty), or `undefined` for none. */
    readonly opponentGained?: number;
    /** Completed illegal moves ruled on, by side. */
    readonly illegalMoves?: { readonly white: number; readonly black: number };
  };
}

const moves = (text: string): string[] => text.split(' ');
const REPEAT_TWICE = moves(`${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
const FIVE_TIMES = moves(`${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
const LONE_KING = '4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1';

// Every preset, rule by rule: the same situations give each regulation's ruling.
const ROWS: readonly Row[] = [
  // Illegal moves: the first costs the opponent time, the second (third) loses.
  {
    rule: 'L-7.5.5',
    preset: 'fide-standard',
    steps: [{ illegal: 'e2e5' }],
    expect: { lastRuling: 'L-7.5.5', running: true },
  },
  {
    rule: 'L-A.3',
    preset: 'fide-rapid',
    steps: [{ illegal: 'e2e5' }],
    expect: { lastRuling: 'L-A.3' },
  },
  {
    rule: 'L-A.5.2',
    preset: 'fide-rapid-unsupervised',
    steps: [{ illegal: 'e2e5' }, 'd7d6'],
    expect: { lastRuling: 'L-A.5.2' },
  },
  {
    rule: 'L-B.2',
    preset: 'fide-blitz',
    steps: [{ illegal: 'e2e5' }],
    expect: { lastRuling: 'L-B.2', opponentGained: 60_000, illegalMoves: { white: 1, black: 0 } },
  },
  {
    rule: 'L-7.5.5',
    preset: 'fide-blitz',
    steps: [{ illegal: 'e2e5' }, { illegal: 'e2e6' }],
    expect: { result: '0-1', termination: 'illegal-moves', byRule: 'L-7.5.5' },
  },
  {
    rule: 'L-B.3',
    preset: 'fide-blitz-unsupervised',
    steps: [{ illegal: 'e2e5' }, { claim: 'illegal-move', by: 'black' }],
    expect: { lastRuling: 'L-B.3' },
  },
  {
    rule: 'L-B.2',
    preset: 'armageddon',
    steps: [{ illegal: 'e2e5' }],
    expect: { lastRuling: 'L-B.2' },
  },
  {
    rule: 'L-3.10',
    preset: 'casual',
    steps: [{ illegal: 'e2e5', refused: 'ERR_RULES_REFUSED' }],
    expect: { running: false, lastRuling: undefined, illegalMoves: { white: 0, black: 0 } },
  },
  {
    rule: 'S-strikes',
    preset: 'legacy',
    steps: [{ illegal: 'e2e5' }, { illegal: 'e2e6' }],
    expect: {
      result: undefined,
      lastRuling: 'L-7.5.5',
      opponentGained: 2 * 120_000,
      illegalMoves: { white: 2, black: 0 },
    },
  },
  {
    rule: 'S-strikes',
    preset: 'legacy',
    steps: [{ illegal: 'e2e5' }, { illegal: 'e2e6' }, { illegal: 'b1b3' }],
    expect: { result: '0-1', termination: 'illegal-moves', byRule: 'S-strikes' },
  },
  {
    rule: 'S-blitz',
    preset: 'legacy',
    clock: '5+0',
    steps: [{ illegal: 'e2e5' }, { claim: 'illegal-move', by: 'black' }],
    expect: { result: '0-1', byRule: 'S-blitz' },
  },
  // Fivefold repetition: automatic, except in the old codes; a Black win in Armageddon.
  ...(['fide-standard', 'fide-rapid', 'fide-blitz', 'casual'] as const).map(
    (preset): Row => ({
      rule: 'L-9.6.1',
      preset,
      steps: FIVE_TIMES,
      expect: { result: '1/2-1/2', byRule: 'L-9.6.1' },
    }),
  ),
  {
    rule: 'E-armageddon',
    preset: 'armageddon',
    steps: FIVE_TIMES,
    expect: { result: '0-1', byRule: 'E-armageddon' },
  },
  { rule: 'L-9.6.1', preset: 'legacy', steps: FIVE_TIMES, expect: { result: undefined } },
  // Threefold: claimed with an intended move; incorrect claims cost time (or not, casually).
  ...(['fide-standard', 'fide-blitz-unsupervised', 'casual', 'legacy'] as const).map(
    (preset): Row => ({
      rule: 'L-9.2.1.1',
      preset,
      steps: [...REPEAT_TWICE.slice(0, 7), { claim: 'threefold', by: 'black', intended: 'f6g8' }],
      expect: { result: '1/2-1/2', byRule: 'L-9.2.1.1' },
    }),
  ),
  {
    rule: 'L-9.5',
    preset: 'fide-standard',
    steps: [{ claim: 'threefold', by: 'white' }],
    expect: { lastRuling: 'L-9.5' },
  },
  {
    rule: 'L-A.3',
    preset: 'fide-rapid-unsupervised',
    steps: [{ claim: 'threefold', by: 'white' }],
    expect: { lastRuling: 'L-A.3' },
  },
  {
    rule: 'S-claim-9.5-old',
    preset: 'legacy',
    steps: [{ claim: 'fifty', by: 'white' }],
    expect: { lastRuling: 'S-claim-9.5-old' },
  },
  // Agreement: a draw, except that Armageddon refuses offers.
  {
    rule: 'L-5.2.3',
    preset: 'fide-rapid',
    steps: ['e2e4', { offer: 'white' }, { accept: 'black' }],
    expect: { result: '1/2-1/2', termination: 'agreement' },
  },
  {
    rule: 'E-armageddon',
    preset: 'armageddon',
    steps: [
      'e2e4',
      { offer: 'white', refused: 'ERR_RULES_REFUSED' },
      { accept: 'black', refused: 'ERR_RULES_NO_OFFER' },
    ],
    expect: { result: undefined },
  },
  // Flag falls: against a lone king a draw (L-6.9), and in Armageddon that draw is Black's.
  {
    rule: 'L-6.9',
    preset: 'fide-blitz',
    fen: LONE_KING,
    steps: [{ wait: 600_000 }],
    expect: { result: '1/2-1/2', termination: 'timeout-vs-insufficient-material' },
  },
  {
    rule: 'L-6.9',
    preset: 'fide-rapid',
    steps: [{ wait: 3_600_000 }],
    expect: { result: '0-1', termination: 'timeout' },
  },
  {
    rule: 'E-armageddon',
    preset: 'armageddon',
    fen: LONE_KING,
    steps: [{ wait: 600_000 }],
    expect: { result: '0-1', byRule: 'E-armageddon' },
  },
];

describe('the presets, rule by rule (table)', () => {
  it.each(ROWS.map((row) => [row.rule, row.preset, row] as const))(
    '%s under %s',
    (_rule, preset, row) => {
      const tb = table(REGULATIONS[preset](), {
        ...(row.fen ? { start: { fen: row.fen } } : {}),
        ...(row.clock ? { clock: row.clock } : {}),
      });
      const mover = tb.game.state.turn;
      const opponent = mover === 'white' ? 'black' : 'white';
      const before = tb.game.clockAt()?.[opponent].time;
      for (const step of row.steps) {
        let done: ReturnType<typeof tb.game.play>;
        if (typeof step === 'string') {
          tb.wait(1_000);
          done = tb.game.play(step);
        } else if ('illegal' in step) done = tb.game.illegalMove(step.illegal);
        else if ('claim' in step)
          done = tb.game.claim({
            by: step.by,
            kind: step.claim,
            ...(step.intended ? { intended: step.intended } : {}),
          });
        else if ('offer' in step) done = tb.game.offerDraw(step.offer);
        else if ('accept' in step) done = tb.game.acceptDraw(step.accept);
        else {
          tb.wait(step.wait);
          tb.game.checkTime();
          continue;
        }
        const refused = typeof step === 'string' ? undefined : step.refused;
        expect(done.ok ? undefined : done.error.code, JSON.stringify(step)).toBe(refused);
      }
      const state = tb.game.state;
      const want = row.expect;
      expect(state.outcome?.result).toBe(want.result);
      if (want.termination) expect(state.outcome?.termination).toBe(want.termination);
      if (want.byRule) expect(state.outcome?.byRule).toBe(want.byRule);
      if ('lastRuling' in want)
        expect(state.rulings.filter((r) => r.kind !== 'outcome').at(-1)?.rule).toBe(
          want.lastRuling,
        );
      if ('running' in want) expect(state.clock?.running !== undefined).toBe(want.running);
      if ('opponentGained' in want)
        expect((state.clock?.[opponent].time ?? 0) - (before ?? 0)).toBe(want.opponentGained);
      if (want.illegalMoves) expect(state.illegalMoves).toEqual(want.illegalMoves);
    },
  );
});
