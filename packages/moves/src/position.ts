/**
 * `Position`: a validated chess position with its legal moves, check, mate and stalemate, and
 * two ways to move: `play(move)` with `Move` objects, and the allocation-free fast path
 * (`generate` into an `Int32Array`, `make` / `unmake` with an undo stack) for search and perft.
 * @packageDocumentation
 */
import {
  Board,
  ChesslawsError,
  type Color,
  err,
  ok,
  type Piece,
  type Result,
  type Role,
  type Square,
  SquareSet,
} from '@chesslaws/board';
import { chess960Setup } from './chess960.js';
import * as codes from './codes.js';
import { fillBitboards } from './codes.js';
import { fastFenOptions, readFenInto } from './fastFen.js';
import { type FenError, parseFen } from './fen.js';
import * as move from './move.js';
import { decodeVariantMove, type Move } from './move.js';
import {
  attackersOf,
  checkersOf,
  generate,
  generateFrom,
  generateTo,
  hasLegalEnPassant,
  hasLegalMove,
  inCheck,
  legalMoveBetween,
  moverInCheck,
  pinnedOf,
  uniqueMoveTo,
} from './movegen.js';
import { pseudoLegalMove } from './pseudoLegal.js';
import { defaultSetup, type Pocket, type Setup } from './setup.js';
import {
  checkPositionOptions,
  normalizeSetup,
  PositionError,
  type PositionOptions,
  validateSetup,
} from './validate.js';
import { CHESS960, STANDARD, type Variant, type VariantOutcome } from './variant.js';
import type { VariantEngine } from './variantCore/engine.js';
import * as zobrist from './zobrist.js';
import { EP_KEY_HI, EP_KEY_LO, joinKey } from './zobrist.js';

// What `make` and `unmake` read is re-bound to local constants: dev-time loaders (tsx, vitest)
// keep modules apart, and reading another module's export in a hot function costs a check on
// every access. In a bundle the copies are dead weight, so names read once per call are imported
// plainly; one property read per name (not a destructuring) lets bundlers drop unread exports.
const BLACK = codes.BLACK;
const KING = codes.KING;
const NO_SQUARE = codes.NO_SQUARE;
const PAWN = codes.PAWN;
const ROOK = codes.ROOK;
const WHITE = codes.WHITE;
const MOVE_CASTLING = move.MOVE_CASTLING;
const MOVE_DOUBLE_PUSH = move.MOVE_DOUBLE_PUSH;
const MOVE_EN_PASSANT = move.MOVE_EN_PASSANT;
const MOVE_KIND_MASK = move.MOVE_KIND_MASK;
const CASTLING_KEY_HI = zobrist.CASTLING_KEY_HI;
const CASTLING_KEY_LO = zobrist.CASTLING_KEY_LO;
const PIECE_KEY_HI = zobrist.PIECE_KEY_HI;
const PIECE_KEY_LO = zobrist.PIECE_KEY_LO;
const TURN_KEY_HI = zobrist.TURN_KEY_HI;
const TURN_KEY_LO = zobrist.TURN_KEY_LO;

/** Thrown by `play` for a move that is not legal: a bug in the caller, who should have checked. */
export class IllegalMoveError extends ChesslawsError<'ERR_ILLEGAL_MOVE'> {
  /** The move that was refused. */
  readonly move: Move;

  constructor(move: Move) {
    super('ERR_ILLEGAL_MOVE', `illegal move: ${JSON.stringify(move)}`);
    this.move = move;
  }
}

// A role's code without a search (`generateTo` runs once per SAN move read); 0 for a role
// standard chess does not have. A variant's position looks its own roles up.
function fastRoleCode(role: Role): number {
  switch (role) {
    case 'pawn':
      return PAWN;
    case 'knight':
      return 2;
    case 'bishop':
      return 3;
    case 'rook':
      return ROOK;
    case 'queen':
      return 5;
    case 'king':
      return KING;
    default:
      return 0;
  }
}

// The one-square sets by square, as low and high halves.
const BIT_LO = new Int32Array(64).map((_, sq) => (sq < 32 ? 1 << sq : 0));
const BIT_HI = new Int32Array(64).map((_, sq) => (sq < 32 ? 0 : 1 << (sq - 32)));

/** Undo stack layout: eight ints per ply. @internal */
export const UNDO_STRIDE = 8;
// The undo stack of a position without records: `make` grows it before writing (never written).
const NO_UNDO = new Int32Array(0);
// Where `makeWithoutUndo` lets `make` write the record it then drops.
const DROPPED_UNDO = new Int32Array(UNDO_STRIDE);
// The castling bit (see `castlingBits`) of each square, 0 off the back ranks.
const CASTLING_BIT = new Int32Array(64).map((_, sq) =>
  sq < 8 ? 1 << sq : sq >= 56 ? 1 << (sq - 48) : 0,
);
/** Room to leave in a `generate` buffer: more than the longest legal move list (218). */
export const MAX_MOVES = 256;
// Scratch buffer for the object-returning queries (`legalMoves`, `normalizeMove`, ...).
const scratch = new Int32Array(MAX_MOVES);

// The start position, built once by `Position.default()` and only ever copied.
let initialPosition: Position | undefined;

/**
 * A legal chess position (standard or Chess960). `play` and `make` mutate it; `clone()` copies.
 *
 * The state is a set of bitboards (two int32 halves each) indexed by piece code, a mailbox,
 * castling rights as rook squares, and an incrementally updated Zobrist key.
 */
