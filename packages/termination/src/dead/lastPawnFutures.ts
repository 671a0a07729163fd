/**
 * A one-entry memo of `pawnFutures`: callers ask about both colours of one board in a row
 * (`analyzeWinnability` for White, then for Black), and the pawn analysis is the costly part.
 * The result is only read, so sharing it is safe.
 */
import type { Board } from '@chesslaws/board';
import { type PawnFutures, pawnFutures } from './pawnFutures.js';

const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;
const KEY_LENGTH = 2 * (2 + ROLES.length);

let lastKey: Int32Array = new Int32Array(KEY_LENGTH);
let lastResult: PawnFutures | undefined;
let filled = false;

/** The piece placement of `board` as integers (white, black, then each role). */
function keyOf(board: Board): Int32Array {
  const key = new Int32Array(KEY_LENGTH);
  const sets = [board.byColor.white, board.byColor.black, ...ROLES.map((r) => board.byRole[r])];
  for (let i = 0; i < sets.length; i++) {
    key[2 * i] = sets[i]!.lo;
    key[2 * i + 1] = sets[i]!.hi;
  }
  return key;
}

/** `pawnFutures(board, false)`, reused when the previous call had the same placement. */
export function lastPawnFutures(board: Board): PawnFutures | undefined {
  const key = keyOf(board);
  if (filled) {
    let same = true;
    for (let i = 0; i < KEY_LENGTH && same; i++) same = key[i] === lastKey[i];
    if (same) return lastResult;
  }
  lastResult = pawnFutures(board, false);
  lastKey = key;
  filled = true;
  return lastResult;
}
