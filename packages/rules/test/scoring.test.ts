import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  armageddon,
  describeRegulation,
  FOOTBALL_SCORING,
  fideBlitz,
  restoreGame,
  scoring,
} from '../src/index.js';
import { english, KNIGHT_ROUND, table } from './harness.js';

const FOOLS_MATE = 'f2f3 e7e5 g2g4 d8h4';

describe('scoring (L-10.1): every outcome carries both sides points', () => {
  it('L-10.1 1 for a win, ½ for a draw, 0 for a loss unless announced otherwise', () => {
    const mate = table(fideBlitz());
    mate.play(FOOLS_MATE);
    expect(mate.game.state.outcome?.points).toEqual({ white: 0, black: 1 });
    const resigned = table(fideBlitz());
    unwrap(resigned.game.resign('black'));
    expect(resigned.game.state.outcome?.points).toEqual({ white: 1, black: 0 });
    const agreed = table(fideBlitz());
    agreed.play('e2e4');
    unwrap(agreed.game.offerDraw('white'));
    unwrap(agreed.game.acceptDraw('black'));
    expect(agreed.game.state.outcome?.points).toEqual({ white: 0.5, black: 0.5 });
    const flag = table(fideBlitz());
    flag.wait(10 * 60_000);
    expect(unwrap(flag.game.checkTime()).outcome?.points).toEqual({ white: 0, black: 1 });
    const rule = describeRegulation(fideBlitz()).find((r) => r.id === 'L-10.1');
    expect(rule?.plugin).toBe('scoring');
    expect(english(rule?.summary)).toBe('a win scores 1, a draw ½, a loss 0');
  });

  it('L-10.1 "football" scoring: 3 for a win, 1 for a draw (seed 002)', () => {
    const football = fideBlitz({ scoring: FOOTBALL_SCORING });
    const mate = table(football);
    mate.play(FOOLS_MATE);
    expect(mate.game.state.outcome?.points).toEqual({ white: 0, black: 3 });
    const fivefold = table(football);
    fivefold.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    expect(fivefold.game.state.outcome).toMatchObject({
      byRule: 'L-9.6.1',
      points: { white: 1, black: 1 },
    });
    expect(english(describeRegulation(football).find((r) => r.id === 'L-10.1')?.summary)).toBe(
      'a win scores 3, a draw 1, a loss 0',
    );
    // The points are part of the regulation's header: a log replays only under the same.
    expect(restoreGame(fideBlitz(), mate.game.toJSON()).ok).toBe(false);
    expect(unwrap(restoreGame(football, mate.game.toJSON())).state.outcome?.points).toEqual({
      white: 0,
      black: 3,
    });
  });

  it('E-armageddon L-10.1 the points follow the outcome as mapped: a draw scores as a Black win', () => {
    const tb = table(armageddon());
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    expect(tb.game.state.outcome).toMatchObject({ result: '0-1', points: { white: 0, black: 1 } });
    expect(tb.game.state.outcome?.mappedFrom).not.toHaveProperty('points');
  });

  it('points that are not a number of at least 0 are a located option error', () => {
    expect(() => fideBlitz({ scoring: { draw: -1 } })).toThrow(
      expect.objectContaining({
        code: 'ERR_RULES_PLUGIN_OPTIONS',
        location: { field: 'scoring.draw' },
      }),
    );
    expect(() => scoring({ win: Number.NaN })).toThrow(/must be a number of points/);
  });
});
