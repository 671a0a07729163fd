/**
 * Move ordering that steers a cooperative search towards a mate by the intended winner:
 * the winner promotes, captures and brings its pieces towards the loser's king; the loser
 * walks its king towards the winner's king and the edge, pushes pawns (opening lines) and
 * avoids capturing the winner's pieces.
 */
import { type Color, type Square, SquareSet, squareDistance } from '@chesslaws/board';
import {
  MOVE_CASTLING,
  MOVE_EN_PASSANT,
  MOVE_KIND_MASK,
  moveFrom,
  movePromotion,
  moveTo,
  type Position,
} from '@chesslaws/moves';

const VALUE = { pawn: 100, knight: 300, bishop: 320, rook: 500, queen: 900, king: 0 } as const;
const PROMOTION_BONUS = [0, 0, 100, 200, 300, 400]; // by promotion role code: knight 2 .. queen 5

/** King steps from a square to the nearest corner. */
const cornerDistance = (square: Square): number => {
  const file = square & 7;
  const rank = square >> 3;
  return Math.max(Math.min(file, 7 - file), Math.min(rank, 7 - rank));
};

/** What the scorer needs about the node, read once per position. */
interface NodeView {
  readonly winnerToMove: boolean;
  readonly ourPawns: SquareSet;
  readonly ourKing: Square;
  readonly theirs: SquareSet;
  readonly theirPawns: SquareSet;
  readonly theirKing: Square;
  readonly pos: Position;
  readonly rank7: SquareSet;
}

function viewOf(pos: Position, winner: Color): NodeView {
  const us = pos.turn;
  const them = us === 'white' ? 'black' : 'white';
  return {
    winnerToMove: us === winner,
    ourPawns: pos.piecesOf(us, 'pawn'),
    ourKing: pos.kingSquare(us) ?? 0,
    theirs: pos.piecesOf(them),
    theirPawns: pos.piecesOf(them, 'pawn'),
    theirKing: pos.kingSquare(them) ?? 0,
    pos,
    rank7: SquareSet.fromRank(us === 'white' ? 6 : 1),
  };
}

function scoreMove(view: NodeView, m: number): number {
  const from = moveFrom(m);
  const to = moveTo(m);
  const promotion = movePromotion(m);
  const kind = m & MOVE_KIND_MASK;
  const capture = kind === MOVE_EN_PASSANT || (kind !== MOVE_CASTLING && view.theirs.has(to));
  const victim = capture ? (view.pos.pieceAt(to)?.role ?? 'pawn') : undefined;
  const isPawn = view.ourPawns.has(from);
  const isKing = from === view.ourKing;
  if (view.winnerToMove) {
    let score = 0;
    if (promotion) score += 4000 + PROMOTION_BONUS[promotion]!;
    if (victim) score += 2000 + VALUE[victim];
    if (isPawn) score += 300 + (view.rank7.has(from) ? 200 : 0);
    score += (squareDistance(from, view.theirKing) - squareDistance(to, view.theirKing)) * 20;
    return score;
  }
  let score = 0;
  if (victim) score -= 3000 + VALUE[victim];
  // The loser's new pieces mostly widen the search: a promotion comes late, a knight first.
  if (promotion) score -= 100 + PROMOTION_BONUS[promotion]!;
  if (isPawn) score += 5;
  if (isKing) {
    score += (cornerDistance(from) - cornerDistance(to)) * 10;
    score += squareDistance(from, view.theirKing) - squareDistance(to, view.theirKing);
  } else score += (squareDistance(from, view.ourKing) - squareDistance(to, view.ourKing)) * 10;
  return score;
}

/**
 * Sorts the `count` moves at `buffer[offset..]` best first for a search towards a mate by
 * `winner` (stable insertion sort; `scores` is scratch space of the same size as `buffer`).
 */
export function orderMoves(
  pos: Position,
  winner: Color,
  buffer: Int32Array,
  scores: Int32Array,
  offset: number,
  count: number,
): void {
  const view = viewOf(pos, winner);
  for (let i = offset; i < offset + count; i++) scores[i] = scoreMove(view, buffer[i]!);
  for (let i = offset + 1; i < offset + count; i++) {
    const move = buffer[i]!;
    const score = scores[i]!;
    let j = i - 1;
    while (j >= offset && scores[j]! < score) {
      buffer[j + 1] = buffer[j]!;
      scores[j + 1] = scores[j]!;
      j--;
    }
    buffer[j + 1] = move;
    scores[j + 1] = score;
  }
}
