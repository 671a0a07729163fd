// A quick count over legal moves: the longest quiet run, and at most how often a position repeats.
import type { Move, ReadonlyPosition } from '@chesslaws/moves';

const BLACK = 8;

// Zobrist numbers for a piece code (1..14) on a square, two 32-bit halves, from a fixed seed.
const Z = new Int32Array(16 * 64 * 2);
{
  let x = 0x2545f491;
  for (let i = 0; i < Z.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    Z[i] = x;
  }
}

/** The longest quiet run, and an upper bound of the most times one position appeared. */
export interface QuickCount {
  /** The highest halfmove clock reached (exact). */
  readonly quietPlies: number;
  /**
   * Never less than the most times any one position appeared (L-9.2.2): positions are told
   * apart by their pieces and side to move only, and castling rights or an en-passant capture
   * can only split them further.
   */
  readonly repetitions: number;
}

/**
 * The quiet runs and repetitions of `moves` from `start`, read on a 64-square array with no
 * legality check (the moves are legal: a PGN replay made them): a few array writes a ply,
 * where a walk on a position costs a move generation. What it rules out needs no walk.
 */
export function quickCount(start: ReadonlyPosition, moves: readonly Move[]): QuickCount {
  const board = BOARD;
  board.fill(0);
  // The codes of the variant's pieces (a fairy variant's too): the pawn, the castling king.
  const roles = start.variant.pieceRoles;
  const PAWN = roles.indexOf('pawn');
  const KING = roles.indexOf(start.variant.castlingPieces.king);
  // The key's two halves, updated in place (plain locals: no closure over them on the hot path).
  let lo = 0;
  let hi = 0;
  for (let sq = 0; sq < 64; sq++) {
    // `PIECE_CODE`: colour 0 or 8 plus role 1..7, the codes used here.
    const code = start.pieceCodeAt(sq);
    if (code === 0) continue;
    board[sq] = code;
    const i = (code * 64 + sq) * 2;
    lo ^= Z[i]!;
    hi ^= Z[i + 1]!;
  }
  let black = start.turn === 'black';
  let clock = start.halfmoves;
  let quietPlies = clock;
  let repetitions = 1;
  // 53 bits of the two halves and the side to move (a collision only raises the bound).
  const keys = new Float64Array(moves.length + 1);
  keys[0] = ((hi & 0xfffff) * 2 ** 32 + (lo >>> 0)) * 2 + (black ? 1 : 0);
  for (let ply = 0; ply < moves.length; ) {
    const move = moves[ply]!;
    const from = move.from;
    const to = move.to;
    const piece = board[from]!;
    const target = board[to]!;
    const role = piece & 7;
    let zeroing = role === PAWN || (target !== 0 && (target & BLACK) !== (piece & BLACK));
    let i = (piece * 64 + from) * 2;
    lo ^= Z[i]!;
    hi ^= Z[i + 1]!;
    board[from] = 0;
    if (role === KING && target !== 0 && (target & BLACK) === (piece & BLACK)) {
      // Castling, king onto its own rook: both land on the standard squares (L-3.8, L-G2).
      const rank = from & 56;
      const kingside = to > from;
      const kingTo = rank | (kingside ? 6 : 2);
      const rookTo = rank | (kingside ? 5 : 3);
      i = (target * 64 + to) * 2;
      lo ^= Z[i]!;
      hi ^= Z[i + 1]!;
      board[to] = 0;
      board[kingTo] = piece;
      i = (piece * 64 + kingTo) * 2;
      lo ^= Z[i]!;
      hi ^= Z[i + 1]!;
      board[rookTo] = target;
      i = (target * 64 + rookTo) * 2;
      lo ^= Z[i]!;
      hi ^= Z[i + 1]!;
      zeroing = false;
    } else {
      if (target !== 0) {
        i = (target * 64 + to) * 2;
        lo ^= Z[i]!;
        hi ^= Z[i + 1]!;
      } else if (role === PAWN && (from & 7) !== (to & 7)) {
        // En passant: the pawn taken stands beside the one that takes.
        const taken = (from & 56) | (to & 7);
        i = (board[taken]! * 64 + taken) * 2;
        lo ^= Z[i]!;
        hi ^= Z[i + 1]!;
        board[taken] = 0;
      } else if (role === KING && (to - from === 2 || from - to === 2)) {
        // Castling written as the king's two-square step: the rook comes along.
        const rank = from & 56;
        const rookFrom = rank | (to > from ? 7 : 0);
        const rookTo = rank | (to > from ? 5 : 3);
        const rook = board[rookFrom]!;
        i = (rook * 64 + rookFrom) * 2;
        lo ^= Z[i]!;
        hi ^= Z[i + 1]!;
        board[rookFrom] = 0;
        board[rookTo] = rook;
        i = (rook * 64 + rookTo) * 2;
        lo ^= Z[i]!;
        hi ^= Z[i + 1]!;
      }
      const lands = move.promotion ? roles.indexOf(move.promotion) + (piece & BLACK) : piece;
      board[to] = lands;
      i = (lands * 64 + to) * 2;
      lo ^= Z[i]!;
      hi ^= Z[i + 1]!;
    }
    black = !black;
    clock = zeroing ? 0 : clock + 1;
    if (clock > quietPlies) quietPlies = clock;
    const k = ((hi & 0xfffff) * 2 ** 32 + (lo >>> 0)) * 2 + (black ? 1 : 0);
    keys[++ply] = k;
    // Only positions since the last capture or pawn move, with the same side to move, can match.
    let count = 1;
    for (let j = ply - 2, oldest = Math.max(0, ply - clock); j >= oldest; j -= 2)
      if (keys[j] === k) count++;
    if (count > repetitions) repetitions = count;
  }
  return { quietPlies, repetitions };
}

/** The 64-square array of {@link quickCount}, reused (it is filled anew each call). */
const BOARD = new Int8Array(64);
