/**
 * Extinction chess (R. Wayne Schmittberger, 1985): no check; a side loses when one kind of its
 * pieces (king, queen, rooks, bishops, knights or pawns) is gone. Pawns may promote to a king.
 * @packageDocumentation
 */
import { defineVariant, type Variant } from '@chesslaws/moves';

/** Extinction chess, as Fairy-Stockfish plays it. */
export function extinction(): Variant {
  return defineVariant({
    name: 'extinction',
    title: 'Extinction',
    aliases: ['Extinction chess'],
    royal: false,
    promotions: ['king', 'queen', 'rook', 'bishop', 'knight'],
    extinction: { roles: ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'] },
  });
}
