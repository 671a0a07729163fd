/**
 * Shatranj, the medieval game chess grew from: a ferz (one step diagonally) for the queen, an
 * alfil (a two-square diagonal leap) for the bishop, pawns that step one square and promote to
 * a ferz, no castling. A stalemated side loses, and so does a side left with its king alone
 * (unless it bares the other king in reply). Letters as Fairy-Stockfish writes them: `q` for
 * the ferz, `b` for the alfil.
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';

/** Shatranj, as Fairy-Stockfish and pychess play it. */
export function shatranj(): Variant {
  return defineVariant({
    name: 'shatranj',
    title: 'Shatranj',
    startFen: 'rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1',
    pieces: {
      bishop: false,
      queen: false,
      alfil: { letter: 'b', moves: 'A', sanLetters: { ru: 'С' } },
      ferz: { letter: 'q', moves: 'F', sanLetters: { ru: 'Ф' } },
    },
    promotions: ['ferz'],
    doubleStep: false,
    castling: false,
    bareKing: true,
    stalemate: 'loss',
    rules: [
      {
        id: 'V-shatranj.pieces',
        summary:
          'a ferz (Q) steps one square diagonally, an alfil (B) leaps two squares diagonally',
      },
    ],
  });
}
