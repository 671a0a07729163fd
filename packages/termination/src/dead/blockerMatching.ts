/**
 * Whether the loser's pieces can block a set of flight squares at once: each piece stands on
 * one square, so the squares need distinct pieces whose regions hold them (a bipartite
 * matching, found by augmenting paths; at most 8 squares).
 */
import type { Square, SquareSet } from '@chesslaws/board';

/** True when every square of `squares` can get its own piece from `regions` (one square each). */
export function canBlockAll(squares: readonly Square[], regions: readonly SquareSet[]): boolean {
  if (squares.length === 0) return true;
  if (squares.length > regions.length) return false;
  const owner = new Int32Array(squares.length).fill(-1); // square index -> piece index
  const pieceOf = new Int32Array(regions.length).fill(-1); // piece index -> square index
  const assign = (squareIndex: number, seen: Uint8Array): boolean => {
    const square = squares[squareIndex]!;
    for (let piece = 0; piece < regions.length; piece++) {
      if (seen[piece] || !regions[piece]!.has(square)) continue;
      seen[piece] = 1;
      const held = pieceOf[piece]!;
      if (held === -1 || assign(held, seen)) {
        pieceOf[piece] = squareIndex;
        owner[squareIndex] = piece;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < squares.length; i++) {
    if (!assign(i, new Uint8Array(regions.length))) return false;
  }
  return true;
}
