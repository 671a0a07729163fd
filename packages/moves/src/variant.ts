/**
 * Game variants: a `Variant` is a plain object that says how its chess differs from standard
 * chess, in options (its pieces and how they move, which piece is royal, what check means,
 * castling, promotions, forced captures, explosions, pockets and drops, check counting,
 * extinction, bare kings, counting rules) and in hooks (setup validation, move filters, ends on
 * the board, insufficient material). `defineVariant` (its own module) reads a definition and
 * puts the engine that plays it on the variant; `Position` calls that engine and never imports
 * one, so standard chess and Chess960 keep their own fast path and a bundle of them carries no
 * variant code.
 *
 * The lichess and fairy variants are in `@chesslaws/variants`, written with this API only.
 *
 * @example
 * ```ts
 * import { defineVariant, Position } from '@chesslaws/moves';
 * // The king on the centre wins: standard moves, one hook.
 * const hill = defineVariant({
 *   name: 'hill',
 *   title: 'King of the Hill',
 *   outcome: (pos) => {
 *     const centre = [27, 28, 35, 36];
 *     for (const color of ['white', 'black'] as const)
 *       if (centre.includes(pos.kingSquare(color) ?? -1)) return { winner: color, rule: 'V-hill' };
 *     return undefined;
 *   },
 * });
 * Position.default(hill).outcome(); // undefined
 * ```
 * @packageDocumentation
 */
import { ChesslawsError, type Color, type Role, type Square } from '@chesslaws/board';
import type { PromotionRole } from './move.js';
import type { PieceDefinition, VariantPiece } from './pieces.js';
import type { ReadonlyPosition } from './readonlyPosition.js';
import type { Setup } from './setup.js';
import type { PositionProblem } from './validate.js';
import type { VariantEngine } from './variantCore/engine.js';

/** How a game ended on the board, by a variant's rule (or by mate or stalemate). */
export interface VariantOutcome {
  /** The side that won; absent for a draw. */
  readonly winner?: Color;
  /**
   * The rule that ended the game, as an ID: `L-5.1.1` (checkmate), `L-5.2.1` (stalemate), or the
   * variant's own, such as `V-atomic.king-exploded`.
   */
  readonly rule: string;
}

/** What an `outcome` hook may ask besides the position. */
export interface OutcomeContext {
  /**
   * Writes the legal moves as if the game had not ended on the board into `buffer` from
   * `offset` (default 0) and returns how many: for an end that depends on the moves left
   * (racing kings' last chance for Black). `pos.generate` would ask the hook again.
   */
  generate(buffer: Int32Array, offset?: number): number;
}

/**
 * What check means in a variant:
 * - `'royal'` (default): the king may not be left attacked (standard chess);
 * - `'atomic'`: as royal, but kings side by side are never in check (a capture next to a king
 *   would blow up both), and a move that explodes the enemy king is legal even from check;
 * - `'none'`: no check at all; kings are ordinary pieces (antichess).
 *
 * A side without a king (horde's White) is never in check whatever the mode.
 */
export type CheckRule = 'royal' | 'atomic' | 'none';

/** A rule of a variant, as a regulation's description lists it. */
export interface VariantRule {
  /** The rule's ID: `V-<variant>.<rule>` (`V-atomic.explosions`), the one its outcomes name. */
  readonly id: string;
  /** What it does, in one sentence. */
  readonly summary: string;
}

/** A game result for the side to move, as an end of the game says it (the stalemated side loses...). */
export type SideResult = 'win' | 'loss' | 'draw';

/**
 * A game end by extinction: a side that has at most `atMost` pieces of one of `roles` left
 * (by default none) has `result` (default `'loss'`). `roles: 'all'` counts all its pieces
 * together (giveaway: no pieces left wins).
 */
export interface ExtinctionRule {
  /** The kinds of piece counted (role names), each on its own, or `'all'` for the whole army. */
  readonly roles: readonly string[] | 'all';
  /** The count at or below which the side is extinct (default 0). */
  readonly atMost?: number;
  /** What extinction means for that side (default `'loss'`). */
  readonly result?: SideResult;
}

/**
 * Castling, when it is on: which piece castles with which. The king piece goes two squares
 * towards the rook (to the c- or g-file), the rook to the square it crossed; when the king
 * piece is royal, it may not castle out of, through or into an attack (L-3.8.2).
 */
export interface CastlingPieces {
  /** The piece that moves two squares (default `'king'`). */
  readonly king?: string;
  /** The piece it castles with (default `'rook'`). */
  readonly rook?: string;
}

