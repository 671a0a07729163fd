/**
 * The static half of the unwinnability decision (after Ambrona, FUN 2022): when no pawn can
 * ever capture or promote, pawns stay on their files and every piece stays inside a region of
 * the board (`pawnFutures`). A mate then needs a square of the losing king's region that some
 * piece or pawn of the winner can check from its own region, with every flight square covered
 * by another piece of the winner, attacked by the winner's king from one square of its region,
 * or blocked by a piece of the loser (a different piece for each square). Against a side left
 * with king moves only, the mate also follows that king's last step, whose square the winner's
 * king (still since then) cannot cover. If no square qualifies, the side cannot win: a proof
 * that needs no search.
 */
import {
  type Board,
  between,
  type Color,
  kingAttacks,
  opposite,
  pawnAttacks,
  type Role,
  type Square,
  SquareSet,
} from '@chesslaws/board';
import { hasInsufficientMaterial } from '../material/insufficientMaterial.js';
import { canBlockAll } from './blockerMatching.js';
import { lastPawnFutures } from './lastPawnFutures.js';
import { lonePieceCannotMate } from './lonePieceMates.js';
import { type PawnFutures, pawnFutures } from './pawnFutures.js';
import { attacksFrom, kingDilate } from './regions.js';

/**
 * True when some square of the loser's region admits a mate pattern by the winner. With `turn`
 * (the side to move) given and a loser that can only move its king, a mate after the loser's
 * next move must also follow a king step of the loser (`winnerKingOptions`), and a mate on the
 * very next move has the winner's king where it stands or one step away.
 */
function hasMatePattern(
  futures: PawnFutures,
  board: Board,
  winner: Color,
  turn: Color | undefined,
): boolean {
  const loser = opposite(winner);
  const loserKing = board.kingOf(loser);
  const winnerKing = board.kingOf(winner);
  if (
    turn === undefined ||
    !futures.kingOnly[loser] ||
    loserKing === undefined ||
    winnerKing === undefined
  )
    return hasMateOn(futures, winner);
  const nextKings = futures.castles[winner]
    ? futures.kings[winner]
    : futures.kings[winner].intersect(kingDilate(SquareSet.fromSquare(winnerKing)));
  return (
    hasMateOn(futures, winner, SquareSet.fromSquare(loserKing), nextKings) ||
    hasMateOn(futures, winner, futures.kings[loser], futures.kings[winner], true)
  );
}

/**
 * True when a mate pattern exists with the loser's king on one of `targets` and the winner's
 * king on one of `winnerKings`. `afterLoserStep`: the loser's last move was a king step.
 */
function hasMateOn(
  futures: PawnFutures,
  winner: Color,
  targets = futures.kings[opposite(winner)],
  winnerKings = futures.kings[winner],
  afterLoserStep = false,
): boolean {
  const loser = opposite(winner);
  const attackers = futures.pieces[winner];
  if (attackers.length === 0) return false;
  const blockers = futures.pieces[loser].map((piece) => piece.region);
  let blockable = SquareSet.empty();
  for (const region of blockers) blockable = blockable.union(region);
  let checkable = SquareSet.empty();
  for (const piece of attackers) checkable = checkable.union(piece.attacks);

  for (const target of targets.intersect(checkable)) {
    const allFlights = kingAttacks(target).intersect(futures.kingPassable[loser]);
    const flights = allFlights.diff(blockable);
    const kingSquares = winnerKings.diff(kingDilate(SquareSet.fromSquare(target)));
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
        const kingSets = afterLoserStep
          ? winnerKingOptions(futures, winner, target, square, checker.role, covered, kingSquares)
          : [kingSquares];
        for (const kings of kingSets) {
          if (!coverableByKing(flights.diff(covered), kings)) continue;
          // Cheap test passed: now each blocked flight needs its own piece of the loser.
          if (blockedByDistinctPieces(allFlights.diff(covered), kings, blockers)) return true;
        }
      }
    }
  }
  return false;
}

/**
 * Where the winner's king may stand in a mate (checker `role` on `square`, loser's king on
 * `target`) that follows a king step of the loser, as sets to try one by one:
 * - the winner's king stood still since that step (the mating move is another piece's): the
 *   loser's king came from a square next to `target` that is empty or the winner's in the mate,
 *   so the winner's pieces cover it (`covered`), and the winner's king is not next to it (kings
 *   never stand side by side), one set per such square;
 * - the winner's king made the mating move: it uncovered the line of a sliding checker, so it
 *   stands next to a square of that line; or it castled (then anywhere).
 */
function winnerKingOptions(
  futures: PawnFutures,
  winner: Color,
  target: Square,
  square: Square,
  role: Role,
  covered: SquareSet,
  kingSquares: SquareSet,
): SquareSet[] {
  if (futures.castles[winner]) return [kingSquares];
  const options: SquareSet[] = [];
  const steps = kingAttacks(target).intersect(futures.kings[opposite(winner)]).intersect(covered);
  for (const step of steps) options.push(kingSquares.diff(kingDilate(SquareSet.fromSquare(step))));
  const slides = role === 'bishop' || role === 'rook' || role === 'queen';
  const uncovered = slides ? between(square, target).intersect(futures.kings[winner]) : undefined;
  if (uncovered?.nonEmpty()) options.push(kingSquares.intersect(kingDilate(uncovered)));
  return options;
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
 * proves nothing. `epCapturePossible`: an e.p. capture is legal now; `turn` (optional): the side
 * to move, which sharpens the proof against a side left with king moves only.
 */
export function isStaticallyUnwinnable(
  board: Board,
  winner: Color,
  epCapturePossible = false,
  turn?: Color,
): boolean {
  if (hasInsufficientMaterial(board, winner) || lonePieceCannotMate(board, winner)) return true;
  // An e.p. capture is a pawn capture: no static proof then (`pawnFutures` gives up).
  if (epCapturePossible) return false;
  const futures = lastPawnFutures(board);
  return futures !== undefined && !hasMatePattern(futures, board, winner, turn);
}

/**
 * {@link isStaticallyUnwinnable} for both sides at once (the pawn analysis runs once): which
 * sides a static argument proves unable to mate.
 */
export function staticallyUnwinnableSides(
  board: Board,
  epCapturePossible = false,
  turn?: Color,
): { readonly white: boolean; readonly black: boolean } {
  const white = hasInsufficientMaterial(board, 'white') || lonePieceCannotMate(board, 'white');
  const black = hasInsufficientMaterial(board, 'black') || lonePieceCannotMate(board, 'black');
  if (white && black) return { white, black };
  const futures = pawnFutures(board, epCapturePossible);
  if (futures === undefined) return { white, black };
  return {
    white: white || !hasMatePattern(futures, board, 'white', turn),
    black: black || !hasMatePattern(futures, board, 'black', turn),
  };
}
