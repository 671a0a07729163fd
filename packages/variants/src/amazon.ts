/**
 * Amazon chess: standard chess with an amazon (queen and knight, `A`) for the queen.
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';

/** Amazon chess, as Fairy-Stockfish plays it. */
export function amazon(): Variant {
  return defineVariant({
    name: 'amazon',
    title: 'Amazon',
    aliases: ['Amazon chess'],
    startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1',
    pieces: { queen: false, amazon: { letter: 'a', moves: 'QN' } },
    promotions: ['amazon', 'rook', 'bishop', 'knight'],
    rules: [
      { id: 'V-amazon.amazon', summary: 'an amazon (A: queen and knight) stands for the queen' },
    ],
  });
}
