/**
 * Antichess (lichess): captures are forced, the king is an ordinary piece (no check, no
 * castling, a pawn may promote to one), and a side that has no piece or no legal move wins.
 * @packageDocumentation
 */
import { type Color, SquareSet } from '@chesslaws/board';
import { defineVariant, type ReadonlyPosition, type Variant } from '@chesslaws/moves';
import { otherColor, pawnStuck, withoutProblems } from './rules.js';

const LIGHT = SquareSet.lightSquares();
const DARK = SquareSet.darkSquares();

/** The colour of the squares all of `set` stands on, or `undefined` for none or both. */
const squareColour = (set: SquareSet): 'light' | 'dark' | undefined =>
  set.isEmpty() || (set.intersects(LIGHT) && set.intersects(DARK))
    ? undefined
    : set.intersects(LIGHT)
      ? 'light'
      : 'dark';

/**
 * Lichess's lone knights in antichess: with one knight each, the side to move wins when the two
 * stand on squares of different colours, the other side when of the same colour (a knight
 * changes colour every move, so only one of them can ever be forced to take).
 */
function knightCannotWin(pos: ReadonlyPosition, color: Color): boolean {
  const all = pos.occupied();
  const knights = pos.piecesOf('white', 'knight').union(pos.piecesOf('black', 'knight'));
  if (all.size() !== 2 || !all.subsetOf(knights) || pos.piecesOf('white').size() !== 1)
    return false;
  const sameColour = all.isDisjoint(LIGHT) || all.isDisjoint(DARK);
  return color === pos.turn ? !sameColour : sameColour;
}

/**
 * Lichess's antichess draw: only bishops and pawns are left, each side's bishops on one
 * square colour and the two sides' on different ones, and every pawn stuck behind a pawn on
 * a square the other side's bishop never reaches: nothing can ever be taken, so neither wins.
 */
function bishopsNeverMeet(pos: ReadonlyPosition): boolean {
  const bishops = pos.piecesOf('white', 'bishop').union(pos.piecesOf('black', 'bishop'));
  const pawns = pos.piecesOf('white', 'pawn').union(pos.piecesOf('black', 'pawn'));
  if (!pos.occupied().subsetOf(bishops.union(pawns))) return false;
  const white = squareColour(pos.piecesOf('white', 'bishop'));
  const black = squareColour(pos.piecesOf('black', 'bishop'));
  if (white === undefined || black === undefined || white === black) return false;
  const bishopOf = { white, black };
  for (const color of ['white', 'black'] as const) {
    const theirBishops = bishopOf[otherColor(color)] === 'light' ? LIGHT : DARK;
    for (const square of pos.piecesOf(color, 'pawn'))
      if (theirBishops.has(square) || !pawnStuck(pos, color, square)) return false;
  }
  return true;
}

/** Antichess, as lichess plays it. */
export function antichess(): Variant {
  return defineVariant({
    name: 'antichess',
    title: 'Antichess',
    aliases: ['Anti', 'Anti chess', 'Anti-chess', 'Losing chess'],
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1',
    check: 'none',
    castling: false,
    forcedCaptures: true,
    promotions: ['queen', 'knight', 'rook', 'bishop', 'king'],
    // Any number of kings, attacked or not: they are ordinary pieces here.
    validate: (_setup, problems) =>
      withoutProblems(
        problems,
        'ERR_KINGS',
        'ERR_OPPOSITE_CHECK',
        'ERR_IMPOSSIBLE_CHECK',
        'ERR_TOO_MUCH_MATERIAL',
      ),
    noMoves: (pos) => ({
      winner: pos.turn,
      rule: pos.piecesOf(pos.turn).isEmpty() ? 'V-antichess.no-pieces' : 'V-antichess.stalemate',
    }),
    // Losing everything is the goal: material runs short only when nothing can ever be taken.
    insufficientMaterial: (pos, color) => bishopsNeverMeet(pos) || knightCannotWin(pos, color),
    rules: [
      {
        id: 'V-antichess.forced-captures',
        summary: 'when a capture is possible, a capture must be made',
      },
      {
        id: 'V-antichess.king',
        summary:
          'the king is an ordinary piece: no check, no castling; a pawn may promote to a king',
      },
      { id: 'V-antichess.no-pieces', summary: 'a side that has lost all its pieces wins' },
      { id: 'V-antichess.stalemate', summary: 'a side with no legal move wins' },
      {
        id: 'V-antichess.insufficient-material',
        summary:
          'a draw at once when only bishops of opposite colours are left (with pawns stuck where they cannot be taken): nothing can ever be taken',
      },
    ],
  });
}
