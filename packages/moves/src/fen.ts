/**
 * Forsyth-Edwards Notation: `parseFen` reads FEN, X-FEN and Shredder-FEN into a
 * `Setup` (syntax only: a parsed setup may still be an illegal position, see
 * `validateSetup`); `makeFen` writes the canonical form back.
 *
 * Parsing is strict about what each field may contain and lenient about what
 * is missing: the halfmove clock and fullmove number may be left off (they
 * default to `0` and `1`), and leading or trailing whitespace is ignored. The
 * first four fields (board, turn, castling, e.p.) are required.
 *
 * @example
 * ```ts
 * const setup = parseFen('r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1');
 * if (setup.ok) makeFen(setup.value, { castling: 'shredder' }); // 'r3k2r/8/8/8/8/8/8/R3K2R w Ha - 0 1'
 * ```
 * @packageDocumentation
 */
import {
  Board,
  ChesslawsError,
  COLORS,
  type Color,
  err,
  makeSquare,
  ok,
  parseSquare,
  type Result,
  ROLES,
  type Role,
  type Square,
  SquareSet,
} from '@chesslaws/board';
import type { Setup } from './setup.js';
import type { Variant } from './variant.js';

/** The FEN of the standard start position (L-2.4). */
export const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/**
 * Why a FEN could not be read:
 * - `ERR_FEN_EMPTY`: the string is empty or only whitespace;
 * - `ERR_FEN_FIELDS`: fewer than 4 or more than 6 space-separated fields, or an empty field;
 * - `ERR_FEN_BOARD`: piece placement (bad character, a rank not of 8 squares, not 8 ranks);
 * - `ERR_FEN_TURN`: side to move not `w` or `b`;
 * - `ERR_FEN_CASTLING`: castling field not `-` or letters from `KQkq`, `A-H`, `a-h`;
 * - `ERR_FEN_EP`: e.p. field not `-` or a square name;
 * - `ERR_FEN_HALFMOVES` / `ERR_FEN_FULLMOVES`: not a non-negative decimal integer (or too large);
 * - `ERR_FEN_POCKETS`: a crazyhouse pocket (`[Qn]`) with a letter that is not a piece, or no `]`;
 * - `ERR_FEN_CHECKS`: a three-check counter that is not `3+3` (checks to give) or `+0+0` (given).
 */
export type FenErrorCode =
  | 'ERR_FEN_EMPTY'
  | 'ERR_FEN_FIELDS'
  | 'ERR_FEN_BOARD'
  | 'ERR_FEN_TURN'
  | 'ERR_FEN_CASTLING'
  | 'ERR_FEN_EP'
  | 'ERR_FEN_HALFMOVES'
  | 'ERR_FEN_FULLMOVES'
  | 'ERR_FEN_POCKETS'
  | 'ERR_FEN_CHECKS';

/** The FEN fields, as `FenError.location.field` names them. */
export type FenField =
  | 'board'
  | 'turn'
  | 'castling'
  | 'epSquare'
  | 'halfmoves'
  | 'fullmoves'
  | 'pockets'
  | 'checks';

/** The variant extensions `parseFen` reads when asked (`Position.fromFen` asks for its variant's). */
export interface ParseFenOptions {
  /**
   * Read the FEN of a variant: its pieces' letters (`m` for makruk's met), its pockets (`[Qn]`
   * and `~`), check counters (`3+3`, or python-chess's `+0+0`) and counting fields.
   */
  variant?: Variant;
}

/**
 * A FEN that cannot be read. `code` says which field is wrong, `location.field`
 * names it and `location.offset` is the zero-based offset of the offending
 * character in the input string; `message` says what is wrong in words.
 */
export class FenError extends ChesslawsError<FenErrorCode> {
  /** Where in the FEN the problem is. */
  declare readonly location: { readonly field: FenField; readonly offset: number };

  /** An error of `code` at `offset` (zero-based, in the whole input) in `field`. */
  constructor(code: FenErrorCode, message: string, field: FenField, offset: number) {
    super(code, message, { field, offset });
  }
}

/** A failed parse: a `FenError` of `code` at `offset` in `field`. */
const rejected = (code: FenErrorCode, message: string, field: FenField, offset: number) =>
  err(new FenError(code, message, field, offset));