/** The options and hooks of a variant, as `defineVariant` takes them. */
export interface VariantDefinition {
  /** Short lower-case name, as lichess's API or Fairy-Stockfish writes it (`atomic`, `makruk`). */
  readonly name: string;
  /** The name as people write it: the PGN `Variant` tag value (`King of the Hill`, `Makruk`). */
  readonly title?: string;
  /** Other names it is known by (PGN tags, UCI_Variant, python-chess): matched case-insensitively. */
  readonly aliases?: readonly string[];
  /** The start position (default: the standard one). It must be a legal position of the variant. */
  readonly startFen?: string;
  /**
   * The pieces that differ from standard chess's, by role name: a standard role given here
   * moves as it says (knightmate's king moves as a knight), a new name adds a piece
   * (`commoner: { letter: 'm', moves: 'K' }`), and `false` takes a standard piece out
   * (`knight: false`). At most seven kinds in all, the pawn among them.
   */
  readonly pieces?: Readonly<Record<string, PieceDefinition | false>>;
  /**
   * The royal piece: it may not be left attacked, and checkmating it wins (default `'king'`).
   * `false`: no piece is royal, nothing is check (extinction chess).
   */
  readonly royal?: string | false;
  /** Chess960 castling (king onto rook, any start array). */
  readonly chess960?: boolean;
  /** What check means (default `'royal'`). */
  readonly check?: CheckRule;
  /** Castling allowed (default `true`), and with which pieces. */
  readonly castling?: boolean | CastlingPieces;
  /**
   * The pieces a pawn may promote to, by role name (default knight, bishop, rook, queen;
   * antichess adds the king, makruk has its met).
   */
  readonly promotions?: readonly string[];
  /** The rank, counted from each side's own, where its pawns promote (default 8; makruk 6). */
  readonly promotionRank?: number;
  /** A pawn reaching the promotion rank must promote (default `true`). */
  readonly forcedPromotion?: boolean;
  /** Pawns may step two squares from their start rank (default `true`). */
  readonly doubleStep?: boolean;
  /** When a capture is possible, only captures are legal (antichess). */
  readonly forcedCaptures?: boolean;
  /** A move may not give check (racing kings). */
  readonly noGivingCheck?: boolean;
  /**
   * Captures explode (atomic): the capturing piece and every piece but pawns on the eight
   * squares around the capture square leave the board.
   */
  readonly explosions?: boolean;
  /**
   * Captured pieces go to the capturer's pocket and may be dropped on an empty square instead
   * of a move (crazyhouse; a promoted piece goes back as a pawn). FENs carry the pockets.
   */
  readonly pockets?: boolean;
  /** Giving this many checks wins (three-check: 3; any n). FENs carry the checks still needed. */
  readonly checksToWin?: number;
  /** Pawns on their first rank may step one or two squares (horde's White). */
  readonly pawnsFromFirstRank?: boolean;
  /** Extinction ends the game: extinction chess, three kings, kinglet, giveaway. */
  readonly extinction?: ExtinctionRule;
  /**
   * Shatranj's bare king: a side left with its royal piece alone loses, unless on its move it
   * can bare the other one in turn (then the game goes on, and a draw follows if it does).
   */
  readonly bareKing?: boolean;
  /** What a stalemate means for the stalemated side (default `'draw'`; shatranj `'loss'`). */
  readonly stalemate?: SideResult;
  /**
   * The counting rule of makruk (`'makruk'`): once no pawn is left, the side with more material
   * must mate within a number of moves, counted in the FEN as Fairy-Stockfish writes it (the
   * limit in the e.p. field, the count in the halfmove field); `@chesslaws/termination` rules
   * the draw when the count runs out.
   */
  readonly counting?: 'makruk';
  /**
   * The squares the variant's goal names, for display only (King of the Hill's hill, racing
   * kings' eighth rank): the `outcome` hook is what decides. Default: none.
   */
  readonly goalSquares?: readonly Square[];
  /**
   * Judges a setup: gets the problems standard chess finds and returns the ones that stand in
   * this variant, with its own added (code `ERR_VARIANT`).
   */
  readonly validate?: (setup: Setup, problems: PositionProblem[]) => PositionProblem[];
  /**
   * The end on the board, asked before any move is generated: a result ends the game and
   * leaves no legal move. The position is complete but do not ask it for moves here.
   */
  readonly outcome?: (pos: ReadonlyPosition, ctx: OutcomeContext) => VariantOutcome | undefined;
  /**
   * The result when the side to move has no legal move (default: checkmate `L-5.1.1` when in
   * check, else stalemate `L-5.2.1`).
   */
  readonly noMoves?: (pos: ReadonlyPosition) => VariantOutcome;
  /**
   * Keeps only the legal moves of this variant from the ones the options allow: `moves[from..to)`
   * are move integers (`moveFrom`, `moveTo`, `isDropMove` read them); return the new end after
   * moving the kept ones to the front.
   */
  readonly filterMoves?: (
    pos: ReadonlyPosition,
    moves: Int32Array,
    from: number,
    to: number,
  ) => number;
  /**
   * True when `color` can no longer win by any sequence of legal moves (the variant's
   * insufficient material). Without it, standard chess's rule applies only where the variant
   * keeps standard pieces, check and captures.
   */
  readonly insufficientMaterial?: (pos: ReadonlyPosition, color: Color) => boolean;
  /**
   * True when the game is drawn at once on the board because neither side can win: lichess's
   * automatic insufficient-material draw of the variant, which may call more positions drawn
   * than `insufficientMaterial` proves for each side (atomic: a lone rook or minor piece cannot
   * win against a bare king, which stands next to the other king). Without it: when
   * `insufficientMaterial` holds for both sides.
   */
  readonly drawnByMaterial?: (pos: ReadonlyPosition) => boolean;
  /**
   * Whether the 50- and 75-move rules apply (default `true`). Lichess has none in crazyhouse,
   * where pieces in hand keep every game alive; makruk has its counting rule instead.
   */
  readonly moveCountDraws?: boolean;
  /**
   * The rules where the variant differs from standard chess, with their IDs: every `rule` its
   * `outcome` and `noMoves` hooks return, and the move rules (forced captures, explosions,
   * drops...). `describeRegulation` in `@chesslaws/rules` lists them (default: none; the
   * rules of the options above are listed for you).
   */
  readonly rules?: readonly VariantRule[];
}

