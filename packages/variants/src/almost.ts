/**
 * Almost chess (Ralph Betza, 1977): standard chess with a chancellor (rook and knight, `C`)
 * for the queen.
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';

/** Almost chess, as Fairy-Stockfish plays it. */
export function almost(): Variant {
  return defineVariant({
    name: 'almost',
    title: 'Almost',
    aliases: ['Almost chess'],
    startFen: 'rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1',
    pieces: { queen: false, chancellor: { letter: 'c', moves: 'RN' } },
    promotions: ['chancellor', 'rook', 'bishop', 'knight'],
    rules: [
      {
        id: 'V-almost.chancellor',
        summary: 'a chancellor (C: rook and knight) stands for the queen',
      },
    ],
  });
}
