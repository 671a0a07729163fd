import { type Board, type Color, opposite, type Role, SquareSet } from '@chesslaws/board';

/**
 * The S-75 material classes (seed 002; abolished in 1992): with them the move-rule claim
 * needed 75 moves instead of 50. Names list the stronger side first.
 * - `KRB-KR` king, rook and bishop v king and rook;
 * - `KNN-KP` king and two knights v king and pawn;
 * - `KQP7-KQ` king, queen and a pawn on its seventh rank v king and queen;
 * - `KQ-KNN` king and queen v king and two knights;
 * - `KBB-KB` king and two bishops v king and bishop (as the seed lists it);
 * - `KBB-KN` king and two bishops v king and knight (the historical FIDE list; opt in).
 */
export const LEGACY_75_CLASSES = [
  'KRB-KR',
  'KNN-KP',
  'KQP7-KQ',
  'KQ-KNN',
  'KBB-KB',
  'KBB-KN',
] as const;

/** One of {@link LEGACY_75_CLASSES}. */
export type Legacy75Class = (typeof LEGACY_75_CLASSES)[number];

/** Options of {@link legacySeventyFiveClass}. */
export interface Legacy75Options {
  /** The classes that count. Default: every class except `KBB-KN` (the seed's list). */
  readonly classes?: readonly Legacy75Class[];
}

const SEED_CLASSES: readonly Legacy75Class[] = ['KRB-KR', 'KNN-KP', 'KQP7-KQ', 'KQ-KNN', 'KBB-KB'];
const LETTERS: Record<string, Role> = {
  K: 'king',
  Q: 'queen',
  R: 'rook',
  B: 'bishop',
  N: 'knight',
  P: 'pawn',
};

/** The pieces of a class side as role counts, e.g. `'KRB'` -> king 1, rook 1, bishop 1. */
function countsOf(side: string): Map<Role, number> {
  const counts = new Map<Role, number>();
  for (const letter of side.replace('7', '')) {
    const role = LETTERS[letter]!;
    counts.set(role, (counts.get(role) ?? 0) + 1);
  }
  return counts;
}

function hasExactly(board: Board, color: Color, counts: Map<Role, number>): boolean {
  const own = board.byColor[color];
  let total = 0;
  for (const [role, n] of counts) {
    if (own.intersect(board.byRole[role]).size() !== n) return false;
    total += n;
  }
  return own.size() === total;
}

/** The S-75 class of the material on `board` (either side the stronger one), if any. */
export function legacySeventyFiveClass(
  board: Board,
  opts: Legacy75Options = {},
): Legacy75Class | undefined {
  for (const name of opts.classes ?? SEED_CLASSES) {
    const [strong, weak] = name.split('-') as [string, string];
    for (const color of ['white', 'black'] as const) {
      if (
        !hasExactly(board, color, countsOf(strong)) ||
        !hasExactly(board, opposite(color), countsOf(weak))
      )
        continue;
      // KQP7: the pawn stands one step before promotion.
      if (strong.endsWith('7')) {
        const seventh = SquareSet.fromRank(color === 'white' ? 6 : 1);
        if (!board.pieces(color, 'pawn').intersects(seventh)) continue;
      }
      return name;
    }
  }
  return undefined;
}

/**
 * The number of moves each player needs for the move-rule claim under the legacy code:
 * 75 for the S-75 classes, otherwise `moves` (default 50).
 */
export function legacyMoveRuleLimit(board: Board, moves = 50, opts: Legacy75Options = {}): number {
  return legacySeventyFiveClass(board, opts) === undefined ? moves : 75;
}
