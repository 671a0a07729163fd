/**
 * Chessboard geometry: squares as numbers, 64-square sets, attack and ray
 * tables, and piece placement. The ground every other chesslaws package stands on.
 *
 * @example
 * ```ts
 * import { Board, parseSquare, knightAttacks, makeSquare } from '@chesslaws/board';
 * const g1 = parseSquare('g1');
 * [...knightAttacks(g1)].map(makeSquare); // ['e2', 'f3', 'h3']
 * Board.default().get(parseSquare('e1')); // { color: 'white', role: 'king' }
 * ```
 * @packageDocumentation
 */

export {
  attacks,
  between,
  bishopAttacks,
  kingAttacks,
  knightAttacks,
  pawnAttacks,
  queenAttacks,
  ray,
  rookAttacks,
} from './attacks.js';
export { Board, PIECES, type RoleSets } from './board.js';
export type { ChesslawsErrorLike, Err, ErrorLocation, Ok, Result } from './result.js';
export { CHESSLAWS_ERROR, ChesslawsError, err, isChesslawsError, ok, unwrap } from './result.js';
export {
  flipHorizontal,
  flipVertical,
  isLightSquare,
  isSquare,
  makeSquare,
  manhattanDistance,
  parseSquare,
  relativeSquare,
  squareAt,
  squareColor,
  squareDistance,
  squareFile,
  squareRank,
} from './square.js';
export { popcount32, SquareSet } from './squareSet.js';
export type {
  ByColor,
  ByRole,
  Color,
  FairyRole,
  FairyRoles,
  FileName,
  GameResult,
  PgnResult,
  Piece,
  RankName,
  Role,
  Square,
  SquareName,
  StandardRole,
} from './types.js';
export { COLORS, FILE_NAMES, GAME_RESULTS, opposite, RANK_NAMES, ROLES } from './types.js';