export class Position {
  /** Low halves (squares 0..31) of the bitboards, by piece code `color << 3 | role`; index 0 / 8 = all White / Black. @internal */
  declare readonly bbLo: Int32Array;
  /** High halves (squares 32..63) of `bbLo`. @internal */
  declare readonly bbHi: Int32Array;
  /** Piece code on each square, 0 when empty. @internal */
  declare readonly squares: Uint8Array;
  /** Side to move as a colour offset: 0 White, 8 Black. @internal */
  declare side: number;
  /**
   * Castling rights as bits, one per file of each back rank: bit `f` for the rook square `f`
   * (rank 1), bit `8 + f` for `56 + f` (rank 8). A small integer: copied for free. @internal
   */
  declare castlingBits: number;
  /** The e.p. square after a double step, else -1. @internal */
  declare ep: number;
  /** Halfmove clock. @internal */
  declare halfmoveClock: number;
  /** Fullmove number. @internal */
  declare fullmoveNumber: number;
  /** Zobrist key without the e.p. part, low half (two numbers, not an array: a clone allocates less). @internal */
  declare keyLo: number;
  /** Zobrist key without the e.p. part, high half. @internal */
  declare keyHi: number;
  /** Undo records of `make` (`UNDO_STRIDE` ints each). @internal */
  declare protected undoStack: Int32Array;
  /** The number of ints in use in `undoStack`. @internal */
  declare protected undoTop: number;
  /**
   * The squares of the pieces that castle with the rights (one per side, 6 bits each: White's
   * low, Black's above): a right goes when a piece leaves this square, whatever else moves, so
   * a second king elsewhere keeps the rights. Only read while the side has a right. @internal
   */
  declare castlingKings: number;
  /** True for Chess960: castling is written king-takes-rook and only that form is accepted. */
  declare readonly chess960: boolean;
  /** The variant played: `STANDARD` or `CHESS960` unless the position was made with another. */
  declare readonly variant: Variant;
  /**
   * The engine of a non-standard variant (`variant.engine`), set only on the positions the
   * engine makes (`VariantPosition`, which overrides what the variant plays otherwise); a
   * standard position has none. @internal
   */
  declare readonly engine: VariantEngine | undefined;
  /** The variant's state (pockets, checks, counting; the engine's layout). @internal */
  declare readonly vstate: Int32Array | undefined;
  /** Undo records of the variant's state. @internal */
  declare vundo: Int32Array;
  /** Ints in use in `vundo`. @internal */
  declare vtop: number;

  // The arrays come made: a clone passes copies, and a constructor without branches on a
  // source is about a third cheaper per clone. The counters start as in an empty position.
  // Protected for a variant's engine, whose positions are a subclass (`VariantPosition`).
  protected constructor(
    chess960: boolean,
    variant: Variant,
    bbLo: Int32Array,
    bbHi: Int32Array,
    squares: Uint8Array,
  ) {
    this.chess960 = chess960;
    this.variant = variant;
    // No undo records: the shared empty stack, which `make` replaces before its first write
    // (most copies are played with `play`, which records nothing).
    this.bbLo = bbLo;
    this.bbHi = bbHi;
    this.squares = squares;
    this.side = WHITE;
    this.castlingBits = 0;
    this.castlingKings = 4 | (60 << 6);
    this.ep = NO_SQUARE;
    this.halfmoveClock = 0;
    this.fullmoveNumber = 1;
    this.keyLo = 0;
    this.keyHi = 0;
    this.undoStack = NO_UNDO;
    this.undoTop = 0;
  }

  // An empty board of `variant` (standard or Chess960 by `chess960` when not given).
  // A variant with an engine gets the engine's position (`VariantPosition`).
  private static empty(chess960: boolean, variant?: Variant): Position {
    const v = variant ?? (chess960 ? CHESS960 : STANDARD);
    const bbLo = new Int32Array(16);
    const bbHi = new Int32Array(16);
    const squares = new Uint8Array(64);
    return v.engine
      ? v.engine.create(chess960, v, bbLo, bbHi, squares)
      : new Position(chess960, v, bbLo, bbHi, squares);
  }

  /** The standard start position, or the start position of `variant`. */
  static default(variant?: Variant): Position {
    if (variant && variant !== STANDARD) {
      const pos = Position.fromFen(variant.startFen, { variant });
      if (!pos.ok) throw pos.error; // a variant's own start position is its author's bug
      return pos.value;
    }
    // A copy of one built position: several times cheaper than building from the setup.
    initialPosition ??= Position.fromValidSetup(defaultSetup(), false);
    return initialPosition.clone();
  }

  /**
   * Validates `setup` (see `validateSetup`) and returns the position, or a `PositionError`
   * listing every problem that the options do not waive. Waived castling rights and e.p.
   * squares that cannot stand are dropped (see `normalizeSetup`).
   */
  static fromSetup(setup: Setup, opts: PositionOptions = {}): Result<Position, PositionError> {
    checkPositionOptions(opts);
    const problems = validateSetup(setup, opts);
    // The move generator needs one king a side, so a waived ERR_KINGS is reported anyway.
    if (opts.ignore?.includes('ERR_KINGS')) {
      problems.unshift(
        ...validateSetup(setup, { variant: opts.variant }).filter((p) => p.code === 'ERR_KINGS'),
      );
    }
    if (problems.length > 0) return err(new PositionError(problems));
    const variant = opts.variant;
    return ok(
      Position.fromValidSetup(
        normalizeSetup(setup, opts),
        opts.chess960 ?? variant?.chess960 ?? false,
        variant,
      ),
    );
  }

