/**
 * The fast path of `Position.fromFen`: an ordinary, well-formed FEN (standard or Chess960,
 * default options) read straight into a fresh position's arrays, with the checks of
 * `validateSetup` done on those arrays. It never reports an error: on anything it does not
 * accept (a syntax error, a position problem, odd spacing, a castling letter naming a rook
 * twice, a count of ten digits or more) it answers `false` and `fromFen` runs the full reader,
 * whose located and worded errors are the only ones users see. So its only duty is never to
 * accept what the full path refuses, and to build exactly the position the full path builds.
 * @internal
 * @packageDocumentation
 */
import * as codes from './codes.js';
import { attackersOf } from './movegen.js';
import type { Position } from './position.js';
import * as tables from './tables.js';
import * as zobrist from './zobrist.js';

// Local copies of imported bindings (see position.ts: dev-time loaders keep modules apart).
const BISHOP = codes.BISHOP;
const BLACK = codes.BLACK;
const KING = codes.KING;
const KNIGHT = codes.KNIGHT;
const PAWN = codes.PAWN;
const QUEEN = codes.QUEEN;
const ROOK = codes.ROOK;
const WHITE = codes.WHITE;
const BETWEEN_HI = tables.BETWEEN_HI;
const BETWEEN_LO = tables.BETWEEN_LO;
const LINE_HI = tables.LINE_HI;
const LINE_LO = tables.LINE_LO;
const CASTLING_KEY_HI = zobrist.CASTLING_KEY_HI;
const CASTLING_KEY_LO = zobrist.CASTLING_KEY_LO;
const PIECE_KEY_HI = zobrist.PIECE_KEY_HI;
const PIECE_KEY_LO = zobrist.PIECE_KEY_LO;
const TURN_KEY_HI = zobrist.TURN_KEY_HI;
const TURN_KEY_LO = zobrist.TURN_KEY_LO;

// Piece code by character code (0: not a piece letter).
const PIECE_BY_CHAR = new Uint8Array(128);
for (const [c, code] of [
  ['P', WHITE | PAWN],
  ['N', WHITE | KNIGHT],
  ['B', WHITE | BISHOP],
  ['R', WHITE | ROOK],
  ['Q', WHITE | QUEEN],
  ['K', WHITE | KING],
  ['p', BLACK | PAWN],
  ['n', BLACK | KNIGHT],
  ['b', BLACK | BISHOP],
  ['r', BLACK | ROOK],
  ['q', BLACK | QUEEN],
  ['k', BLACK | KING],
] as const) {
  PIECE_BY_CHAR[c.charCodeAt(0)] = code;
}

// Light squares (`SquareSet.lightSquares()`), the same in both halves.
const LIGHT = 0x55aa55aa;

/** Population count of a 32-bit integer. */
function popcount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const count = (lo: number, hi: number): number => popcount(lo) + popcount(hi);

/** The one square of a set known to hold exactly one. */
const onlySquare = (lo: number, hi: number): number =>
  lo !== 0 ? 31 - Math.clz32(lo) : 63 - Math.clz32(hi);

/**
 * True when the options are the defaults, bar `chess960`: the only ones the fast path
 * handles. An option it does not know (now or added later) sends the FEN down the full path.
 */
export function fastFenOptions(opts: object): boolean {
  if (typeof opts !== 'object' || opts === null) return false;
  for (const key in opts) {
    const value = (opts as Record<string, unknown>)[key];
    if (key === 'chess960') {
      if (value !== undefined && value !== true && value !== false) return false;
    } else if (key === 'mode') {
      if (value !== undefined && value !== 'strict') return false;
    } else if (key === 'ignore') {
      if (value !== undefined && !(Array.isArray(value) && value.length === 0)) return false;
    } else return false;
  }
  return true;
}

/** Reads a count of 1 to 9 digits from `i` up to `end` (exclusive), or -1. */
function readCount(fen: string, i: number, end: number): number {
  const length = end - i;
  if (length < 1 || length > 9) return -1;
  let value = 0;
  for (; i < end; i++) {
    const c = fen.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    value = value * 10 + (c - 48);
  }
  return value;
}

