/**
 * The rules of moving in chess: a validated `Position` from a FEN or `Setup`, its legal moves,
 * check, checkmate and stalemate, castling in standard chess and Chess960, perft, and a Zobrist
 * key for repetition. A fast path generates moves as integers into a buffer and makes and
 * unmakes them without allocating.
 *
 * @example
 * ```ts
 * import { Position, makeUci, perft } from '@chesslaws/moves';
 * const pos = Position.default();
 * pos.legalMoves().length; // 20
 * pos.play({ from: 12, to: 28 }); // e2e4
 * perft(Position.default(), 4); // 197281
 * ```
 * @packageDocumentation
 */

export type { BetzaErrorCode } from './betza.js';
export { BetzaError, parseBetza } from './betza.js';
export { chess960BackRank, chess960Number, chess960Setup } from './chess960.js';
export { PIECE_CODE } from './codes.js';
export { defineVariant } from './defineVariant.js';
export type { FenErrorCode, FenField, FenSource, MakeFenOptions, ParseFenOptions } from './fen.js';
export { FenError, INITIAL_FEN, makeFen, parseFen } from './fen.js';
export type { Move, PromotionRole } from './move.js';
export {
  decodeMove,
  decodeVariantMove,
  dropMove,
  encodeDrop,
  encodeMove,
  isDrop,
  isDropMove,
  MOVE_CASTLING,
  MOVE_DOUBLE_PUSH,
  MOVE_DROP,
  MOVE_EN_PASSANT,
  MOVE_KIND_MASK,
  MOVE_NORMAL,
  makeUci,
  moveFrom,
  movePromotion,
  moveTo,
  parseUci,
} from './move.js';
export type { DivideEntry, PerftOptions } from './perft.js';
export { divide, perft } from './perft.js';
export type { PieceDefinition, PieceMove, VariantPiece } from './pieces.js';
export { IllegalMoveError, MAX_MOVES, Position } from './position.js';
export type { ReadonlyPosition } from './readonlyPosition.js';
export type { Pocket, Setup } from './setup.js';
export { cloneSetup, defaultSetup } from './setup.js';
export type { PositionErrorCode, PositionOptions, PositionProblem } from './validate.js';
export { LENIENT_WAIVED, normalizeSetup, PositionError, validateSetup } from './validate.js';
export type {
  CastlingPieces,
  CheckRule,
  ExtinctionRule,
  OutcomeContext,
  SideResult,
  Variant,
  VariantDefinition,
  VariantOutcome,
  VariantRule,
} from './variant.js';
export { CHESS960, STANDARD, VariantError, variantNames } from './variant.js';
