/**
 * Crazyhouse (lichess): a captured piece changes sides and goes to the capturer's pocket, from
 * where it may be dropped on any empty square instead of a move (pawns not on the first or last
 * rank). A promoted piece goes back to the pocket as a pawn. FENs carry the pockets (`[Qn]`)
 * and promoted pieces (`Q~`).
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';

/** Crazyhouse, as lichess plays it. */
export function crazyhouse(): Variant {
  return defineVariant({
    name: 'crazyhouse',
    title: 'Crazyhouse',
    aliases: ['Crazy House', 'House', 'ZH'],
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
    pockets: true,
    // The board and both pockets together hold at most 64 pieces (chessops' bound, too).
    validate: (setup, problems) => {
      const inHand = (['white', 'black'] as const).reduce((n, color) => {
        const pocket = setup.pockets?.[color];
        return pocket
          ? n + pocket.pawn + pocket.knight + pocket.bishop + pocket.rook + pocket.queen
          : n;
      }, 0);
      const total = setup.board.occupied.size() + inHand;
      return total > 64
        ? [
            ...problems,
            {
              code: 'ERR_VARIANT',
              message: `the board and the pockets hold ${total} pieces; crazyhouse has room for 64 at most`,
            },
          ]
        : problems;
    },
    // As lichess: no 50- or 75-move rule, the pieces in hand keep every game alive.
    moveCountDraws: false,
    // Only two bare kings with empty pockets: any other piece can come back to the board.
    insufficientMaterial: (pos) => {
      if (pos.occupied().size() > 2) return false;
      for (const color of ['white', 'black'] as const) {
        const p = pos.pocket(color);
        if (p.pawn + p.knight + p.bishop + p.rook + p.queen > 0) return false;
      }
      return true;
    },
    rules: [
      {
        id: 'V-crazyhouse.pockets',
        summary:
          "a captured piece goes to the capturer's pocket; a promoted piece goes back as a pawn",
      },
      {
        id: 'V-crazyhouse.drops',
        summary:
          'instead of a move, a piece from the pocket may be dropped on an empty square (pawns not on the first or last rank); a drop may give check or mate',
      },
      {
        id: 'V-crazyhouse.no-move-count',
        summary: 'the 50- and 75-move rules do not apply',
      },
      {
        id: 'V-crazyhouse.insufficient-material',
        summary: 'a draw at once only with two bare kings and empty pockets',
      },
    ],
  });
}
