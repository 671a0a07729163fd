/**
 * The README's fast-path example: generate into a buffer, make and unmake, no allocation.
 */
import { MAX_MOVES, movePromotion, moveTo, Position } from '@chesslaws/moves';

/** Counts captures-or-promotions two plies deep with make/unmake, the way a search walks. */
export function countForcing(fen: string): number {
  const result = Position.fromFen(fen);
  if (!result.ok) throw result.error;
  const pos = result.value;
  const buffer = new Int32Array(MAX_MOVES * 2);
  let forcing = 0;
  const n = pos.generate(buffer, 0);
  for (let i = 0; i < n; i++) {
    pos.make(buffer[i]!);
    const replies = pos.generate(buffer, MAX_MOVES);
    for (let j = MAX_MOVES; j < MAX_MOVES + replies; j++) {
      const m = buffer[j]!;
      if (movePromotion(m) !== 0 || pos.pieceAt(moveTo(m)) !== undefined) forcing++;
    }
    pos.unmake();
  }
  return forcing;
}
