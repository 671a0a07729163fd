/**
 * The static half of the unwinnability decision (after Ambrona, FUN 2022): when no pawn can
 * ever move again, every piece stays inside a region of the board, so a mate needs a square
 * of the losing king's region that some piece of the winner can check from its own region,
 * with every flight square covered by a piece of the winner, blocked by a piece of the
 * loser, or attacked by the winner's king from one square of its region. If no square
 * qualifies, the side cannot win: a proof that needs no search.
 */
import {
  type Board,
  type Color,
  kingAttacks,
  opposite,
  type Role,
  type Square,
  SquareSet,
} from '@chesslaws/board';
import { hasInsufficientMaterial } from '../material/insufficientMaterial.js';
import { attacksFrom, kingDilate, kingRegion, type PieceReach, pieceReach } from './regions.js';

const NOT_FILE_A = SquareSet.fromFile(0).complement();
const NOT_FILE_H = SquareSet.fromFile(7).complement();
const PIECE_ROLES = ['knight', 'bishop', 'rook', 'queen'] as const;

/** Squares the pawns of `color` in `pawns` attack. */
function pawnAttackSet(color: Color, pawns: SquareSet): SquareSet {
  return color === 'white'
    ? pawns.intersect(NOT_FILE_H).shl64(9).union(pawns.intersect(NOT_FILE_A).shl64(7))
    : pawns.intersect(NOT_FILE_A).shr64(9).union(pawns.intersect(NOT_FILE_H).shr64(7));
}

interface Reaching extends PieceReach {
  readonly role: Role;
}

/** The pawn structure is frozen for good and the pieces' regions (undefined if not frozen). */
interface FrozenRegions {
  readonly pawns: SquareSet;
  readonly kings: { readonly [c in Color]: SquareSet };
  readonly pieces: { readonly [c in Color]: Reaching[] };
  /** Squares the kings may stand on (not own pawns, not attacked by enemy pawns). */
  readonly kingPassable: { readonly [c in Color]: SquareSet };
}

/**
 * The regions of every piece when no pawn can ever move, capture or be captured again;
 * `undefined` when some pawn still might (then only a search can decide).
 */
function frozenRegions(board: Board, epCapturePossible: boolean): FrozenRegions | undefined {
  if (epCapturePossible) return undefined;
  const pawns = board.byRole.pawn;
  const whitePawns = pawns.intersect(board.byColor.white);
  const blackPawns = pawns.intersect(board.byColor.black);
  // Every pawn must have a pawn straight in front of it.
  if (!pawns.shr64(8).intersect(whitePawns).equals(whitePawns)) return undefined;
  if (!pawns.shl64(8).intersect(blackPawns).equals(blackPawns)) return undefined;
  const pawnAttacks = { white: pawnAttackSet('white', whitePawns), black: pawnAttackSet('black', blackPawns) };
  if (pawnAttacks.white.intersects(blackPawns) || pawnAttacks.black.intersects(whitePawns)) return undefined;

  const pawnsOf = { white: whitePawns, black: blackPawns };
  const free = pawns.complement();
  const kings = { white: SquareSet.empty(), black: SquareSet.empty() };
  const pieces: { [c in Color]: Reaching[] } = { white: [], black: [] };
  const kingPassable = { white: SquareSet.empty(), black: SquareSet.empty() };
  for (const color of ['white', 'black'] as const) {
    const them = opposite(color);
    const king = board.kingOf(color);
    if (king === undefined || pawnAttacks[them].has(king)) return undefined;
    kingPassable[color] = free.diff(pawnAttacks[them]);
    kings[color] = kingRegion(king, kingPassable[color]);
    // The king could take an unprotected pawn.
    if (kingDilate(kings[color]).intersects(pawnsOf[them].diff(pawnAttacks[them]))) return undefined;
    for (const role of PIECE_ROLES) {
      for (const square of board.pieces(color, role)) {
        const reach = pieceReach(role, square, pawns, free);
        // The piece could take a pawn, or step where a pawn could take it.
        if (reach.attacks.intersects(pawnsOf[them]) || reach.region.intersects(pawnAttacks[them])) return undefined;
        pieces[color].push({ role, ...reach });
      }
    }
  }
  return { pawns, kings, pieces, kingPassable };
}

/** True when some square of the loser's region admits a mate pattern by the winner's pieces. */
function hasMatePattern(frozen: FrozenRegions, winner: Color): boolean {
  const loser = opposite(winner);
  const attackers = frozen.pieces[winner];
  if (attackers.length === 0) return false;
  let blockable = SquareSet.empty();
  for (const piece of frozen.pieces[loser]) blockable = blockable.union(piece.region);
  let checkable = SquareSet.empty();
  for (const piece of attackers) checkable = checkable.union(piece.attacks);
  const winnerKing = frozen.kings[winner];

  for (const target of frozen.kings[loser].intersect(checkable)) {
    const flights = kingAttacks(target).intersect(frozen.kingPassable[loser]).diff(blockable);
    const kingSquares = winnerKing.diff(kingDilate(SquareSet.fromSquare(target)));
    for (let i = 0; i < attackers.length; i++) {
      const checker = attackers[i]!;
      if (!checker.attacks.has(target)) continue;
      let others = SquareSet.empty();
      for (let j = 0; j < attackers.length; j++) if (j !== i) others = others.union(attackers[j]!.attacks);
      const open = flights.diff(others);
      const from = attacksFrom(checker.role, target, frozen.pawns).intersect(checker.region);
      for (const square of from) {
        const need = open.diff(attacksFrom(checker.role, square, frozen.pawns));
        if (coverableByKing(need, kingSquares)) return true;
      }
    }
  }
  return false;
}

/** True when one square of `kingSquares` is next to every square of `need`. */
function coverableByKing(need: SquareSet, kingSquares: SquareSet): boolean {
  let candidates = kingSquares;
  for (const square of need) {
    candidates = candidates.intersect(kingAttacks(square as Square));
    if (candidates.isEmpty()) return false;
  }
  return true;
}

/**
 * True when a static argument proves that `winner` cannot mate by any series of legal moves:
 * insufficient material, or a frozen pawn structure whose regions admit no mate pattern.
 * `false` proves nothing. `epCapturePossible`: an e.p. capture is legal now (the structure is
 * then not frozen).
 */
export function isStaticallyUnwinnable(board: Board, winner: Color, epCapturePossible = false): boolean {
  if (hasInsufficientMaterial(board, winner)) return true;
  const frozen = frozenRegions(board, epCapturePossible);
  return frozen !== undefined && !hasMatePattern(frozen, winner);
}