/** A variant, made by `defineVariant`: every option filled in, frozen. */
export interface Variant {
  /** See `VariantDefinition.name`. */
  readonly name: string;
  /** See `VariantDefinition.title` (default: the name). */
  readonly title: string;
  /** See `VariantDefinition.aliases`. */
  readonly aliases: readonly string[];
  /** See `VariantDefinition.startFen`. */
  readonly startFen: string;
  /** The kinds of piece, by piece code (pawn first): their names, letters and moves. */
  readonly pieces: readonly VariantPiece[];
  /**
   * The role name of each piece code (`PIECE_CODE` role part, 1..7; `''` where the variant has
   * none): what `pieceAt` says for the code `pieceCodeAt` reads.
   */
  readonly pieceRoles: readonly (Role | '')[];
  /** The royal piece, or `undefined` when no piece is royal. */
  readonly royal: Role | undefined;
  /** See `VariantDefinition.chess960`. */
  readonly chess960: boolean;
  /** See `VariantDefinition.check`. */
  readonly check: CheckRule;
  /** Castling allowed. */
  readonly castling: boolean;
  /** The pieces that castle (`king` and `rook` unless the variant says otherwise). */
  readonly castlingPieces: { readonly king: Role; readonly rook: Role };
  /** See `VariantDefinition.promotions`. */
  readonly promotions: readonly PromotionRole[];
  /** See `VariantDefinition.promotionRank`. */
  readonly promotionRank: number;
  /** See `VariantDefinition.forcedPromotion`. */
  readonly forcedPromotion: boolean;
  /** See `VariantDefinition.doubleStep`. */
  readonly doubleStep: boolean;
  /** See `VariantDefinition.forcedCaptures`. */
  readonly forcedCaptures: boolean;
  /** See `VariantDefinition.noGivingCheck`. */
  readonly noGivingCheck: boolean;
  /** See `VariantDefinition.explosions`. */
  readonly explosions: boolean;
  /** See `VariantDefinition.pockets`. */
  readonly pockets: boolean;
  /** Giving this many checks wins; 0 when checks are not counted. */
  readonly checksToWin: number;
  /** See `VariantDefinition.pawnsFromFirstRank`. */
  readonly pawnsFromFirstRank: boolean;
  /** See `VariantDefinition.extinction` (with its defaults filled in). */
  readonly extinction:
    | {
        readonly roles: readonly Role[] | 'all';
        readonly atMost: number;
        readonly result: SideResult;
      }
    | undefined;
  /** See `VariantDefinition.bareKing`. */
  readonly bareKing: boolean;
  /** See `VariantDefinition.stalemate`. */
  readonly stalemate: SideResult;
  /** See `VariantDefinition.counting`. */
  readonly counting: 'makruk' | undefined;
  /** See `VariantDefinition.goalSquares`. */
  readonly goalSquares: readonly Square[];
  /** See `VariantDefinition.moveCountDraws`. */
  readonly moveCountDraws: boolean;
  /** See `VariantDefinition.drawnByMaterial`. */
  readonly drawnByMaterial: VariantDefinition['drawnByMaterial'];
  /** The rules of the variant (frozen): the definition's, then those of its options. */
  readonly rules: readonly VariantRule[];
  /** See `VariantDefinition.validate`. */
  readonly validate: VariantDefinition['validate'];
  /** See `VariantDefinition.outcome`. */
  readonly outcome: VariantDefinition['outcome'];
  /** See `VariantDefinition.noMoves`. */
  readonly noMoves: VariantDefinition['noMoves'];
  /** See `VariantDefinition.filterMoves`. */
  readonly filterMoves: VariantDefinition['filterMoves'];
  /** See `VariantDefinition.insufficientMaterial`. */
  readonly insufficientMaterial: VariantDefinition['insufficientMaterial'];
  /** True for standard chess and Chess960, which take the fast path. */
  readonly standard: boolean;
  /** True when the variant has pieces of its own or moves them otherwise than standard chess. */
  readonly fairy: boolean;
  /** The engine `Position` plays the variant with; `undefined` for the fast path. @internal */
  readonly engine: VariantEngine | undefined;
}

