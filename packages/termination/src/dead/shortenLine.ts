/**
 * Shortens a line found by the exhaustive walk (which wanders): from each position of the
 * line, jump with one legal move to the latest later position of the line that move reaches.
 * The end position (the mate) is kept, so the result is still a proof.
 */
import type { Position } from '@chesslaws/moves';

const buffer = new Int32Array(256);

/** A line of move integers from `start` to the same end position, never longer. */
export function shortenLine(start: Position, line: readonly number[]): number[] {
  const pos = start.clone();
  const keys: number[] = [pos.hash()];
  for (const move of line) {
    pos.make(move);
    keys.push(pos.hash());
  }
  const lastIndex = new Map<number, number>();
  for (let index = 0; index < keys.length; index++) lastIndex.set(keys[index]!, index);

  const walker = start.clone();
  const short: number[] = [];
  let at = 0;
  while (at < line.length) {
    let bestIndex = at + 1;
    let bestMove = line[at]!;
    const count = walker.generate(buffer, 0);
    for (let i = 0; i < count; i++) {
      const move = buffer[i]!;
      walker.make(move);
      const index = lastIndex.get(walker.hash());
      walker.unmake();
      if (index !== undefined && index > bestIndex) {
        bestIndex = index;
        bestMove = move;
      }
    }
    walker.make(bestMove);
    short.push(bestMove);
    at = bestIndex;
  }
  return short;
}