/** Options for `makeFen`. */
export interface MakeFenOptions {
  /**
   * How to write castling rights:
   * - `'auto'` (default) and `'xfen'`: X-FEN, i.e. `KQkq` when the right belongs to the rook
   *   that `K`/`Q` would name (the outermost one on that side of the king), else the rook's file
   *   letter (`B`, `g`, ...). Standard positions come out as ordinary FEN.
   * - `'shredder'`: Shredder-FEN, always the rook's file letter (`HAha`).
   */
  castling?: 'auto' | 'shredder' | 'xfen';
  /**
   * The variant whose piece letters a `Setup` is written with (a `Position` knows its own).
   */
  variant?: Variant;
  /**
   * Which e.p. square to write for a `Position`:
   * - `'legal'` (default): only when an e.p. capture is legal (`pos.legalEpSquare()`), so that
   *   equal positions (L-9.2.2) get equal FENs;
   * - `'always'`: the square the setup holds whenever a pawn just double-stepped.
   *
   * A plain `Setup` carries no legality information: its `epSquare` is always written as stored.
   */
  epMode?: 'legal' | 'always';
}

/** What `makeFen` uses of a `Position` (structurally, so this module need not import it). */
export interface FenSource {
  /** The position as plain data. */
  toSetup(): Setup;
  /** The e.p. square when an e.p. capture is legal. */
  legalEpSquare(): Square | undefined;
  /** The variant played: its piece letters are written. */
  readonly variant?: Variant;
}

/**
 * The piece letters of a FEN's board field, White's then Black's, and the role of each: standard
 * chess's here, a variant's with pieces of its own on its engine (`engine.letters`). @internal
 */
export interface PieceLetters {
  readonly chars: string;
  readonly roles: readonly Role[];
}

// ROLES is pawn, knight, bishop, rook, queen, king: the same order as the letters.
const STANDARD_LETTERS: PieceLetters = { chars: 'PNBRQKpnbrqk', roles: [...ROLES, ...ROLES] };

/** The letters `variant`'s FEN is written with. */
const lettersOf = (variant: Variant | undefined): PieceLetters =>
  variant?.engine?.letters ?? STANDARD_LETTERS;

const isSpace = (code: number): boolean => code === 32 || (code >= 9 && code <= 13);

// A message quotes at most this much of the input: a 10 MB FEN gets a short message.
const EXCERPT = 24;

/** `text` quoted for a message, cut after EXCERPT characters (and its length then said). */
export const quoted = (text: string): string =>
  text.length <= EXCERPT ? `'${text}'` : `'${text.slice(0, EXCERPT)}…' (${text.length} characters)`;

/**
 * Parses a FEN (also X-FEN and Shredder-FEN castling) into a `Setup`.
 *
 * Fields: board, side to move, castling, e.p. square (all required), halfmove clock and
 * fullmove number (optional, default `0` and `1`; a fullmove number of `0`, which some tools
 * write, reads as `1`). Fields are separated by single spaces.
 *
 * Castling letters: `K`/`Q` (`k`/`q`) name the outermost rook on the king's (queen's) side of
 * the back rank, or h1/a1 (h8/a8) when there is none there; `A`-`H` (`a`-`h`) name the rook on
 * that file. The e.p. square is read as any square name: whether it fits the position (rank 3
 * or 6, behind a pawn that just double-stepped) is for `validateSetup` to judge (L-3.7), so that
 * a lenient caller can drop it instead of rejecting the FEN.
 *
 * Never throws: every problem is a `FenError` with a code, a location and a message.
 */
