/**
 * Variants for notation's own tests, made with the moves package's open variant API (notation
 * never imports `@chesslaws/variants`, which depends on it). Each keeps only the options and
 * hooks a notation test needs; the lichess variants themselves are tested against notation in
 * packages/variants/test/differential.test.ts.
 */
import { defineVariant } from '@chesslaws/moves';

/** Crazyhouse's pockets and drops. */
export const pockets = defineVariant({
  name: 'crazyhouse',
  title: 'Crazyhouse',
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
  pockets: true,
});

/** Three-check: the third check wins. */
export const threeChecks = defineVariant({
  name: '3check',
  title: 'Three-check',
  aliases: ['Three check'],
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1',
  checksToWin: 3,
});

/** Atomic: captures explode; exploding the enemy king wins. */
export const explosions = defineVariant({
  name: 'atomic',
  title: 'Atomic',
  check: 'atomic',
  explosions: true,
  outcome: (pos) => {
    if (pos.kingSquare('white') === undefined) return { winner: 'black', rule: 'V-atomic' };
    if (pos.kingSquare('black') === undefined) return { winner: 'white', rule: 'V-atomic' };
    return undefined;
  },
  // Kings side by side are never in check; the side to move may have lost its king.
  validate: (setup, problems) => {
    const white = setup.board.kingOf('white');
    const black = setup.board.kingOf('black');
    const touching =
      white !== undefined &&
      black !== undefined &&
      Math.abs((white & 7) - (black & 7)) <= 1 &&
      Math.abs((white >> 3) - (black >> 3)) <= 1;
    const waived = [
      ...(touching ? ['ERR_OPPOSITE_CHECK', 'ERR_IMPOSSIBLE_CHECK'] : []),
      ...(setup.board.pieces(setup.turn, 'king').isEmpty() ? ['ERR_KINGS'] : []),
    ];
    return problems.filter((p) => !waived.includes(p.code));
  },
});

/** Antichess: forced captures, no check, kings promote. */
export const losing = defineVariant({
  name: 'antichess',
  title: 'Antichess',
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1',
  check: 'none',
  castling: false,
  forcedCaptures: true,
  promotions: ['queen', 'knight', 'rook', 'bishop', 'king'],
  validate: (_setup, problems) =>
    problems.filter(
      (p) => !['ERR_KINGS', 'ERR_OPPOSITE_CHECK', 'ERR_IMPOSSIBLE_CHECK'].includes(p.code),
    ),
  noMoves: (pos) => ({ winner: pos.turn, rule: 'V-antichess' }),
});
