/**
 * The engine a non-standard `Variant` carries: what `Position` calls for that variant's legal
 * moves, `make` / `unmake`, check and ends. `Position` never imports an engine: `defineVariant`
 * builds one and puts it on the variant, so a bundle of standard chess holds none of them.
 * @internal
 * @packageDocumentation
 */
import type { Color, SquareSet } from '@chesslaws/board';
import type { PieceLetters } from '../fen.js';
import type { Move } from '../move.js';
import type { Position } from '../position.js';
import type { Pocket, Setup } from '../setup.js';
import type { PositionOptions, PositionProblem } from '../validate.js';
import type { Variant, VariantOutcome } from '../variant.js';
import type { VariantFen } from './fenFields.js';

/** How a variant plays, as `Position` calls it. Every method takes the position it works on. */
export interface VariantEngine {
  /** Ints of variant state a position keeps (`pos.vstate`). */
  readonly stateSize: number;
  /** The variant's own FEN fields (pockets, check counters, counting). */
  readonly fen: VariantFen;
  /** The piece letters of the variant's FEN when they are not standard chess's (its own pieces). */
  readonly letters: PieceLetters | undefined;
  /**
   * An empty position of `variant` played by this engine (a `VariantPosition`), on the arrays
   * given: what `Position` makes instead of one of its own when the variant has an engine.
   */
  create(
    chess960: boolean,
    variant: Variant,
    bbLo: Int32Array,
    bbHi: Int32Array,
    squares: Uint8Array,
  ): Position;
  /** The legal moves by origin, target and role code (see `queries.ts`); returns how many. */
  movesWhere(
    pos: Position,
    buffer: Int32Array,
    offset: number,
    from: number,
    to: number,
    role: number,
  ): number;
  /** The move integer of a legal move, else 0. */
  encode(pos: Position, move: Move): number;
  /** Writes the legal moves from `n` on (none once the game has ended on the board); returns the new end. */
  generate(pos: Position, buf: Int32Array, n: number): number;
  /** The number of legal moves (perft's last ply): `generate` without writing, when cheaper. */
  count(pos: Position, buf: Int32Array): number;
  /** Plays a move integer `generate` produced, pushing what `unmake` needs. */
  make(pos: Position, m: number): void;
  /** Takes back the last `make`. */
  unmake(pos: Position): void;
  /** True when the side to move is in check by the variant's rule. */
  inCheck(pos: Position): boolean;
  /** The pieces of colour offset `by` attacking `square`, with the occupancy given, as `[lo, hi]`. */
  attackers(pos: Position, square: number, by: number, occLo: number, occHi: number): number[];
  /** The checkers of the side to move, as `[lo, hi]`. */
  checkers(pos: Position): number[];
  /** The side to move's pieces pinned to its royal piece, as `[lo, hi]`. */
  pinned(pos: Position): number[];
  /** The end on the board before any move is generated. */
  end(pos: Position): VariantOutcome | undefined;
  /** The result: the end on the board, or what having no legal move means; `undefined` while play goes on. */
  outcome(pos: Position): VariantOutcome | undefined;
  /** The variant state's part of the position key, as `[lo, hi]`. */
  key(pos: Position): number[];
  /** Fills the variant state (and what the board alone does not say) from a valid setup. */
  load(pos: Position, setup: Setup): void;
  /** Adds the variant state to a setup made from the position (pockets, counters). */
  save(pos: Position, setup: Setup): void;
  /**
   * The problems of a setup in this variant (the variant's own rules of a legal position), as
   * the variant's `validate` hook leaves them.
   */
  validate(setup: Setup, opts: PositionOptions): PositionProblem[];
  /** The castling rights of a setup that can stand (`normalizeSetup`): none without castling. */
  castlingRights(setup: Setup, opts: PositionOptions): SquareSet;
  /** A side's pocket (all 0 without pockets). */
  pocket(pos: Position, color: Color): Pocket;
  /** The promoted pieces (crazyhouse), empty without pockets. */
  promoted(pos: Position): SquareSet;
  /** The checks each side still has to give, when counted. */
  remainingChecks(pos: Position): { readonly white: number; readonly black: number } | undefined;
  /** Makruk's counting once it has started (limit and count in plies), else `undefined`. */
  counting(pos: Position): { readonly limit: number; readonly ply: number } | undefined;
}
