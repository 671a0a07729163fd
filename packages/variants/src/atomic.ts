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
    validate: (setup, problems) => {
      // Kings side by side are not in check, whichever side is to move.
      let kept = kingsAdjacent(setup.board)
        ? withoutProblems(problems, 'ERR_OPPOSITE_CHECK', 'ERR_IMPOSSIBLE_CHECK')
        : problems;
      // A king stepping away from the other uncovers every check the adjacency held off, so any
      // number of checkers can follow one move; only an e.p. square still tells the last move.
      if (setup.epSquare === undefined) kept = withoutProblems(kept, 'ERR_IMPOSSIBLE_CHECK');
      // The side to move may have lost its king in the last explosion (the game is over).
      const { board, turn } = setup;
      if (
        board.pieces(turn, 'king').isEmpty() &&
        board.pieces(otherColor(turn), 'king').size() === 1
      )
        kept = withoutProblems(kept, 'ERR_KINGS', 'ERR_OPPOSITE_CHECK', 'ERR_IMPOSSIBLE_CHECK');
      return kept;
    },
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
