import { decodeMove, type Move } from '@chesslaws/moves';

// One frozen `Move` per from-to pair, made on first use: 4096 slots (16 KiB of pointers).
const CACHE: Array<Move | undefined> = new Array(4096).fill(undefined);

/**
 * The `Move` of a move integer from the moves package's generators, shared: every ply
 * that plays g1-f3 gets the same frozen object. A replay then allocates no move per ply,
 * and the moves it leaves on the nodes (`node.move`) cost no memory of their own.
 * Promotions, which are rare, get a fresh object.
 */
export function sharedMove(m: number): Move {
  if ((m >>> 12) & 7) return decodeMove(m);
  const key = m & 0xfff;
  let move = CACHE[key];
  if (move === undefined) CACHE[key] = move = Object.freeze(decodeMove(m));
  return move;
}