/**
 * A variant definition that cannot stand: `ERR_VARIANT_NAME` (not a lower-case word),
 * `ERR_VARIANT_OPTION` (an option of the wrong type or out of range, an unknown option, a
 * start position that does not read or is not legal), `ERR_VARIANT_COMBINATION` (options that
 * exclude each other). `location.field` names the option (`pieces.met.moves`), with `column`
 * for a Betza text and `offset` for a start FEN; `variant` names the variant.
 */
export class VariantError extends ChesslawsError<
  'ERR_VARIANT_NAME' | 'ERR_VARIANT_OPTION' | 'ERR_VARIANT_COMBINATION'
> {
  /** Which option is wrong, and where in its text when it is text. */
  declare readonly location: {
    readonly field: string;
    readonly column?: number;
    readonly offset?: number;
  };
  /** The name of the variant being defined ('' when the name itself is wrong). */
  readonly variant: string;

  constructor(
    code: 'ERR_VARIANT_NAME' | 'ERR_VARIANT_OPTION' | 'ERR_VARIANT_COMBINATION',
    message: string,
    variant: string,
    option: string,
    where?: { readonly column?: number; readonly offset?: number },
  ) {
    super(code, message, { field: option, ...where });
    this.variant = variant;
  }
}

const STANDARD_ROLES = ['', 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king', ''] as const;

// The six standard pieces as a variant lists them (the pawn's moves are its own rules).
const STANDARD_PIECES: readonly VariantPiece[] = Object.freeze(
  (
    [
      ['pawn', 'P', ''],
      ['knight', 'N', 'N'],
      ['bishop', 'B', 'B'],
      ['rook', 'R', 'R'],
      ['queen', 'Q', 'Q'],
      ['king', 'K', 'K'],
    ] as const
  ).map(([role, letter, betza], i) =>
    Object.freeze({
      role,
      code: i + 1,
      letter,
      san: role === 'pawn' ? '' : letter,
      sanLetters: Object.freeze({}),
      moves: Object.freeze([]),
      betza,
    }),
  ),
);

// Standard chess written out as a variant, without `defineVariant` (which would bring the
// variant engines into every bundle that imports `Position`).
function standardVariant(
  name: string,
  title: string,
  aliases: string[],
  chess960: boolean,
): Variant {
  return Object.freeze({
    name,
    title,
    aliases: Object.freeze(aliases),
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    pieces: STANDARD_PIECES,
    pieceRoles: STANDARD_ROLES,
    royal: 'king',
    chess960,
    check: 'royal',
    castling: true,
    castlingPieces: Object.freeze({ king: 'king', rook: 'rook' }),
    promotions: Object.freeze(['queen', 'knight', 'rook', 'bishop'] as const),
    promotionRank: 8,
    forcedPromotion: true,
    doubleStep: true,
    forcedCaptures: false,
    noGivingCheck: false,
    explosions: false,
    pockets: false,
    checksToWin: 0,
    pawnsFromFirstRank: false,
    extinction: undefined,
    bareKing: false,
    stalemate: 'draw',
    counting: undefined,
    goalSquares: Object.freeze([]),
    moveCountDraws: true,
    drawnByMaterial: undefined,
    rules: Object.freeze([]),
    validate: undefined,
    outcome: undefined,
    noMoves: undefined,
    filterMoves: undefined,
    insufficientMaterial: undefined,
    standard: true,
    fairy: false,
    engine: undefined,
  });
}

/** Standard chess as a variant: what a position without a variant plays. */
export const STANDARD: Variant = standardVariant(
  'standard',
  'Standard',
  ['chess', 'normal', 'From Position'],
  false,
);

/** Chess960 as a variant (L-G). */
export const CHESS960: Variant = standardVariant(
  'chess960',
  'Chess960',
  ['fischerandom', 'Fischer Random', 'Chess 960', 'FRC'],
  true,
);

/** The variant's names in lower case: its name, title and aliases (for lookups by name). */
export function variantNames(variant: Variant): string[] {
  return [variant.name, variant.title, ...variant.aliases].map((n) => n.toLowerCase());
}