export function parseFen(fen: string, opts?: ParseFenOptions): Result<Setup, FenError> {
  if (typeof fen !== 'string')
    return rejected('ERR_FEN_EMPTY', `a FEN is a string, not ${typeof fen}`, 'board', 0);
  let start = 0;
  let end = fen.length;
  while (start < end && isSpace(fen.charCodeAt(start))) start++;
  while (end > start && isSpace(fen.charCodeAt(end - 1))) end--;
  if (start === end) return rejected('ERR_FEN_EMPTY', 'the FEN is empty', 'board', 0);

  // Split on single spaces, remembering where each field starts.
  const texts: string[] = [];
  const offsets: number[] = [];
  let fieldStart = start;
  for (let i = start; i <= end; i++) {
    if (i === end || fen.charCodeAt(i) === 32) {
      if (i === fieldStart) {
        return rejected(
          'ERR_FEN_FIELDS',
          `empty field at offset ${i} (two spaces in a row?)`,
          FIELD_NAMES[texts.length] ?? 'fullmoves',
          i,
        );
      }
      texts.push(fen.slice(fieldStart, i));
      offsets.push(fieldStart);
      fieldStart = i + 1;
    }
  }
  if (texts.length < 4) {
    const missing = FIELD_NAMES[texts.length]!;
    return rejected(
      'ERR_FEN_FIELDS',
      `expected at least 4 fields (board, turn, castling, e.p.), found ${texts.length}: the ${FIELD_LABELS[missing]} is missing`,
      missing,
      end,
    );
  }
  const variant = opts?.variant?.standard === false ? opts.variant : undefined;
  // A variant's own fields (pockets, check counters, counting) are taken out first, by the
  // code its engine carries: none of it is in a bundle without variants.
  const fields = variant?.engine?.fen;
  const extras = fields?.read(texts, offsets, variant!);
  if (extras && !extras.ok) return extras;
  if (texts.length > 6) {
    return rejected(
      'ERR_FEN_FIELDS',
      `expected at most 6 fields, found ${texts.length}: unexpected ${quoted(texts[6]!)}`,
      'fullmoves',
      offsets[6]!,
    );
  }

  const board = parseBoardField(texts[0]!, offsets[0]!, lettersOf(variant), extras?.value.promoted);
  if (!board.ok) return board;

  const turnText = texts[1]!;
  if (turnText !== 'w' && turnText !== 'b') {
    return rejected(
      'ERR_FEN_TURN',
      `side to move must be 'w' or 'b', not ${quoted(turnText)}`,
      'turn',
      offsets[1]!,
    );
  }
  const turn: Color = turnText === 'w' ? 'white' : 'black';

  const castlingRights = parseCastlingField(board.value, texts[2]!, offsets[2]!, variant);
  if (!castlingRights.ok) return castlingRights;

  let epSquare: Square | undefined;
  const epText = texts[3]!;
  if (epText !== '-') {
    epSquare = parseSquare(epText);
    if (epSquare === undefined) {
      return rejected(
        'ERR_FEN_EP',
        `e.p. field must be '-' or a square such as e3, not ${quoted(epText)}`,
        'epSquare',
        offsets[3]!,
      );
    }
  }

  let halfmoves = 0;
  if (texts.length > 4) {
    const n = parseCount(texts[4]!, offsets[4]!, 'ERR_FEN_HALFMOVES', 'halfmoves');
    if (!n.ok) return n;
    halfmoves = n.value;
  }
  let fullmoves = 1;
  if (texts.length > 5) {
    const n = parseCount(texts[5]!, offsets[5]!, 'ERR_FEN_FULLMOVES', 'fullmoves');
    if (!n.ok) return n;
    fullmoves = Math.max(1, n.value);
  }

  const setup: Setup = {
    board: board.value,
    turn,
    castlingRights: castlingRights.value,
    epSquare,
    halfmoves,
    fullmoves,
  };
  if (extras) fields!.finish(setup, extras.value);
  return ok(setup);
}

const FIELD_NAMES: readonly FenField[] = [
  'board',
  'turn',
  'castling',
  'epSquare',
  'halfmoves',
  'fullmoves',
];
const FIELD_LABELS: Record<FenField, string> = {
  board: 'board',
  turn: 'side to move',
  castling: 'castling field',
  epSquare: 'e.p. field',
  halfmoves: 'halfmove clock',
  fullmoves: 'fullmove number',
  pockets: 'pocket',
  checks: 'check counter',
};