  /** Parses a FEN (X-FEN and Shredder-FEN too) and validates the position. */
  static fromFen(
    fen: string,
    opts: PositionOptions = {},
  ): Result<Position, FenError | PositionError> {
    // An ordinary FEN of a valid position, with default options, is read straight into the
    // arrays; anything else (errors included) takes the full reader, for its worded errors.
    if (fastFenOptions(opts)) {
      const pos = Position.fromFenFast(fen, opts.chess960 === true);
      if (pos) return ok(pos);
    }
    checkPositionOptions(opts);
    // `parseFen` reads the FEN fields of `opts.variant` (none for standard chess or Chess960).
    const setup = parseFen(fen, opts);
    return setup.ok ? Position.fromSetup(setup.value, opts) : setup;
  }

  /**
   * The fast path of `fromFen` alone (default options bar `chess960`): the position, or
   * `undefined` wherever `fromFen` takes the full reader instead (see `fastFen.ts`). @internal
   */
  static fromFenFast(fen: string, chess960: boolean): Position | undefined {
    const pos = Position.empty(chess960);
    return readFenInto(fen, pos) ? pos : undefined;
  }

  /** Chess960 start position number `n` (0..959; 518 is the standard array, L-G2). */
  static chess960(n: number): Position {
    return Position.fromValidSetup(chess960Setup(n), true);
  }

  // The setup is known to be valid (or normalized): fill the arrays and compute the key.
  private static fromValidSetup(setup: Setup, chess960: boolean, variant?: Variant): Position {
    const pos = Position.empty(chess960, variant);
    fillBitboards(setup.board, pos, pos.variant.pieceRoles);
    for (let code = WHITE | PAWN; code <= (BLACK | 7); code++) {
      if ((code & 7) < PAWN) continue;
      const pieces = new SquareSet(pos.bbLo[code]!, pos.bbHi[code]!);
      for (let rest = pieces; rest.nonEmpty(); rest = rest.withoutFirst()) {
        const square = rest.first()!;
        pos.squares[square] = code;
        pos.keyLo ^= PIECE_KEY_LO[code * 64 + square]!;
        pos.keyHi ^= PIECE_KEY_HI[code * 64 + square]!;
      }
    }
    pos.side = setup.turn === 'white' ? WHITE : BLACK;
    if (pos.side === BLACK) {
      pos.keyLo ^= TURN_KEY_LO;
      pos.keyHi ^= TURN_KEY_HI;
    }
    // Valid rights are on the back ranks only (`validCastlingRights`).
    pos.castlingBits = (setup.castlingRights.lo & 0xff) | ((setup.castlingRights.hi >>> 24) << 8);
    for (const rook of setup.castlingRights) {
      pos.keyLo ^= CASTLING_KEY_LO[rook]!;
      pos.keyHi ^= CASTLING_KEY_HI[rook]!;
    }
    pos.ep = setup.epSquare ?? NO_SQUARE;
    pos.halfmoveClock = setup.halfmoves;
    pos.fullmoveNumber = setup.fullmoves;
    pos.load(setup);
    return pos;
  }

  /**
   * An independent copy, the undo stack included, so `unmake` works on both. With
   * `{ undo: false }` the copy has no undo records: cheaper for a position that `make` has
   * taken deep into a game (a game history's), when the copy need not go back.
   */
  clone(opts?: {
    /** Copy the undo records of `make` (default `true`). */
    readonly undo?: boolean;
  }): Position {
    // Copies by the typed-array constructor: about twice as fast as `slice()` in V8.
    const copy = new Position(
      this.chess960,
      this.variant,
      new Int32Array(this.bbLo),
      new Int32Array(this.bbHi),
      new Uint8Array(this.squares),
    );
    this.copyTo(copy, opts?.undo !== false);
    return copy;
  }

  /**
   * The rest of `load` after the board, side, rights and counters: the castling pieces' squares
   * (and a variant's state, in `VariantPosition`). @internal
   */
  protected load(_setup: Setup): void {
    this.castlingKings = castlingKingsOf(this, KING);
  }

  /** Copies the counters, key and (with `undo`) the undo records into `copy`. @internal */
  protected copyTo(copy: Position, undo: boolean): void {
    copy.side = this.side;
    copy.castlingBits = this.castlingBits;
    copy.castlingKings = this.castlingKings;
    copy.ep = this.ep;
    copy.halfmoveClock = this.halfmoveClock;
    copy.fullmoveNumber = this.fullmoveNumber;
    copy.keyLo = this.keyLo;
    copy.keyHi = this.keyHi;
    if (undo && this.undoTop > 0) {
      copy.undoStack = this.undoStack.slice(0, this.undoTop);
      copy.undoTop = this.undoTop;
    }
  }

  /** A side's pocket (crazyhouse): how many of each role it may drop; all 0 without pockets. */
  pocket(color: Color): Pocket {
    void color; // standard chess has no pockets: every side's is empty
    return { pawn: 0, knight: 0, bishop: 0, rook: 0, queen: 0 };
  }

  /** The squares of promoted pieces (crazyhouse: a captured one goes to the pocket as a pawn). */
  get promoted(): SquareSet {
    return SquareSet.empty();
  }

  /** The checks each side still has to give to win (three-check); `undefined` when not counted. */
  get remainingChecks(): { readonly white: number; readonly black: number } | undefined {
    return undefined;
  }

