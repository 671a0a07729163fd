/**
 * Atomic chess (lichess): a capture explodes the capturing piece and every piece but pawns
 * around the capture square; exploding the enemy king wins, and kings side by side are never in
 * check.
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';
import { kingsAdjacent, onlyKing, otherColor, withoutProblems } from './rules.js';

/** Atomic chess, as lichess plays it. */
export function atomic(): Variant {
  return defineVariant({
    name: 'atomic',
    title: 'Atomic',
    aliases: ['Atomic chess', 'Atom'],
    check: 'atomic',
    explosions: true,
    // Kings side by side are not in check, whichever side is to move.
    validate: (setup, problems) =>
      kingsAdjacent(setup.board)
        ? withoutProblems(problems, 'ERR_OPPOSITE_CHECK', 'ERR_IMPOSSIBLE_CHECK')
        : problems,
    outcome: (pos) => {
      for (const color of ['white', 'black'] as const) {
        if (pos.kingSquare(color) === undefined)
          return { winner: otherColor(color), rule: 'V-atomic.king-exploded' };
      }
      return undefined;
    },
    // A bare king explodes nothing.
    insufficientMaterial: (pos, color) => onlyKing(pos, color),
  });
}