function parseBoardField(
  text: string,
  offset: number,
  { chars, roles }: PieceLetters,
  promoted?: Int32Array,
): Result<Board, FenError> {
  const fail = (message: string, at: number) =>
    rejected('ERR_FEN_BOARD', message, 'board', offset + at);
  const kinds = chars.length;
  // The piece sets as lo/hi integers, written once at the end (no per-square allocation).
  const lo = new Int32Array(kinds);
  const hi = new Int32Array(kinds);
  let rank = 7;
  let file = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 47 /* '/' */) {
      if (file !== 8) return fail(`rank ${rank + 1} describes ${file} squares, not 8`, i);
      if (rank === 0) {
        return i === text.length - 1
          ? fail(`trailing '/' after rank 1`, i)
          : fail('the board has more than 8 ranks', i);
      }
      rank--;
      file = 0;
    } else if (code >= 49 && code <= 56 /* '1'..'8' */) {
      file += code - 48;
      if (file > 8) return fail(`rank ${rank + 1} describes more than 8 squares`, i);
    } else if (code === 126 /* '~' */ && promoted && file > 0 && chars.includes(text[i - 1]!)) {
      // Nothing promotes to a pawn or a king: their mark is read and dropped, as chessops does.
      if ('PpKk'.includes(text[i - 1]!)) continue;
      const square = rank * 8 + file - 1;
      promoted[square >= 32 ? 1 : 0]! |= 1 << (square & 31);
    } else {
      const index = chars.indexOf(text[i]!);
      if (index < 0) {
        return fail(
          code === 48 || code === 57
            ? `digit '${text[i]}' in rank ${rank + 1}: empty squares are counted 1 to 8`
            : `unexpected character '${text[i]}' in rank ${rank + 1} (expected one of ${chars}, a digit 1-8 or '/')`,
          i,
        );
      }
      if (file >= 8) return fail(`rank ${rank + 1} describes more than 8 squares`, i);
      const square = rank * 8 + file;
      if (square >= 32) hi[index]! |= 1 << (square - 32);
      else lo[index]! |= 1 << square;
      file++;
    }
  }
  if (rank !== 0) return fail(`the board has ${8 - rank} ranks, not 8`, text.length);
  if (file !== 8) return fail(`rank 1 describes ${file} squares, not 8`, text.length);

  const board = Board.empty();
  let occLo = 0;
  let occHi = 0;
  for (let index = 0; index < kinds; index++) {
    const setLo = lo[index]!;
    const setHi = hi[index]!;
    if ((setLo | setHi) === 0) continue;
    const set = new SquareSet(setLo, setHi);
    const color: Color = index < kinds / 2 ? 'white' : 'black';
    const role = roles[index]!;
    board.byColor[color] = board.byColor[color].union(set);
    (board.byRole as Record<string, SquareSet>)[role] = board.roleSet(role).union(set);
    occLo |= setLo;
    occHi |= setHi;
  }
  board.occupied = new SquareSet(occLo, occHi);
  return ok(board);
}

/**
 * The rook a `K` or `Q` castling letter names: the outermost rook of `color` on its back rank
 * on that side, found by walking in from the edge until the first rook or king; the corner
 * square when a king (or nothing) comes first.
 */
function xfenRookSquare(
  board: Board,
  color: Color,
  side: 'king' | 'queen',
  variant?: Variant,
): Square {
  const rank = color === 'white' ? 0 : 56;
  const own = board.byColor[color];
  const rooks = board.roleSet(variant?.castlingPieces.rook ?? 'rook');
  const kings = board.roleSet(variant?.castlingPieces.king ?? 'king');
  for (let i = 0; i < 8; i++) {
    const square = rank + (side === 'king' ? 7 - i : i);
    if (!own.has(square)) continue;
    if (rooks.has(square)) return square;
    if (kings.has(square)) break;
  }
  return rank + (side === 'king' ? 7 : 0);
}

function parseCastlingField(
  board: Board,
  text: string,
  offset: number,
  variant?: Variant,
): Result<SquareSet, FenError> {
  if (text === '-') return ok(SquareSet.empty());
  let rights = SquareSet.empty();
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const fail = (message: string) => rejected('ERR_FEN_CASTLING', message, 'castling', offset + i);
    if (c === '-') return fail(`'-' in the castling field must stand alone`);
    if (text.indexOf(c) !== i) return fail(`castling letter '${c}' appears twice`);
    const lower = c.toLowerCase();
    const color: Color = c === lower ? 'black' : 'white';
    if (lower === 'k' || lower === 'q') {
      rights = rights.with(xfenRookSquare(board, color, lower === 'k' ? 'king' : 'queen', variant));
    } else if (lower >= 'a' && lower <= 'h' && lower.length === 1) {
      rights = rights.with((color === 'white' ? 0 : 56) + lower.charCodeAt(0) - 97);
    } else {
      return fail(
        `unexpected castling letter '${c}' (expected '-' or letters from KQkq, A-H, a-h)`,
      );
    }
  }
  return ok(rights);
}

// The largest clock `parseFen` accepts: enough for any game, small enough to stay exact.
const MAX_COUNT = 2 ** 31 - 1;

function parseCount(
  text: string,
  offset: number,
  code: 'ERR_FEN_HALFMOVES' | 'ERR_FEN_FULLMOVES',
  field: 'halfmoves' | 'fullmoves',
): Result<number, FenError> {
  const label = FIELD_LABELS[field];
  let first = -1; // the first digit that is not a leading zero
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) {
      return rejected(
        code,
        `${label} must be a non-negative whole number, not ${quoted(text)}`,
        field,
        offset + i,
      );
    }
    if (first < 0 && c !== 48) first = i;
  }
  if (first < 0) return ok(0);
  // Leading zeros (`007`) say nothing: only the number's own digits can make it too large.
  const digits = text.length - first;
  const value = digits > 10 ? Number.POSITIVE_INFINITY : Number(text.slice(first));
  if (value > MAX_COUNT) {
    const number =
      digits <= EXCERPT
        ? text.slice(first)
        : `${text.slice(first, first + EXCERPT)}… (${digits} digits)`;
    return rejected(
      code,
      `${label} ${number} is too large (at most ${MAX_COUNT})`,
      field,
      offset + first,
    );
  }
  return ok(value);
}