  /**
   * Makruk's counting once it has started: the limit and the plies counted, as Fairy-Stockfish
   * keeps them (its FEN writes them in the e.p. and halfmove fields); `undefined` otherwise.
   */
  get counting(): { readonly limit: number; readonly ply: number } | undefined {
    return undefined;
  }

  /**
   * The result on the board: the variant's end (a king on the hill, the last check, an exploded
   * king...), or checkmate (L-5.1.1) or stalemate (L-5.2.1) when the side to move has no legal
   * move; `undefined` while the game goes on. Draws by rule (repetition, fifty moves, dead
   * positions) are `@chesslaws/termination`'s.
   */
  outcome(): VariantOutcome | undefined {
    if (generate(this, scratch, 0) > 0) return undefined;
    return inCheck(this)
      ? { winner: this.side === WHITE ? 'black' : 'white', rule: 'L-5.1.1' }
      : { rule: 'L-5.2.1' };
  }

  /** True when the variant ended the game on the board (never in standard chess). */
  isVariantEnd(): boolean {
    return false;
  }

  /** The side to move. */
  get turn(): Color {
    return this.side === WHITE ? 'white' : 'black';
  }

  /** The piece placement, as a fresh `Board` the caller may change. */
  get board(): Board {
    const board = Board.empty();
    const set = (code: number) => new SquareSet(this.bbLo[code]!, this.bbHi[code]!);
    board.occupied = set(WHITE).union(set(BLACK));
    board.byColor.white = set(WHITE);
    board.byColor.black = set(BLACK);
    const roles = this.variant.pieceRoles;
    for (let code = PAWN; code <= 7; code++) {
      const role = roles[code];
      if (role)
        (board.byRole as Record<string, SquareSet>)[role] = set(WHITE | code).union(
          set(BLACK | code),
        );
    }
    return board;
  }

  /** Castling rights, as the squares of the rooks that may still castle. */
  get castlingRights(): SquareSet {
    const bits = this.castlingBits;
    return new SquareSet(bits & 0xff, (bits >>> 8) << 24);
  }

  /** The square a pawn skipped with a double step on the last move (whether or not e.p. is legal). */
  get epSquare(): Square | undefined {
    return this.ep === NO_SQUARE ? undefined : this.ep;
  }

  /** Halfmoves since the last capture or pawn move. */
  get halfmoves(): number {
    return this.halfmoveClock;
  }

  /** The move number, incremented after Black's move. */
  get fullmoves(): number {
    return this.fullmoveNumber;
  }

  /** The piece on `square`, if any (no board copy). */
  pieceAt(square: Square): Piece | undefined {
    const code = this.squares[square]!;
    return code === 0
      ? undefined
      : {
          color: code & BLACK ? 'black' : 'white',
          role: this.variant.pieceRoles[code & 7] as Role,
        };
  }

  /**
   * The piece on `square` as a fast-path code (`PIECE_CODE`: colour 0 or 8 plus role 1..6; 0 for
   * an empty square): `pieceAt` without allocating, for search code that scans the board.
   */
  pieceCodeAt(square: Square): number {
    return this.squares[square]!;
  }

  /** Every occupied square. */
  occupied(): SquareSet {
    return new SquareSet(
      this.bbLo[WHITE]! | this.bbLo[BLACK]!,
      this.bbHi[WHITE]! | this.bbHi[BLACK]!,
    );
  }

  /**
   * Writes the bitboards into `lo` and `hi` (16 entries each) by piece code (`PIECE_CODE`):
   * `lo[code]` has bit `s` for square `s` of 0..31, `hi[code]` bit `s - 32` for 32..63; entries
   * 0 and 8 get every White and every Black piece. `piecesOf` without allocating, for code that
   * reads the whole board after every move (a dead-position screen).
   */
  copyBitboards(lo: Int32Array, hi: Int32Array): void {
    lo.set(this.bbLo);
    hi.set(this.bbHi);
  }

  /** The squares of `color`'s pieces, or of its pieces of one `role`. */
  piecesOf(color: Color, role?: Role): SquareSet {
    const code = role ? this.roleCode(role) : 0;
    if (role && code === 0) return SquareSet.empty();
    const index = (color === 'white' ? WHITE : BLACK) | code;
    return new SquareSet(this.bbLo[index]!, this.bbHi[index]!);
  }

  /**
   * The square of `color`'s king: its royal piece (knightmate's king, which moves as a knight),
   * or in a variant without one its piece called king; `undefined` unless there is exactly one.
   */
  kingSquare(color: Color): Square | undefined {
    return this.piecesOf(color, 'king').singleSquare();
  }

  /** The piece code part (1..7) of `role`, 0 when the variant has no such piece. @internal */
  roleCode(role: Role): number {
    return fastRoleCode(role);
  }

  /** The e.p. square, but only when an en passant capture is legal now (L-9.2.2). */
  legalEpSquare(): Square | undefined {
    return hasLegalEnPassant(this) ? this.ep : undefined;
  }

  /** The position as plain data. */
  toSetup(): Setup {
    const setup: Setup = {
      board: this.board,
      turn: this.turn,
      castlingRights: this.castlingRights,
      epSquare: this.epSquare,
      halfmoves: this.halfmoveClock,
      fullmoves: this.fullmoveNumber,
    };
    return setup;
  }

