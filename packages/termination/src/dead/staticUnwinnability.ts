/**
 * The static half of the unwinnability decision (after Ambrona, FUN 2022): when no pawn can
 * ever capture or promote, pawns stay on their files and every piece stays inside a region of
 * the board (`pawnFutures`). A mate then needs a square of the losing king's region that some
 * piece or pawn of the winner can check from its own region, with every flight square covered
 * by another piece of the winner, attacked by the winner's king from one square of its region,
 * or blocked by a piece of the loser (a different piece for each square). If no square
 * qualifies, the side cannot win: a proof that needs no search.
 */
import {
  type Board,
  type Color,
  kingAttacks,
  opposite,
  pawnAttacks,
  SquareSet,
} from '@chesslaws/board';
import { hasInsufficientMaterial } from '../material/insufficientMaterial.js';
import { canBlockAll } from './blockerMatching.js';
import { lastPawnFutures } from './lastPawnFutures.js';
import { lonePieceCannotMate } from './lonePieceMates.js';
import { type PawnFutures, pawnFutures } from './pawnFutures.js';
import { attacksFrom, kingDilate } from './regions.js';

/** True when some square of the loser's region admits a mate pattern by the winner. */
function hasMatePattern(futures: PawnFutures, winner: Color): boolean {
  const loser = opposite(winner);
  const attackers = futures.pieces[winner];
  if (attackers.length === 0) return false;
  const blockers = futures.pieces[loser].map((piece) => piece.region);
  let blockable = SquareSet.empty();
  for (const region of blockers) blockable = blockable.union(region);
  let checkable = SquareSet.empty();
  for (const piece of attackers) checkable = checkable.union(piece.attacks);
  const winnerKing = futures.kings[winner];

  for (const target of futures.kings[loser].intersect(checkable)) {
    const allFlights = kingAttacks(target).intersect(futures.kingPassable[loser]);
    const flights = allFlights.diff(blockable);
    const kingSquares = winnerKing.diff(kingDilate(SquareSet.fromSquare(target)));
    for (let i = 0; i < attackers.length; i++) {
      const checker = attackers[i]!;
      if (!checker.attacks.has(target)) continue;
      let others = SquareSet.empty();
      for (let j = 0; j < attackers.length; j++)
        if (j !== i) others = others.union(attackers[j]!.attacks);
      const from =
        checker.role === 'pawn'
          ? pawnAttacks(loser, target).intersect(checker.region)
          : attacksFrom(checker.role, target, futures.walls).intersect(checker.region);
      for (const square of from) {
        const covered = others.union(attacksFrom(checker.role, square, futures.walls, winner));
        if (!coverableByKing(flights.diff(covered), kingSquares)) continue;
        // Cheap test passed: now each blocked flight needs its own piece of the loser.
        if (blockedByDistinctPieces(allFlights.diff(covered), kingSquares, blockers)) return true;
      }
    }
  }
  return false;
}

/** True when one square of `kingSquares` is next to every square of `need`. */
function coverableByKing(need: SquareSet, kingSquares: SquareSet): boolean {
  let candidates = kingSquares;
  for (const square of need) {
    candidates = candidates.intersect(kingAttacks(square));
    if (candidates.isEmpty()) return false;
  }
  return true;
}

/**
 * True when the winner's king (from one square of `kingSquares`, or absent) covers some of
 * `need` and distinct pieces of the loser (`blockers`: their regions) block the rest.
 */
function blockedByDistinctPieces(
  need: SquareSet,
  kingSquares: SquareSet,
  blockers: readonly SquareSet[],
): boolean {
  if (canBlockAll(need.toArray(), blockers)) return true;
  for (const king of kingSquares.intersect(kingDilate(need))) {
    if (canBlockAll(need.diff(kingAttacks(king)).toArray(), blockers)) return true;
  }
  return false;
}

/**
 * True when a static argument proves that `winner` cannot mate by any series of legal moves:
 * insufficient material, a lone piece against helpers that spoil every mate (`lonePieceMates`),
 * or pawns that can never capture or promote and regions that admit no mate pattern. `false`
 * proves nothing. `epCapturePossible`: an e.p. capture is legal now.
 */
export function isStaticallyUnwinnable(
  board: Board,
  winner: Color,
  epCapturePossible = false,
): boolean {
  if (hasInsufficientMaterial(board, winner) || lonePieceCannotMate(board, winner)) return true;
  // An e.p. capture is a pawn capture: no static proof then (`pawnFutures` gives up).
  if (epCapturePossible) return false;
  const futures = lastPawnFutures(board);
  return futures !== undefined && !hasMatePattern(futures, winner);
}

/**
 * {@link isStaticallyUnwinnable} for both sides at once (the pawn analysis runs once): which
 * sides a static argument proves unable to mate.
 */
export function staticallyUnwinnableSides(
  board: Board,
  epCapturePossible = false,
): { readonly white: boolean; readonly black: boolean } {
  const white = hasInsufficientMaterial(board, 'white') || lonePieceCannotMate(board, 'white');
  const black = hasInsufficientMaterial(board, 'black') || lonePieceCannotMate(board, 'black');
  if (white && black) return { white, black };
  const futures = pawnFutures(board, epCapturePossible);
  if (futures === undefined) return { white, black };
  return {
    white: white || !hasMatePattern(futures, 'white'),
    black: black || !hasMatePattern(futures, 'black'),
  };
}