/**
 * Reads `fen` into `pos`, a position fresh from the constructor (empty arrays, White to move,
 * `chess960` set as the options ask). True when the FEN is ordinary and the position valid by
 * every rule of `validateSetup` (strict); false means nothing: `pos` must then be dropped.
 */
export function readFenInto(fen: string, pos: Position): boolean {
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  const squares = pos.squares;
  const n = fen.length;
  let keyLo = 0;
  let keyHi = 0;

  // Board: eight ranks of eight squares, rank 8 first, ended by a space.
  let i = 0;
  let rank = 7;
  let file = 0;
  for (;;) {
    if (i >= n) return false;
    const c = fen.charCodeAt(i++);
    if (c === 32) break;
    if (c === 47 /* '/' */) {
      if (file !== 8 || rank === 0) return false;
      rank--;
      file = 0;
    } else if (c >= 49 && c <= 56 /* '1'..'8' */) {
      file += c - 48;
      if (file > 8) return false;
    } else {
      const code = c < 128 ? PIECE_BY_CHAR[c]! : 0;
      if (code === 0 || file >= 8) return false;
      const sq = rank * 8 + file;
      squares[sq] = code;
      if (sq < 32) {
        const bit = 1 << sq;
        bbLo[code]! |= bit;
        bbLo[code & BLACK]! |= bit;
      } else {
        const bit = 1 << (sq - 32);
        bbHi[code]! |= bit;
        bbHi[code & BLACK]! |= bit;
      }
      keyLo ^= PIECE_KEY_LO[code * 64 + sq]!;
      keyHi ^= PIECE_KEY_HI[code * 64 + sq]!;
      file++;
    }
  }
  if (rank !== 0 || file !== 8) return false;

  // Side to move.
  const t = fen.charCodeAt(i);
  if (fen.charCodeAt(i + 1) !== 32) return false;
  let side: number;
  if (t === 119 /* 'w' */) side = WHITE;
  else if (t === 98 /* 'b' */) side = BLACK;
  else return false;
  i += 2;

  // Castling: '-', or letters each naming a different rook square.
  let rights = 0;
  if (fen.charCodeAt(i) === 45 /* '-' */) {
    i++;
  } else {
    const start = i;
    for (; i < n; i++) {
      const c = fen.charCodeAt(i);
      if (c === 32) break;
      let sq: number;
      if (c === 75 /* K */) sq = xfenRook(squares, WHITE, true);
      else if (c === 81 /* Q */) sq = xfenRook(squares, WHITE, false);
      else if (c === 107 /* k */) sq = xfenRook(squares, BLACK, true);
      else if (c === 113 /* q */) sq = xfenRook(squares, BLACK, false);
      else if (c >= 65 && c <= 72 /* A-H */) sq = c - 65;
      else if (c >= 97 && c <= 104 /* a-h */) sq = 56 + c - 97;
      else return false;
      const bit = sq < 8 ? 1 << sq : 1 << (sq - 48);
      // A letter twice, or two letters for one rook (`KH`): the full reader judges.
      if (rights & bit) return false;
      rights |= bit;
    }
    if (i === start) return false;
  }
  if (fen.charCodeAt(i) !== 32) return false;
  i++;

  // E.p. square: '-' or a square name (whether it can stand is checked below).
  let ep = -1;
  if (fen.charCodeAt(i) === 45 /* '-' */) {
    i++;
  } else {
    // Written so that NaN (past the end of the string) fails too.
    const f = fen.charCodeAt(i) - 97;
    const r = fen.charCodeAt(i + 1) - 49;
    if (!(f >= 0 && f <= 7 && r >= 0 && r <= 7)) return false;
    ep = r * 8 + f;
    i += 2;
  }

  // Halfmove clock and fullmove number, both optional.
  let halfmoves = 0;
  let fullmoves = 1;
  if (i < n) {
    if (fen.charCodeAt(i) !== 32) return false;
    i++;
    let end = fen.indexOf(' ', i);
    if (end < 0) end = n;
    halfmoves = readCount(fen, i, end);
    if (halfmoves < 0) return false;
    if (end < n) {
      const full = readCount(fen, end + 1, n);
      if (full < 0) return false;
      fullmoves = full === 0 ? 1 : full;
    }
  }

  // validateSetup's checks, strict. One king a side (so the board is not empty either).
  const wkLo = bbLo[WHITE | KING]!;
  const wkHi = bbHi[WHITE | KING]!;
  const bkLo = bbLo[BLACK | KING]!;
  const bkHi = bbHi[BLACK | KING]!;
  if (count(wkLo, wkHi) !== 1 || count(bkLo, bkHi) !== 1) return false;
  // No pawn on rank 1 or 8.
  if ((bbLo[WHITE | PAWN]! | bbLo[BLACK | PAWN]!) & 0xff) return false;
  if ((bbHi[WHITE | PAWN]! | bbHi[BLACK | PAWN]!) & 0xff000000) return false;

  const occLo = bbLo[WHITE]! | bbLo[BLACK]!;
  const occHi = bbHi[WHITE]! | bbHi[BLACK]!;
  const them = side ^ BLACK;
  const ownKing = side === WHITE ? onlySquare(wkLo, wkHi) : onlySquare(bkLo, bkHi);
  const theirKing = side === WHITE ? onlySquare(bkLo, bkHi) : onlySquare(wkLo, wkHi);

  // The e.p. square: behind a pawn of the side not to move that just double-stepped.
  if (ep >= 0) {
    if (ep >> 3 !== (side === WHITE ? 5 : 2)) return false;
    const pushedTo = side === WHITE ? ep - 8 : ep + 8;
    const pushedFrom = side === WHITE ? ep + 8 : ep - 8;
    if (squares[pushedTo] !== (them | PAWN) || squares[ep] !== 0 || squares[pushedFrom] !== 0)
      return false;
  }

  // The side not to move is not in check.
  const [xLo, xHi] = attackersOf(pos, theirKing, side, occLo, occHi);
  if ((xLo | xHi) !== 0) return false;

  // A check on the side to move that a last move can have given.
  const [cLo, cHi] = attackersOf(pos, ownKing, them, occLo, occHi);
  if ((cLo | cHi) !== 0) {
    const checkers = count(cLo, cHi);
    if (ep >= 0) {
      if (checkers > 1) return false;
      const checker = onlySquare(cLo, cHi);
      const pushedTo = side === WHITE ? ep - 8 : ep + 8;
      const pushedFrom = side === WHITE ? ep + 8 : ep - 8;
      if (checker !== pushedTo) {
        const between =
          pushedFrom < 32
            ? BETWEEN_LO[checker * 64 + ownKing]! & (1 << pushedFrom)
            : BETWEEN_HI[checker * 64 + ownKing]! & (1 << (pushedFrom - 32));
        if (between === 0) return false;
      }
    } else if (checkers > 2) return false;
    else if (checkers === 2) {
      // Lowest checker first, like `SquareSet` iteration.
      const a = cLo !== 0 ? 31 - Math.clz32(cLo & -cLo) : 63 - Math.clz32(cHi & -cHi);
      const b = cHi !== 0 ? 63 - Math.clz32(cHi) : 31 - Math.clz32(cLo);
      const onLine =
        b < 32
          ? LINE_LO[a * 64 + ownKing]! & (1 << b)
          : LINE_HI[a * 64 + ownKing]! & (1 << (b - 32));
      if (onLine !== 0) return false;
      const slider = (code: number) => code === ROOK || code === BISHOP || code === QUEEN;
      if (!slider(squares[a]! & 7) && !slider(squares[b]! & 7)) return false;
    }
  }

  // Castling rights that can stand (L-3.8), see `validCastlingRights`.
  if (rights !== 0) {
    const whiteKing = onlySquare(wkLo, wkHi);
    const blackKing = onlySquare(bkLo, bkHi);
    if (!rightsStand(squares, rights & 0xff, 0, WHITE, whiteKing, pos.chess960)) return false;
    if (!rightsStand(squares, rights >>> 8, 56, BLACK, blackKing, pos.chess960)) return false;
  }

  // Material a game can give each side.
  if (!materialStands(bbLo, bbHi, WHITE) || !materialStands(bbLo, bbHi, BLACK)) return false;

  // Accepted: the rest of the state, and the key's side and castling parts.
  if (side === BLACK) {
    keyLo ^= TURN_KEY_LO;
    keyHi ^= TURN_KEY_HI;
  }
  for (let rest = rights; rest !== 0; rest &= rest - 1) {
    const b = 31 - Math.clz32(rest & -rest);
    const sq = b < 8 ? b : b + 48;
    keyLo ^= CASTLING_KEY_LO[sq]!;
    keyHi ^= CASTLING_KEY_HI[sq]!;
  }
  pos.keyLo = keyLo;
  pos.keyHi = keyHi;
  pos.side = side;
  pos.castlingBits = rights;
  // The kings the rights castle with: each on its back rank whenever it has a right.
  pos.castlingKings = (onlySquare(wkLo, wkHi) & 63) | ((onlySquare(bkLo, bkHi) & 63) << 6);
  pos.ep = ep;
  pos.halfmoveClock = halfmoves;
  pos.fullmoveNumber = fullmoves;
  return true;
}