  /**
   * Fast path: writes the legal moves as integers into `buffer` from `offset` on and returns
   * how many it wrote (at most 218; leave 256 free). Read them with `moveFrom`, `moveTo`,
   * `movePromotion` or `decodeMove`.
   */
  generate(buffer: Int32Array, offset = 0): number {
    return generate(this, buffer, offset) - offset;
  }

  /**
   * Fast path: like `generate`, but only the legal moves of the piece on `from` (none when it
   * is empty or the opponent's), castling included for the king. Returns how many it wrote.
   */
  generateFrom(buffer: Int32Array, offset: number, from: Square): number {
    return generateFrom(this, buffer, offset, from) - offset;
  }

  /**
   * Fast path: like `generate`, but only the legal moves that land on `to`, and only those of
   * pieces of `role` when it is given (promotions count as the pawn's). Castling is never
   * included: its move integer names the rook's square, where the king does not land (use
   * `generateFrom(kingSquare)` and `MOVE_CASTLING`). Costs about one check-and-pin test.
   */
  generateTo(buffer: Int32Array, offset: number, to: Square, role?: Role): number {
    return (
      generateTo(this, buffer, offset, to, role === undefined ? 0 : fastRoleCode(role)) - offset
    );
  }

  /**
   * Fast path for reading SAN: the move integer of the one legal move of a piece of role code
   * `role` (see `PIECE_CODE`) onto `to` that leaves from file `fromFile` and rank `fromRank`
   * (0..7, or -1 for any) and promotes to role code `promotion` (0 for none); 0 when there is
   * no such move, or more than one. Never castling. In standard chess and Chess960 the move
   * is found from the attack tables and a pin test, without generating moves; variants filter
   * their generated moves.
   */
  uniqueMoveTo(
    to: Square,
    role: number,
    fromFile: number,
    fromRank: number,
    promotion: number,
  ): number {
    return uniqueMoveTo(this, to, role, fromFile, fromRank, promotion);
  }

  /** All legal moves; castling as the king moving onto its rook. */
  legalMoves(): Move[] {
    const n = this.generate(scratch, 0);
    const moves: Move[] = [];
    const variant = this.variant;
    for (let i = 0; i < n; i++) moves.push(decodeVariantMove(scratch[i]!, variant));
    return moves;
  }

  /** The legal moves of the piece on `square`. */
  movesFrom(square: Square): Move[] {
    const n = this.generateFrom(scratch, 0, square);
    const moves: Move[] = [];
    const variant = this.variant;
    for (let i = 0; i < n; i++) moves.push(decodeVariantMove(scratch[i]!, variant));
    return moves;
  }

  /**
   * Legal destinations by origin square, for board UIs. In standard chess castling is listed
   * both as the king's two-square step and as the rook's square.
   */
  dests(): Map<Square, Square[]> {
    const n = this.generate(scratch, 0);
    const dests = new Map<Square, Square[]>();
    for (let i = 0; i < n; i++) {
      const m = scratch[i]!;
      if (m & move.MOVE_DROP) continue; // drops start from a pocket, not a square
      const from = m & 63;
      const to = (m >>> 6) & 63;
      let list = dests.get(from);
      if (!list) dests.set(from, (list = []));
      if (!list.includes(to)) list.push(to);
      if (!this.chess960 && (m & MOVE_KIND_MASK) === MOVE_CASTLING)
        list.push((from & 56) | (to > from ? 6 : 2));
    }
    return dests;
  }

  /** True when the side to move has a legal move. */
  hasLegalMoves(): boolean {
    return hasLegalMove(this, scratch);
  }

  /**
   * The move integer of `move` when legal, else 0: what `make` plays without testing it again
   * (a game checks a move once, then plays it). A piece's move is read from the attack tables
   * with its pin and the checks; castling takes the king's moves.
   */
  encodeLegal(move: Move): number {
    if (move.drop !== undefined) return 0;
    let to = move.to;
    const from = move.from;
    if ((from & 63) !== from || (to & 63) !== to) return 0;
    const promotion = move.promotion ? fastRoleCode(move.promotion) : 0;
    const piece = this.squares[from]!;
    // One piece, one square: read from the attack tables with its pin and the checks, no list.
    if ((piece & 7) !== KING)
      return piece === 0 ? 0 : uniqueMoveTo(this, to, piece & 7, from & 7, from >> 3, promotion);
    // King two squares sideways in standard chess: castling written as UCI does.
    if (!this.chess960 && Math.abs(to - from) === 2 && (to & 56) === (from & 56))
      to = this.castlingRookTowards(from, to);
    if (this.squares[to] !== ((piece & BLACK) | ROOK))
      return legalMoveBetween(this, from, to, promotion);
    const n = generateFrom(this, scratch, 0, from);
    for (let i = 0; i < n; i++) {
      const m = scratch[i]!;
      if ((m & 0xfff) === (move.from | (to << 6)) && ((m >>> 12) & 7) === promotion) return m;
    }
    return 0;
  }

  /** The castling rook on the side the king steps towards, or the step itself if there is none. @internal */
  castlingRookTowards(from: Square, to: Square): Square {
    const rights = from < 32 ? this.castlingBits & 0xff : this.castlingBits >>> 8;
    for (let file = 0; file < 8; file++) {
      const rook = (from & 56) | file;
      if ((rights >>> file) & 1 && rook > from === to > from) return rook;
    }
    return to;
  }

  /** True when `move` is legal (castling as king-onto-rook, or king two squares in standard chess). */
  isLegal(move: Move): boolean {
    return this.encodeLegal(move) !== 0;
  }

