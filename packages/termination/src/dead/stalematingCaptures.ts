/**
 * King captures that end the game in stalemate. When a side can only ever move its king (its
 * pawns are frozen walls, its pieces immobile), the other king may take one of its wall pawns
 * only from a square the king does not guard; if from every such king square each step is next
 * to the taken pawn's square, the side is left without a legal move. Unless that capture
 * uncovers a check, it is stalemate: no mate ever follows it, so for the question "can anyone
 * still mate?" the pawn stays on the board for ever (a zugzwang wall).
 */
import {
  between,
  bishopAttacks,
  kingAttacks,
  type Role,
  rookAttacks,
  SquareSet,
} from '@chesslaws/board';
import { kingDilate } from './regions.js';

const DIAGONAL_SLIDERS: readonly Role[] = ['bishop', 'queen'];
const STRAIGHT_SLIDERS: readonly Role[] = ['rook', 'queen'];

/** What the test needs about the side whose pawns are taken (`owner`) and the taker. */
export interface StalemateInput {
  /** Squares the owner's king can ever stand on. */
  readonly ownerKing: SquareSet;
  /** Squares the owner's king may enter. */
  readonly ownerPassable: SquareSet;
  /** Squares the taking king can ever stand on. */
  readonly takerKing: SquareSet;
  /** The roles of the taker's pieces (its pawns never promote). */
  readonly takerRoles: readonly Role[];
  /** Pieces and pawns that never move: lines stop at them. */
  readonly walls: SquareSet;
}

/**
 * The owner's wall pawns among `pawns` whose capture by the taker's king always stalemates the
 * owner. The caller guarantees that the owner can only ever move its king.
 */
export function stalematingCaptures(pawns: SquareSet, input: StalemateInput): SquareSet {
  let result = SquareSet.empty();
  for (const pawn of pawns.intersect(kingDilate(input.takerKing))) {
    if (alwaysStalemates(pawn, input)) result = result.with(pawn);
  }
  return result;
}

function alwaysStalemates(pawn: number, input: StalemateInput): boolean {
  const near = kingDilate(SquareSet.fromSquare(pawn));
  // The owner's king stands where it does not guard the pawn (else the capture is illegal).
  const ownerSquares = input.ownerKing.diff(near);
  for (const king of ownerSquares) {
    // A step to a square next to the taken pawn's square meets the taking king.
    if (kingAttacks(king).intersect(input.ownerPassable).diff(near).nonEmpty()) return false;
  }
  const takerFrom = kingAttacks(pawn).intersect(input.takerKing);
  for (const king of ownerSquares) {
    for (const from of takerFrom) {
      if (uncoversCheck(from, pawn, king, input)) return false;
    }
  }
  return true;
}

/**
 * True when the taking king leaving `from` (for `pawn`) might open a line of one of the taker's
 * sliders to the owner's king on `king`: they are aligned and only open squares lie between.
 */
function uncoversCheck(from: number, pawn: number, king: number, input: StalemateInput): boolean {
  const gap = between(from, king);
  // Kings never stand side by side, so only a gap of open squares can hold a line.
  if (gap.isEmpty() || gap.has(pawn) || gap.intersects(input.walls)) return false;
  const diagonal = bishopAttacks(king, SquareSet.empty()).has(from);
  const straight = rookAttacks(king, SquareSet.empty()).has(from);
  const sliders = diagonal ? DIAGONAL_SLIDERS : straight ? STRAIGHT_SLIDERS : [];
  return input.takerRoles.some((role) => sliders.includes(role));
}
