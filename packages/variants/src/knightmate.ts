/**
 * Knightmate (Bruce Zimov, 1972): the king moves as a knight and is the royal piece to mate;
 * the knights are replaced by commoners, which move as a king but are not royal. FENs as
 * Fairy-Stockfish writes them (`m` for the commoner).
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';

/** Knightmate, as Fairy-Stockfish and pychess play it. */
export function knightmate(): Variant {
  return defineVariant({
    name: 'knightmate',
    title: 'Knightmate',
    startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1',
    pieces: {
      king: { letter: 'k', moves: 'N' },
      knight: false,
      commoner: { letter: 'm', moves: 'K' },
    },
    promotions: ['commoner', 'queen', 'rook', 'bishop'],
    rules: [
      {
        id: 'V-knightmate.pieces',
        summary: 'the king moves as a knight; commoners (M) move as a king but are not royal',
      },
    ],
  });
}