  /** The canonical form of a legal move (castling as king onto rook), or `undefined` if illegal. */
  normalizeMove(move: Move): Move | undefined {
    const m = this.encodeLegal(move);
    return m === 0 ? undefined : decodeVariantMove(m, this.variant);
  }

  /**
   * Plays a legal move (mutates). Throws `IllegalMoveError` if it is not legal: check first.
   * Unlike `make`, it leaves no undo record (`clone()` first to keep the position before).
   */
  play(move: Move): void {
    const from = move.from;
    const to = move.to;
    // One move tested, not generated: a plain move the piece can make is made, and taken back
    // if it left the king in check. Castling, en passant and odd input go the full way.
    const m =
      (from & 63) === from && (to & 63) === to && move.drop === undefined
        ? pseudoLegalMove(this, from, to, move.promotion ? fastRoleCode(move.promotion) : 0)
        : 0;
    if (m === 0) {
      const legal = this.encodeLegal(move);
      if (legal === 0) throw new IllegalMoveError(move);
      this.makeWithoutUndo(legal);
      return;
    }
    const stack = this.undoStack;
    const top = this.undoTop;
    this.undoStack = DROPPED_UNDO;
    this.undoTop = 0;
    this.make(m);
    const illegal = moverInCheck(this);
    if (illegal) this.unmake();
    this.undoStack = stack;
    this.undoTop = top;
    if (illegal) throw new IllegalMoveError(move);
  }

  /**
   * Fast path: plays the move integer `m` (from `generate`, `generateFrom` or `generateTo` on
   * this position) like `make`, but leaves no undo record, like `play`: for replays that never
   * go back. `unmake` then takes back the moves made before it, not this one.
   */
  makeWithoutUndo(m: number): void {
    // `make` writes its record into a scratch stack: no growth, nothing kept.
    const stack = this.undoStack;
    const top = this.undoTop;
    this.undoStack = DROPPED_UNDO;
    this.undoTop = 0;
    this.make(m);
    this.undoStack = stack;
    this.undoTop = top;
  }

  /** True when the side to move is in check. */
  isCheck(): boolean {
    return inCheck(this);
  }

  /**
   * The pieces of `color` that attack `square` (L-3.1: pinned pieces attack too). With
   * `occupied`, as if exactly those squares held pieces (a piece elsewhere neither attacks nor
   * blocks), e.g. with the king lifted to test the squares it would cross.
   */
  attackersOf(square: Square, color: Color, occupied: SquareSet = this.occupied()): SquareSet {
    const by = color === 'white' ? WHITE : BLACK;
    const [lo, hi] = attackersOf(this, square, by, occupied.lo, occupied.hi);
    return new SquareSet(lo!, hi!);
  }

  /** True when a piece of `color` attacks `square` (with `occupied` as in `attackersOf`). */
  isAttacked(square: Square, color: Color, occupied?: SquareSet): boolean {
    return this.attackersOf(square, color, occupied).nonEmpty();
  }

  /** The pieces giving check to the side to move. */
  checkers(): SquareSet {
    const [lo, hi] = checkersOf(this);
    return new SquareSet(lo!, hi!);
  }

  /** The side to move's pieces pinned to its king (L-3.9). */
  pinned(): SquareSet {
    const [lo, hi] = pinnedOf(this);
    return new SquareSet(lo!, hi!);
  }

  /** Check and no legal move (L-5.1.1). */
  isCheckmate(): boolean {
    return this.isCheck() && !this.hasLegalMoves();
  }

  /** No check and no legal move (L-5.2.1; in a variant, when it counts as stalemate). */
  isStalemate(): boolean {
    return !this.isCheck() && !this.hasLegalMoves();
  }

  /** True when `move` captures (en passant included; castling is not a capture). */
  isCapture(move: Move): boolean {
    if (move.drop !== undefined) return false;
    return this.capturedPiece(move) !== undefined;
  }

  /** True when `move` is a pawn capturing en passant. */
  isEnPassant(move: Move): boolean {
    return (
      move.drop === undefined &&
      this.ep === move.to &&
      this.squares[move.from] === (this.side | PAWN) &&
      (move.to & 7) !== (move.from & 7) &&
      this.squares[move.to] === 0
    );
  }

  /** True when `move` is castling (king onto own rook, or king two squares in standard chess). */
  isCastling(move: Move): boolean {
    if (move.drop !== undefined) return false;
    if (!this.isCastlingKing(move.from)) return false;
    if (this.squares[move.to] === this.castlingRookCode()) return true;
    return (
      !this.chess960 && Math.abs(move.to - move.from) === 2 && (move.to & 56) === (move.from & 56)
    );
  }

  /** The piece code of the side to move's castling rook. @internal */
  protected castlingRookCode(): number {
    return this.side | ROOK;
  }

  /** True when the side to move's castling piece stands on `from`. @internal */
  protected isCastlingKing(from: Square): boolean {
    return this.squares[from] === (this.side | KING);
  }

  /** True for a pawn move or a capture: it resets the fifty-move count (L-9.3). */
  isZeroing(move: Move): boolean {
    if (move.drop !== undefined) return move.drop === 'pawn';
    return (this.squares[move.from]! & 7) === PAWN || this.isCapture(move);
  }

  /** The piece that `move` moves. */
  movedPiece(move: Move): Piece | undefined {
    if (move.drop !== undefined) return { color: this.turn, role: move.drop };
    return this.pieceAt(move.from);
  }

