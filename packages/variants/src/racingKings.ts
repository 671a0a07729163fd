/**
 * Racing Kings (lichess): no pawns, no checks (a move may not give one), and the first king on
 * the eighth rank wins. When White gets there first, Black has one move to catch up: if its
 * king reaches the eighth rank too, the game is drawn.
 * @packageDocumentation
 */
import {
  defineVariant,
  MAX_MOVES,
  moveFrom,
  moveTo,
  type PositionProblem,
  type Variant,
} from '@chesslaws/moves';
import { attackersOf } from './rules.js';

const onGoal = (square: number | undefined): boolean => square !== undefined && square >= 56;
const buffer = new Int32Array(MAX_MOVES);

/** Racing Kings, as lichess plays it. */
export function racingKings(): Variant {
  return defineVariant({
    name: 'racingkings',
    title: 'Racing Kings',
    aliases: ['Racing kings', 'Racing-kings', 'Race'],
    startFen: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1',
    castling: false,
    noGivingCheck: true,
    // The eighth rank, a8..h8.
    goalSquares: [56, 57, 58, 59, 60, 61, 62, 63],
    validate: (setup, problems) => {
      const own: PositionProblem[] = [];
      const pawns = setup.board.byRole.pawn;
      if (pawns.nonEmpty())
        own.push({
          code: 'ERR_VARIANT',
          message: 'racing kings has no pawns',
          squares: pawns.toArray(),
        });
      // No king is ever in check, the side to move's included (a check cannot be given).
      const checkers = (['white', 'black'] as const).flatMap((color) => {
        const king = setup.board.kingOf(color);
        return king === undefined
          ? []
          : attackersOf(setup.board, king, color === 'white' ? 'black' : 'white').toArray();
      });
      if (checkers.length > 0)
        own.push({
          code: 'ERR_VARIANT',
          message: 'in racing kings no king is ever in check',
          squares: checkers,
        });
      return [...own, ...problems];
    },
    outcome: (pos, ctx) => {
      const white = pos.kingSquare('white');
      const black = pos.kingSquare('black');
      if (onGoal(white) && onGoal(black)) return { rule: 'V-racingkings.both-reached' };
      if (onGoal(black)) return { winner: 'black', rule: 'V-racingkings.goal' };
      if (!onGoal(white)) return undefined;
      // Black's one move to catch up.
      if (pos.turn === 'black') {
        const n = ctx.generate(buffer);
        for (let i = 0; i < n; i++)
          if (moveFrom(buffer[i]!) === black && moveTo(buffer[i]!) >= 56) return undefined;
      }
      return { winner: 'white', rule: 'V-racingkings.goal' };
    },
    insufficientMaterial: () => false,
    rules: [
      {
        id: 'V-racingkings.no-checks',
        summary: 'no pawns, no castling; a move may not give check, and no king is ever in check',
      },
      {
        id: 'V-racingkings.goal',
        summary:
          'the first king on the eighth rank wins; when White gets there first, Black has one move to catch up',
      },
      {
        id: 'V-racingkings.both-reached',
        summary: 'both kings on the eighth rank: a draw',
      },
    ],
  });
}
