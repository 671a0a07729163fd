/**
 * The replay's first fast path: plays plain SAN without generating every legal
 * move. The piece that can reach the destination is found from attack tables;
 * when there is exactly one, the move is made and kept if it leaves the own
 * king safe. Why: full legal move generation per ply dominated replay time, so
 * this works on the position's bitboards (`bbLo`/`bbHi`, indexed by piece code
 * `color << 3 | role`) rather than on allocated sets.
 */
import {
  bishopAttacks,
  kingAttacks,
  knightAttacks,
  pawnAttacks,
  rookAttacks,
  SquareSet,
} from '@chesslaws/board';
import { MOVE_DOUBLE_PUSH, type Position } from '@chesslaws/moves';
import {
  KING,
  PAWN,
  sanCastling,
  sanFromFile,
  sanFromRank,
  sanPromotion,
  sanRole,
  sanTo,
} from './plainSan.js';

const KNIGHT = 2;
const BISHOP = 3;
const ROOK = 4;
const QUEEN = 5;
const BLACK = 8;

// Per-square tables built once, so the hot path allocates nothing.
const EMPTY = SquareSet.empty();
const table = (f: (square: number) => SquareSet): SquareSet[] =>
  Array.from({ length: 64 }, (_, sq) => f(sq));
const KNIGHT_SETS = table(knightAttacks);
const KING_SETS = table(kingAttacks);
const WHITE_PAWN_SETS = table((sq) => pawnAttacks('white', sq));
const BLACK_PAWN_SETS = table((sq) => pawnAttacks('black', sq));
const ROOK_LINES = table((sq) => rookAttacks(sq, EMPTY));
const BISHOP_LINES = table((sq) => bishopAttacks(sq, EMPTY));

const lowest = (lo: number, hi: number): number =>
  lo !== 0 ? 31 - Math.clz32(lo & -lo) : hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;

/** True when the king of colour offset `us` (0 or 8) stands attacked by the other side. */
function kingAttacked(pos: Position, us: number): boolean {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const king = lowest(lo[us | KING]!, hi[us | KING]!);
  if (king === -1) return false;
  const them = us ^ BLACK;
  const n = KNIGHT_SETS[king]!;
  if ((n.lo & lo[them | KNIGHT]!) | (n.hi & hi[them | KNIGHT]!)) return true;
  const p = (us === 0 ? WHITE_PAWN_SETS : BLACK_PAWN_SETS)[king]!;
  if ((p.lo & lo[them | PAWN]!) | (p.hi & hi[them | PAWN]!)) return true;
  const k = KING_SETS[king]!;
  if ((k.lo & lo[them | KING]!) | (k.hi & hi[them | KING]!)) return true;
  const straightLo = lo[them | ROOK]! | lo[them | QUEEN]!;
  const straightHi = hi[them | ROOK]! | hi[them | QUEEN]!;
  const diagonalLo = lo[them | BISHOP]! | lo[them | QUEEN]!;
  const diagonalHi = hi[them | BISHOP]! | hi[them | QUEEN]!;
  const r = ROOK_LINES[king]!;
  const b = BISHOP_LINES[king]!;
  const straight = (r.lo & straightLo) | (r.hi & straightHi);
  const diagonal = (b.lo & diagonalLo) | (b.hi & diagonalHi);
  if (straight === 0 && diagonal === 0) return false;
  const occupied = new SquareSet(lo[0]! | lo[BLACK]!, hi[0]! | hi[BLACK]!);
  if (straight !== 0) {
    const a = rookAttacks(king, occupied);
    if ((a.lo & straightLo) | (a.hi & straightHi)) return true;
  }
  if (diagonal !== 0) {
    const a = bishopAttacks(king, occupied);
    if ((a.lo & diagonalLo) | (a.hi & diagonalHi)) return true;
  }
  return false;
}

/** The squares from which a piece of `role` on them would reach `to`, as [lo, hi] in `out`. */
function reach(pos: Position, role: number, to: number, out: Int32Array): boolean {
  let set: SquareSet;
  if (role === KNIGHT) set = KNIGHT_SETS[to]!;
  else if (role === KING) set = KING_SETS[to]!;
  else {
    const occupied = new SquareSet(
      pos.bbLo[0]! | pos.bbLo[BLACK]!,
      pos.bbHi[0]! | pos.bbHi[BLACK]!,
    );
    if (role === BISHOP) set = bishopAttacks(to, occupied);
    else if (role === ROOK) set = rookAttacks(to, occupied);
    else if (role === QUEEN) {
      const a = bishopAttacks(to, occupied);
      const b = rookAttacks(to, occupied);
      out[0] = a.lo | b.lo;
      out[1] = a.hi | b.hi;
      return true;
    } else return false;
  }
  out[0] = set.lo;
  out[1] = set.hi;
  return true;
}

const scratch = new Int32Array(2);
const FILE_A = 0x01010101;

/**
 * Plays the move that the packed plain SAN `scanned` names on `pos`, when one
 * piece alone can make it and it is legal; returns the move integer played,
 * or 0 with `pos` unchanged (castling, en passant, several candidates, or not legal).
 */
export function quickPlay(pos: Position, scanned: number): number {
  if (scanned === -1 || sanCastling(scanned) !== 0) return 0;
  const to = sanTo(scanned);
  const role = sanRole(scanned);
  const promotion = sanPromotion(scanned);
  const us = pos.side;
  const target = pos.pieceCodeAt(to);
  if (target !== 0 && (target & BLACK) === us) return 0;
  let from = -1;
  let kind = 0;
  if (role === PAWN) {
    if ((to >> 3 === (us === 0 ? 7 : 0)) !== (promotion !== 0)) return 0;
    const back = us === 0 ? -8 : 8;
    const fromFile = sanFromFile(scanned);
    if (fromFile !== (to & 7)) {
      // A capture: the pawn comes from the named file; e.p. is left to the full search.
      if (target === 0 || Math.abs(fromFile - (to & 7)) !== 1) return 0;
      from = to + back + (fromFile - (to & 7));
    } else {
      if (target !== 0) return 0;
      from = to + back;
      if (pos.pieceCodeAt(from) === 0 && to >> 3 === (us === 0 ? 3 : 4)) {
        from += back;
        kind = MOVE_DOUBLE_PUSH;
      }
    }
    if (from < 0 || from > 63 || pos.pieceCodeAt(from) !== (us | PAWN)) return 0;
  } else {
    if (!reach(pos, role, to, scratch)) return 0;
    let lo = scratch[0]! & pos.bbLo[us | role]!;
    let hi = scratch[1]! & pos.bbHi[us | role]!;
    const file = sanFromFile(scanned);
    const rank = sanFromRank(scanned);
    if (file !== -1) {
      lo &= FILE_A << file;
      hi &= FILE_A << file;
    }
    if (rank !== -1) {
      lo &= rank < 4 ? 0xff << (rank * 8) : 0;
      hi &= rank < 4 ? 0 : 0xff << ((rank - 4) * 8);
    }
    // Exactly one candidate, or leave it to the full search.
    if ((lo === 0) === (hi === 0) || (lo & (lo - 1)) !== 0 || (hi & (hi - 1)) !== 0) return 0;
    from = lowest(lo, hi);
  }
  const move = from | (to << 6) | (promotion << 12) | kind;
  const top = pos.undoTop;
  pos.make(move);
  if (kingAttacked(pos, us)) {
    pos.unmake();
    return 0;
  }
  pos.undoTop = top; // a replay never goes back: drop the undo record
  return move;
}
