import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { describeRegulation, fideBlitz, legacy, restoreGame } from '../src/index.js';
import { english, table } from './harness.js';

const MIN = 60_000;

/** A legacy game under `control` with White on move and `left` ms on White's clock. */
function quickplay(control: string, left: number) {
  const tb = table(legacy(), { clock: control });
  tb.wait(tb.game.clockAt()!.white.time - left);
  return tb;
}

describe('the quickplay-finish claim of the older codes (S-10.2, seeds 002 and 004)', () => {
  it('S-10.2 is in force in the legacy preset only, and the legacy game takes the claim kind', () => {
    expect(describeRegulation(legacy()).find((r) => r.id === 'S-10.2')?.plugin).toBe(
      'quickplayFinish',
    );
    expect(describeRegulation(fideBlitz()).some((r) => r.id === 'S-10.2')).toBe(false);
    expect(table(legacy()).game.claimKinds.map((c) => c.kind)).toEqual([
      'threefold',
      'fifty',
      'quickplay-finish',
    ]);
  });

  it('S-10.2 under two minutes without increment, rights offer it; the clocks stop and the arbiter decides', () => {
    const tb = quickplay('5+0', 90_000);
    expect(tb.game.rights('white').claims).toContainEqual(
      expect.objectContaining({ kind: 'quickplay-finish', rule: 'S-10.2', now: true }),
    );
    expect(tb.game.rights('black').claims).toEqual([]); // not on move
    unwrap(tb.game.claim({ by: 'white', kind: 'quickplay-finish' }));
    const state = tb.game.state;
    expect(state.status).toBe('awaiting-arbiter');
    expect(state.awaitingArbiter).toMatchObject({
      rule: 'S-10.2',
      claim: { by: 'white', kind: 'quickplay-finish', plugin: 'quickplayFinish' },
    });
    expect(state.clock?.status).toBe('paused');
    // While the arbiter decides: no moves, no time passing.
    tb.wait(30_000);
    expect(tb.game.play('e2e4').ok).toBe(false);
    expect(tb.game.clockAt()?.white.time).toBe(90_000);
    unwrap(tb.game.arbiter.decideClaim(true, 'Black is not trying to win'));
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'arbiter',
      byRule: 'S-10.2',
      plugin: 'quickplayFinish',
      points: { white: 0.5, black: 0.5 },
    });
    expect(english(tb.game.state.outcome?.reason)).toBe(
      "the arbiter upheld White's claim of a draw in a quickplay finish (Black is not trying to win): a draw by the arbiter's decision",
    );
  });

  it('S-10.2 rejected, play goes on: the clock of the claimant runs again', () => {
    const tb = quickplay('5+0', 90_000);
    unwrap(tb.game.claim({ by: 'white', kind: 'quickplay-finish' }));
    tb.wait(10_000);
    unwrap(tb.game.arbiter.decideClaim(false));
    expect(tb.game.state.rulings.at(-1)).toMatchObject({
      kind: 'claim-rejected',
      rule: 'S-10.2',
      plugin: 'quickplayFinish',
      side: 'white',
    });
    expect(tb.game.state.status).toBe('playing');
    expect(tb.game.state.clock?.running).toBe('white');
    tb.wait(5_000);
    expect(tb.game.clockAt()?.white.time).toBe(85_000);
    unwrap(tb.game.play('e2e4'));
    // Restored from its log, the game is the same, decision included.
    const restored = unwrap(restoreGame(legacy(), tb.game.toJSON()));
    expect(restored.state.rulings).toEqual(tb.game.state.rulings);
    expect(restored.state.clock).toEqual(tb.game.state.clock);
  });

  it('S-10.2 refused with two minutes or more, under an increment, or before the last period', () => {
    const refusal = (tb: ReturnType<typeof quickplay>) => {
      const r = tb.game.claim({ by: 'white', kind: 'quickplay-finish' });
      expect(tb.game.rights('white').claims).toEqual([]);
      return !r.ok && { code: r.error.code, rule: r.error.rule, plugin: r.error.plugin };
    };
    const refused = { code: 'ERR_RULES_REFUSED', rule: 'S-10.2', plugin: 'quickplayFinish' };
    expect(refusal(quickplay('5+0', 2 * MIN))).toEqual(refused);
    expect(refusal(quickplay('5+3', 90_000))).toEqual(refused);
    expect(refusal(quickplay('120/40, 60', 90_000))).toEqual(refused); // 40 moves to the control
    expect(refusal(quickplay('5+0', 119_999))).toBe(false);
  });

  it('a decision with no claim waiting is refused, and a claim by the side not on move too', () => {
    const tb = quickplay('5+0', 90_000);
    const none = tb.game.arbiter.decideClaim(true);
    expect(!none.ok && none.error.code).toBe('ERR_RULES_NOTHING_TO_DECIDE');
    const black = tb.game.claim({ by: 'black', kind: 'quickplay-finish' });
    expect(!black.ok && black.error.code).toBe('ERR_RULES_REFUSED');
  });
});