  /** The piece that `move` captures, if any (the pawn for en passant). */
  capturedPiece(move: Move): Piece | undefined {
    if (this.isEnPassant(move))
      return { color: this.side === WHITE ? 'black' : 'white', role: 'pawn' };
    const code = this.squares[move.to]!;
    return code !== 0 && (code & BLACK) !== this.side ? this.pieceAt(move.to) : undefined;
  }

  /**
   * Zobrist key (53-bit safe integer) for repetition (L-9.2.2): side to move, pieces, castling
   * rights, and the e.p. file only when an e.p. capture is legal. Updated incrementally by
   * `make`/`play`; the e.p. part is added on demand.
   */
  hash(): number {
    const lo = this.keyLo;
    const hi = this.keyHi;
    if (this.ep !== NO_SQUARE && hasLegalEnPassant(this)) {
      return joinKey(lo ^ EP_KEY_LO[this.ep & 7]!, hi ^ EP_KEY_HI[this.ep & 7]!);
    }
    return joinKey(lo, hi);
  }

  /**
   * Toggles `code` on `square` in its piece and colour bitboards (branch-free: the halves of a
   * move's squares are hard to predict). @internal
   */
  flip(code: number, square: Square): void {
    const colour = code & BLACK;
    const lo = BIT_LO[square]!;
    const hi = BIT_HI[square]!;
    const bbLo = this.bbLo;
    const bbHi = this.bbHi;
    bbLo[code]! ^= lo;
    bbLo[colour]! ^= lo;
    bbHi[code]! ^= hi;
    bbHi[colour]! ^= hi;
  }

  // Moves `code` from `from` to `to` in its piece and colour bitboards: one update per set.
  private shift(code: number, from: Square, to: Square): void {
    const colour = code & BLACK;
    const lo = BIT_LO[from]! ^ BIT_LO[to]!;
    const hi = BIT_HI[from]! ^ BIT_HI[to]!;
    const bbLo = this.bbLo;
    const bbHi = this.bbHi;
    bbLo[code]! ^= lo;
    bbLo[colour]! ^= lo;
    bbHi[code]! ^= hi;
    bbHi[colour]! ^= hi;
  }

  /**
   * Fast path: plays the move integer `m`, which must come from `generate` on this position,
   * and records how to take it back with `unmake`. No allocation.
   */
  make(m: number): void {
    this.makeBoard(m);
  }

  /** `make` of a move on the board, without a variant's effects. @internal */
  makeBoard(m: number): void {
    const from = m & 63;
    const to = (m >>> 6) & 63;
    const kind = m & MOVE_KIND_MASK;
    const squares = this.squares;
    const piece = squares[from]!;
    const us = this.side;
    let captured = kind === MOVE_CASTLING ? 0 : squares[to]!;

    const top = this.undoTop;
    if (top + UNDO_STRIDE > this.undoStack.length) this.growUndoStack();
    const undo = this.undoStack;
    undo[top] = m;
    undo[top + 1] = captured;
    const oldRights = this.castlingBits;
    let keyLo = this.keyLo;
    let keyHi = this.keyHi;
    undo[top + 2] = oldRights;
    undo[top + 4] = this.ep;
    undo[top + 5] = this.halfmoveClock;
    undo[top + 6] = keyLo;
    undo[top + 7] = keyHi;
    this.undoTop = top + UNDO_STRIDE;

    keyLo ^= TURN_KEY_LO;
    keyHi ^= TURN_KEY_HI;

    if (kind === MOVE_CASTLING) {
      const rank = from & 56;
      const kingTo = rank | (to > from ? 6 : 2);
      const rookTo = rank | (to > from ? 5 : 3);
      const rook = squares[to]!;
      squares[from] = 0;
      squares[to] = 0;
      squares[kingTo] = piece;
      squares[rookTo] = rook;
      this.flip(piece, from);
      this.flip(rook, to);
      this.flip(piece, kingTo);
      this.flip(rook, rookTo);
      keyLo ^=
        PIECE_KEY_LO[piece * 64 + from]! ^
        PIECE_KEY_LO[piece * 64 + kingTo]! ^
        PIECE_KEY_LO[rook * 64 + to]! ^
        PIECE_KEY_LO[rook * 64 + rookTo]!;
      keyHi ^=
        PIECE_KEY_HI[piece * 64 + from]! ^
        PIECE_KEY_HI[piece * 64 + kingTo]! ^
        PIECE_KEY_HI[rook * 64 + to]! ^
        PIECE_KEY_HI[rook * 64 + rookTo]!;
      this.halfmoveClock++;
    } else {
      if (kind === MOVE_EN_PASSANT) {
        const capturedSq = us === WHITE ? to - 8 : to + 8;
        captured = squares[capturedSq]!;
        squares[capturedSq] = 0;
        this.flip(captured, capturedSq);
        keyLo ^= PIECE_KEY_LO[captured * 64 + capturedSq]!;
        keyHi ^= PIECE_KEY_HI[captured * 64 + capturedSq]!;
      } else if (captured !== 0) {
        this.flip(captured, to);
        keyLo ^= PIECE_KEY_LO[captured * 64 + to]!;
        keyHi ^= PIECE_KEY_HI[captured * 64 + to]!;
      }
      const promotion = (m >>> 12) & 7;
      const placed = promotion === 0 ? piece : us | promotion;
      squares[from] = 0;
      squares[to] = placed;
      if (promotion === 0) this.shift(piece, from, to);
      else {
        this.flip(piece, from);
        this.flip(placed, to);
      }
      keyLo ^= PIECE_KEY_LO[piece * 64 + from]! ^ PIECE_KEY_LO[placed * 64 + to]!;
      keyHi ^= PIECE_KEY_HI[piece * 64 + from]! ^ PIECE_KEY_HI[placed * 64 + to]!;
      this.halfmoveClock = captured !== 0 || (piece & 7) === PAWN ? 0 : this.halfmoveClock + 1;
    }

    this.ep = kind === MOVE_DOUBLE_PUSH ? (from + to) >> 1 : NO_SQUARE;

    // Castling rights go when the castling king leaves its square (not another king), or when
    // a rook leaves or is taken on its square.
    if (oldRights !== 0) {
      let rights = oldRights & ~(CASTLING_BIT[from]! | CASTLING_BIT[to]!);
      if (from === (us === WHITE ? this.castlingKings & 63 : this.castlingKings >>> 6))
        rights &= us === WHITE ? 0xff00 : 0xff;
      let gone = oldRights ^ rights;
      while (gone !== 0) {
        const b = 31 - Math.clz32(gone & -gone);
        gone &= gone - 1;
        const sq = b < 8 ? b : b + 48;
        keyLo ^= CASTLING_KEY_LO[sq]!;
        keyHi ^= CASTLING_KEY_HI[sq]!;
      }
      this.castlingBits = rights;
    }

    this.keyLo = keyLo;
    this.keyHi = keyHi;
    if (us === BLACK) this.fullmoveNumber++;
    this.side = us ^ BLACK;
  }

