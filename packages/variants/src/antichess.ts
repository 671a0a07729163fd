/**
 * Antichess (lichess): captures are forced, the king is an ordinary piece (no check, no
 * castling, a pawn may promote to one), and a side that has no piece or no legal move wins.
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';
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
    // Losing everything is the goal: material never runs short.
    insufficientMaterial: () => false,
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
    ],
  });
}
