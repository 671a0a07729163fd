/**
 * Antichess (lichess): captures are forced, the king is an ordinary piece (no check, no
 * castling, a pawn may promote to one), and a side that has no piece or no legal move wins.
 * @packageDocumentation
 */
import { isLightSquare } from '@chesslaws/board';
import { defineVariant, type ReadonlyPosition, type Variant } from '@chesslaws/moves';
import { withoutProblems } from './rules.js';

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
    // Losing everything is the goal, so material never runs short, except in lichess's one case:
    // nothing but bishops, each side's on one colour and the two colours different, so that
    // neither side can ever be made to take a bishop: nobody can win.
    insufficientMaterial: (pos) => oppositeBishopsOnly(pos),
  });
}

// The colour of the squares of `color`'s pieces: 'light', 'dark', or 'both' / 'none'.
function squareColours(pos: ReadonlyPosition, color: 'white' | 'black'): string {
  let light = false;
  let dark = false;
  for (const sq of pos.piecesOf(color)) {
    if (isLightSquare(sq)) light = true;
    else dark = true;
  }
  return light && dark ? 'both' : light ? 'light' : dark ? 'dark' : 'none';
}

function oppositeBishopsOnly(pos: ReadonlyPosition): boolean {
  const bishops = pos.piecesOf('white', 'bishop').union(pos.piecesOf('black', 'bishop'));
  if (!pos.occupied().equals(bishops)) return false;
  const white = squareColours(pos, 'white');
  const black = squareColours(pos, 'black');
  return (white === 'light' && black === 'dark') || (white === 'dark' && black === 'light');
}