  /** Fast path: takes back the last `make`. */
  unmake(): void {
    this.unmakeBoard();
  }

  /** `unmake` of a move on the board, without a variant's effects. @internal */
  unmakeBoard(): void {
    const top = (this.undoTop -= UNDO_STRIDE);
    const undo = this.undoStack;
    const m = undo[top]!;
    const captured = undo[top + 1]!;
    this.castlingBits = undo[top + 2]!;
    this.ep = undo[top + 4]!;
    this.halfmoveClock = undo[top + 5]!;
    this.keyLo = undo[top + 6]!;
    this.keyHi = undo[top + 7]!;
    const us = this.side ^ BLACK;
    this.side = us;
    if (us === BLACK) this.fullmoveNumber--;

    const from = m & 63;
    const to = (m >>> 6) & 63;
    const kind = m & MOVE_KIND_MASK;
    const squares = this.squares;
    if (kind === MOVE_CASTLING) {
      const rank = from & 56;
      const kingTo = rank | (to > from ? 6 : 2);
      const rookTo = rank | (to > from ? 5 : 3);
      const king = squares[kingTo]!;
      const rook = squares[rookTo]!;
      squares[kingTo] = 0;
      squares[rookTo] = 0;
      squares[from] = king;
      squares[to] = rook;
      this.flip(king, kingTo);
      this.flip(rook, rookTo);
      this.flip(king, from);
      this.flip(rook, to);
      return;
    }
    const placed = squares[to]!;
    const promoted = ((m >>> 12) & 7) !== 0;
    const piece = promoted ? us | PAWN : placed;
    if (promoted) {
      this.flip(placed, to);
      this.flip(piece, from);
    } else this.shift(piece, to, from);
    squares[from] = piece;
    if (kind === MOVE_EN_PASSANT) {
      const capturedSq = us === WHITE ? to - 8 : to + 8;
      const pawn = (us ^ BLACK) | PAWN;
      squares[to] = 0;
      squares[capturedSq] = pawn;
      this.flip(pawn, capturedSq);
    } else {
      squares[to] = captured;
      if (captured !== 0) this.flip(captured, to);
    }
  }

  /** Number of moves `make` has recorded that `unmake` can take back. */
  get undoDepth(): number {
    return this.undoTop / UNDO_STRIDE;
  }

  /**
   * Makes room for the undo records of `moves` more `make` calls, so a replay of known length
   * never grows the stack move by move (it doubles, copying, otherwise).
   */
  reserveUndo(moves: number): void {
    const needed = this.undoTop + moves * UNDO_STRIDE;
    if (needed <= this.undoStack.length) return;
    const bigger = new Int32Array(needed);
    bigger.set(this.undoStack.subarray(0, this.undoTop));
    this.undoStack = bigger;
  }

  /** Doubles the undo stack. @internal */
  protected growUndoStack(): void {
    const bigger = new Int32Array(Math.max(UNDO_STRIDE * 2, this.undoStack.length * 2));
    bigger.set(this.undoStack);
    this.undoStack = bigger;
  }
}

/**
 * `castlingKings` of a position: the square of each side's castling piece of role code `code`,
 * the one on its back rank that its rights castle with (standard chess: the king; a variant:
 * its castling piece, on the e-file when there are several or none, as Fairy-Stockfish has it).
 * @internal
 */
export function castlingKingsOf(pos: Position, code: number): number {
  let packed = 0;
  for (const side of [WHITE, BLACK]) {
    const rank = side === WHITE ? 0 : 56;
    let square = rank | 4;
    const kings = side === WHITE ? pos.bbLo[side | code]! & 0xff : pos.bbHi[side | code]! >>> 24;
    if (code > 0 && kings !== 0 && (kings & (kings - 1)) === 0)
      square = rank | (31 - Math.clz32(kings));
    packed |= square << (side === WHITE ? 0 : 6);
  }
  return packed;
}
