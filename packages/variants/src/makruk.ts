/**
 * Makruk, Thai chess: khons (`s`, one step diagonally or straight forward), a met (`m`, one
 * step diagonally), pawns on the third rank that step one square and promote to a met on the
 * sixth, no castling. Once no pawn is left, the counting rule: the stronger side must mate
 * within 64 moves (fewer against a bare king, by its material), counted in the FEN as
 * Fairy-Stockfish writes it; `@chesslaws/termination` rules the draw when it runs out.
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';

/** Makruk, as Fairy-Stockfish and pychess play it. */
export function makruk(): Variant {
  return defineVariant({
    name: 'makruk',
    title: 'Makruk',
    aliases: ['Thai chess', 'Mak-ruk'],
    startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
    pieces: {
      bishop: false,
      queen: false,
      khon: { letter: 's', moves: 'FfW', sanLetters: { ru: 'С' } },
      met: { letter: 'm', moves: 'F', sanLetters: { ru: 'М' } },
    },
    promotions: ['met'],
    promotionRank: 6,
    doubleStep: false,
    castling: false,
    counting: 'makruk',
    moveCountDraws: false,
    rules: [
      {
        id: 'V-makruk.pieces',
        summary: 'a khon (S) steps diagonally or straight forward, a met (M) one square diagonally',
      },
    ],
  });
}
