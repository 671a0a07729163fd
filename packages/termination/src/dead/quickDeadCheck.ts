/**
 * The static part of the dead-position question on a position: the screen of
 * `staticScreen.ts` first (a mailbox scan, nothing allocated), and only when it cannot tell,
 * the static proof itself (`staticUnwinnability.ts`) on a `Board` of the position. The screen
 * only ever answers where the proof's outcome is certain, so every function here returns what
 * its `...Unscreened` twin returns, on every position.
 */
import type { Color } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';
import { hasInsufficientMaterial } from '../material/insufficientMaterial.js';
import { variantCannotWin } from '../variant/variantEnds.js';
import {
  BLACK_INSUFFICIENT,
  BLACK_MATES,
  PAWNS_OPEN,
  screenDeadPosition,
  screenStaticProof,
  WHITE_INSUFFICIENT,
  WHITE_MATES,
} from './staticScreen.js';
import { isStaticallyUnwinnable, staticallyUnwinnableSides } from './staticUnwinnability.js';

/** How a static argument proved a side unable to mate: by material alone, or by the pawn walls. */
export type StaticProof = 'material' | 'static';

/**
 * The static proof that `winner` cannot mate (`material`: insufficient material; `static`: the
 * other static arguments), or `undefined` when there is none. Screened: see the module doc.
 */
export function staticProofFor(pos: ReadonlyPosition, winner: Color): StaticProof | undefined {
  const flags = screenStaticProof(pos);
  if ((flags & (winner === 'white' ? WHITE_INSUFFICIENT : BLACK_INSUFFICIENT)) !== 0)
    return 'material';
  // No pawn futures (and pawns, so no lone-piece case): only material proves anything.
  if ((flags & PAWNS_OPEN) !== 0) return undefined;
  if ((flags & (winner === 'white' ? WHITE_MATES : BLACK_MATES)) !== 0) return undefined;
  return unscreenedStaticProofFor(pos, winner);
}

/** {@link staticProofFor} without the screen: the reference the screen must agree with. */
export function unscreenedStaticProofFor(
  pos: ReadonlyPosition,
  winner: Color,
): StaticProof | undefined {
  const board = pos.board;
  if (hasInsufficientMaterial(board, winner)) return 'material';
  return isStaticallyUnwinnable(board, winner, pos.legalEpSquare() !== undefined, pos.turn)
    ? 'static'
    : undefined;
}

/**
 * A cheap sound test that `color` cannot mate (L-6.9): insufficient material, a lone minor
 * piece against queens or rooks, or a frozen pawn structure with no mate pattern. `false`
 * proves nothing. Nearly every game position is settled by a screen of a few dozen integer
 * operations that allocates nothing (a pawn that can capture or promote, mating material on an
 * open pawnless board); the rest take microseconds.
 */
export function quickUnwinnableCheck(pos: ReadonlyPosition, color: Color): boolean {
  if (!pos.variant.standard) return variantCannotWin(pos, color);
  return staticProofFor(pos, color) !== undefined;
}

/** {@link quickUnwinnableCheck} without the screen, for differential tests and benchmarks. */
export function unscreenedQuickUnwinnableCheck(pos: ReadonlyPosition, color: Color): boolean {
  return isStaticallyUnwinnable(pos.board, color, pos.legalEpSquare() !== undefined, pos.turn);
}

/**
 * A cheap sound test for a dead position (L-5.2.2): neither side can mate, by material or by a
 * blocked pawn wall. Safe to run after every move: where a pawn can still capture or promote,
 * or a side has mating material on an open pawnless board, a screen that allocates nothing answers
 * `false` in well under a microsecond; the rest take microseconds. `false` proves nothing
 * (`analyzeDeadPosition` decides the rest). L-5.2.2 is standard chess's and Chess960's: a
 * variant's position is never dead here (its own material rule is `isInsufficientMaterial`'s).
 */
export function quickDeadCheck(pos: ReadonlyPosition): boolean {
  if (!pos.variant.standard) return false;
  const flags = screenDeadPosition(pos);
  const material = WHITE_INSUFFICIENT | BLACK_INSUFFICIENT;
  if ((flags & material) === material) return true;
  if ((flags & (PAWNS_OPEN | WHITE_MATES | BLACK_MATES)) !== 0) return false;
  return unscreenedQuickDeadCheck(pos);
}

/**
 * `isInsufficientMaterial` and then {@link quickDeadCheck} on `pos` from one scan of its
 * squares: `'insufficient-material'` when neither side has mating material, `'dead'` when
 * `quickDeadCheck` proves the position dead otherwise, else `undefined` (`false` of both).
 * What a rule that asks both after every move calls: the same answers, half the scans.
 */
export function quickDeadVerdict(
  pos: ReadonlyPosition,
): 'insufficient-material' | 'dead' | undefined {
  const flags = screenDeadPosition(pos);
  const material = WHITE_INSUFFICIENT | BLACK_INSUFFICIENT;
  if ((flags & material) === material) return 'insufficient-material';
  if ((flags & (PAWNS_OPEN | WHITE_MATES | BLACK_MATES)) !== 0) return undefined;
  return unscreenedQuickDeadCheck(pos) ? 'dead' : undefined;
}

/** {@link quickDeadCheck} without the screen, for differential tests and benchmarks. */
export function unscreenedQuickDeadCheck(pos: ReadonlyPosition): boolean {
  const sides = staticallyUnwinnableSides(pos.board, pos.legalEpSquare() !== undefined, pos.turn);
  return sides.white && sides.black;
}
