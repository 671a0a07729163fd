import { parseSquare } from '@chesslaws/board';
import { defineVariant, STANDARD, VariantError } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { atomic, kingOfTheHill, lichessVariants, racingKings } from '../src/index.js';

const squares = (...names: string[]) => names.map((n) => parseSquare(n)!);

describe('goalSquares: the squares a variant goal names, for display', () => {
  it('V-kingofthehill.hill King of the Hill names its hill, d4 e4 d5 e5', () => {
    expect(kingOfTheHill().goalSquares).toEqual(squares('d4', 'e4', 'd5', 'e5'));
  });

  it('V-kingofthehill.hill a hill of other squares is the goal shown', () => {
    expect(kingOfTheHill({ name: 'corner', hill: ['h8', 'a1'] }).goalSquares).toEqual(
      squares('a1', 'h8'),
    );
  });

  it('V-racingkings.goal racing kings names the eighth rank', () => {
    expect(racingKings().goalSquares).toEqual(
      squares('a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8'),
    );
  });

  it('variants without a square goal name none', () => {
    expect(STANDARD.goalSquares).toEqual([]);
    expect(atomic().goalSquares).toEqual([]);
    const withGoal = lichessVariants().filter((v) => v.goalSquares.length > 0);
    expect(withGoal.map((v) => v.name).sort()).toEqual(['kingofthehill', 'racingkings']);
  });

  it('defineVariant refuses a goal square off the board', () => {
    expect(() => defineVariant({ name: 'off', goalSquares: [64] })).toThrow(VariantError);
    expect(() => defineVariant({ name: 'half', goalSquares: [1.5] })).toThrow(/goalSquares/);
  });
});