/**
 * The rook a `K` (`kingSide`) or `Q` letter names, as `parseFen` resolves it: walking in from
 * the edge of the colour's back rank, the first own rook, or the corner when an own king or
 * nothing comes first.
 */
function xfenRook(squares: Uint8Array, colour: number, kingSide: boolean): number {
  const rank = colour === WHITE ? 0 : 56;
  for (let k = 0; k < 8; k++) {
    const sq = rank + (kingSide ? 7 - k : k);
    const code = squares[sq]!;
    if (code === (colour | ROOK)) return sq;
    if (code === (colour | KING)) break;
  }
  return rank + (kingSide ? 7 : 0);
}

/**
 * True when every right of one colour (`bits`, one per file of its back rank at `rank`) is
 * kept by `validCastlingRights`: an own rook on the square, the king on the back rank (on e1/e8
 * with corner rooks in standard chess; at most one right on each side of it in Chess960).
 */
function rightsStand(
  squares: Uint8Array,
  bits: number,
  rank: number,
  colour: number,
  king: number,
  chess960: boolean,
): boolean {
  if (bits === 0) return true;
  if ((king & 56) !== rank) return false;
  for (let rest = bits; rest !== 0; rest &= rest - 1) {
    const f = 31 - Math.clz32(rest & -rest);
    if (squares[rank + f] !== (colour | ROOK)) return false;
  }
  const kingFile = king & 7;
  if (!chess960) return kingFile === 4 && (bits & ~0x81) === 0;
  const below = bits & ((1 << kingFile) - 1);
  const above = bits >>> (kingFile + 1);
  return (below & (below - 1)) === 0 && (above & (above - 1)) === 0;
}

/** `materialComplaint` finds nothing for colour offset `colour`. */
function materialStands(bbLo: Int32Array, bbHi: Int32Array, colour: number): boolean {
  if (count(bbLo[colour]!, bbHi[colour]!) > 16) return false;
  const pawns = count(bbLo[colour | PAWN]!, bbHi[colour | PAWN]!);
  if (pawns > 8) return false;
  const bLo = bbLo[colour | BISHOP]!;
  const bHi = bbHi[colour | BISHOP]!;
  const light = count(bLo & LIGHT, bHi & LIGHT);
  const dark = count(bLo, bHi) - light;
  const promoted =
    Math.max(0, count(bbLo[colour | QUEEN]!, bbHi[colour | QUEEN]!) - 1) +
    Math.max(0, count(bbLo[colour | ROOK]!, bbHi[colour | ROOK]!) - 2) +
    Math.max(0, count(bbLo[colour | KNIGHT]!, bbHi[colour | KNIGHT]!) - 2) +
    Math.max(0, light - 1) +
    Math.max(0, dark - 1);
  return promoted <= 8 - pawns;
}
