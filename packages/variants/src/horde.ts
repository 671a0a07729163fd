/**
 * Horde (lichess): White's 36 pawns against Black's army. White has no king, so it is never in
 * check; its pawns on the first rank may step one or two squares. Black wins by taking every
 * white piece, White by mate.
 * @packageDocumentation
 */
import { SquareSet } from '@chesslaws/board';
import { defineVariant, type PositionProblem, type Variant } from '@chesslaws/moves';
import { onlyKing, withoutProblems } from './rules.js';

/** Horde, as lichess plays it. */
export function horde(): Variant {
  return defineVariant({
    name: 'horde',
    title: 'Horde',
    aliases: ['Horde chess'],
    startFen: 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1',
    pawnsFromFirstRank: true,
    validate: (setup, problems) => {
      const kept = withoutProblems(
        problems,
        'ERR_KINGS',
        'ERR_PAWNS_ON_BACKRANK',
        'ERR_TOO_MUCH_MATERIAL',
      );
      const { board } = setup;
      const own: PositionProblem[] = [];
      if (board.pieces('white', 'king').nonEmpty())
        own.push({
          code: 'ERR_VARIANT',
          message: 'in horde White has no king: remove the white king',
          squares: board.pieces('white', 'king').toArray(),
        });
      const kings = board.pieces('black', 'king');
      if (kings.size() !== 1)
        own.push({ code: 'ERR_KINGS', message: `Black must have one king, not ${kings.size()}` });
      // White's pawns may stand on rank 1, never on rank 8; Black's on neither back rank.
      const wrong = board
        .pieces('white', 'pawn')
        .intersect(SquareSet.backrank('black'))
        .union(
          board
            .pieces('black', 'pawn')
            .intersect(SquareSet.backrank('white').union(SquareSet.backrank('black'))),
        );
      if (wrong.nonEmpty())
        own.push({
          code: 'ERR_PAWNS_ON_BACKRANK',
          message: 'a pawn on a rank it can never stand on',
          squares: wrong.toArray(),
        });
      return [...own, ...kept];
    },
    outcome: (pos) =>
      pos.piecesOf('white').isEmpty() ? { winner: 'black', rule: 'V-horde.wiped-out' } : undefined,
    // Black can always win by taking the horde. One white piece cannot mate a lone king (a pawn
    // promotes to one piece): lichess's plainest case; its finer ones are not judged here.
    insufficientMaterial: (pos, color) =>
      color === 'white' && pos.piecesOf('white').size() === 1 && onlyKing(pos, 'black'),
    rules: [
      {
        id: 'V-horde.horde',
        summary:
          "White has 36 pawns and no king, so it is never in check; White's pawns on the first rank may step one or two squares",
      },
      {
        id: 'V-horde.wiped-out',
        summary: 'Black wins by taking every white piece; White wins by mate',
      },
    ],
  });
}