/**
 * Writes the canonical FEN of a `Position` or a `Setup`: board, side to move, castling
 * (X-FEN by default, see `MakeFenOptions.castling`), e.p. square, halfmove clock, fullmove number.
 *
 * For a `Position` the e.p. square is written only when an e.p. capture is legal
 * (`pos.legalEpSquare()`), unless `epMode: 'always'` asks for the square the position holds.
 * For a `Setup` the e.p. square is written as stored. Castling rights off the back ranks
 * cannot be expressed in FEN and are left out.
 */
export function makeFen(pos: FenSource | Setup, opts: MakeFenOptions = {}): string {
  let setup: Setup;
  let epSquare: Square | undefined;
  let variant = opts.variant;
  if ('legalEpSquare' in pos) {
    setup = pos.toSetup();
    epSquare = opts.epMode === 'always' ? setup.epSquare : pos.legalEpSquare();
    variant ??= pos.variant;
  } else {
    setup = pos;
    epSquare = setup.epSquare;
  }
  const fields = [
    makeBoardFen(setup.board, setup.promoted, variant),
    setup.turn === 'white' ? 'w' : 'b',
    makeCastlingFen(setup.board, setup.castlingRights, opts.castling ?? 'auto', variant),
    epSquare === undefined ? '-' : makeSquare(epSquare),
    String(setup.halfmoves),
    String(setup.fullmoves),
  ];
  // A variant's own fields (pockets, check counters, counting), by its engine's code.
  variant?.engine?.fen.write(setup, fields);
  return fields.join(' ');
}

// Scratch space for makeBoardFen: the piece letter code on each square, 0 when empty.
const CELLS = new Uint8Array(64);

/** Writes `code` into CELLS for every square of the set `lo`/`hi`. */
function markSquares(lo: number, hi: number, code: number): void {
  while (lo !== 0) {
    CELLS[31 - Math.clz32(lo & -lo)] = code;
    lo &= lo - 1;
  }
  while (hi !== 0) {
    CELLS[63 - Math.clz32(hi & -hi)] = code;
    hi &= hi - 1;
  }
}

/** The piece-placement field of a FEN, rank 8 first. */
function makeBoardFen(board: Board, promoted?: SquareSet, variant?: Variant): string {
  CELLS.fill(0);
  const { chars, roles } = lettersOf(variant);
  const kinds = chars.length;
  // One set intersection per kind of piece instead of a role lookup per square.
  for (let index = 0; index < kinds; index++) {
    const color = board.byColor[index < kinds / 2 ? 'white' : 'black'];
    const role = board.roleSet(roles[index]!);
    markSquares(color.lo & role.lo, color.hi & role.hi, chars.charCodeAt(index));
  }
  let out = '';
  for (let rank = 7; rank >= 0; rank--) {
    let empty = 0;
    for (let square = rank * 8; square < rank * 8 + 8; square++) {
      const code = CELLS[square]!;
      if (code === 0) {
        empty++;
        continue;
      }
      if (empty > 0) {
        out += empty;
        empty = 0;
      }
      out += String.fromCharCode(code);
      if (promoted?.has(square)) out += '~';
    }
    if (empty > 0) out += empty;
    if (rank > 0) out += '/';
  }
  return out;
}

function makeCastlingFen(
  board: Board,
  rights: SquareSet,
  style: 'auto' | 'shredder' | 'xfen',
  variant?: Variant,
): string {
  let out = '';
  for (const color of COLORS) {
    const rank = color === 'white' ? 0 : 56;
    const kingSide = style === 'shredder' ? -1 : xfenRookSquare(board, color, 'king', variant);
    const queenSide = style === 'shredder' ? -1 : xfenRookSquare(board, color, 'queen', variant);
    // Highest file first, so X-FEN reads K..Q and Shredder-FEN reads e.g. HA.
    for (let file = 7; file >= 0; file--) {
      const square = rank + file;
      if (!rights.has(square)) continue;
      const letter =
        square === kingSide ? 'k' : square === queenSide ? 'q' : String.fromCharCode(97 + file);
      out += color === 'white' ? letter.toUpperCase() : letter;
    }
  }
  return out === '' ? '-' : out;
}
