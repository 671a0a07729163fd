import type { Position } from './position.js';

/**
 * The query side of a `Position`: everything that reads it, nothing that changes it (no
 * `play`, `make`, `unmake`, `makeWithoutUndo`, no writable fields). A holder hands out its live
 * position as this type to say "look, do not touch"; `clone()` gives a `Position` to play on.
 * `generate`, `generateFrom` and `generateTo` write only into the caller's buffer.
 */
export type ReadonlyPosition = Pick<
  Position,
  | 'chess960'
  | 'variant'
  | 'pocket'
  | 'promoted'
  | 'remainingChecks'
  | 'outcome'
  | 'isVariantEnd'
  | 'turn'
  | 'board'
  | 'castlingRights'
  | 'epSquare'
  | 'halfmoves'
  | 'fullmoves'
  | 'undoDepth'
  | 'pieceAt'
  | 'pieceCodeAt'
  | 'occupied'
  | 'piecesOf'
  | 'copyBitboards'
  | 'kingSquare'
  | 'legalEpSquare'
  | 'toSetup'
  | 'generate'
  | 'generateFrom'
  | 'generateTo'
  | 'uniqueMoveTo'
  | 'legalMoves'
  | 'movesFrom'
  | 'dests'
  | 'hasLegalMoves'
  | 'encodeLegal'
  | 'isLegal'
  | 'normalizeMove'
  | 'isCheck'
  | 'attackersOf'
  | 'isAttacked'
  | 'checkers'
  | 'pinned'
  | 'isCheckmate'
  | 'isStalemate'
  | 'isCapture'
  | 'isEnPassant'
  | 'isCastling'
  | 'isZeroing'
  | 'movedPiece'
  | 'capturedPiece'
  | 'hash'
  | 'clone'
>;
