import type { Role, Square } from '@chesslaws/board';
import {
  encodeMove,
  IllegalMoveError,
  type Move,
  type Position,
  type PromotionRole,
  type Variant,
} from '@chesslaws/moves';
import { checkAfter } from './checkAfter.js';
import { movesTo } from './movesTo.js';

/** Which way a king castles: `short` towards the h-side rook, `long` towards the a-side rook. */
export type CastlingSide = 'short' | 'long';

/**
 * What a move does to the opponent's king: nothing, check, or mate. In a variant other than
 * standard chess and Chess960, `check` follows the variant's rule of check and `mate` is any
 * move that wins the game on the board (an exploded king, the hill, the third check), which
 * lichess marks `#` too.
 */
export type CheckKind = 'none' | 'check' | 'mate';

/** How much of the departure square SAN must name (L-C: file first, then rank, then both). */
export type Disambiguation = 'none' | 'file' | 'rank' | 'square';

/**
 * Everything notation needs to know about one legal move in its position, worked out
 * once; writing it in any style or language is then plain string work.
 */
export interface MoveFacts {
  /** The moving piece. */
  readonly role: Role;
  /** The square it leaves. */
  readonly from: Square;
  /** The square it reaches; for castling the king's square (`g1`, `c1`), whatever the variant. */
  readonly to: Square;
  /** For castling: the rook's square, which UCI names in Chess960 (king takes rook). */
  readonly rook?: Square;
  /** Set for castling. */
  readonly castling?: CastlingSide;
  /** Whether a piece is captured (en passant included). */
  readonly capture: boolean;
  /** Whether the capture is en passant. */
  readonly enPassant: boolean;
  /** The promotion piece, for a pawn reaching the last rank. */
  readonly promotion?: PromotionRole;
  /** What SAN must add to tell this move from another piece's move to the same square. */
  readonly disambiguation: Disambiguation;
  /** Check or mate given by the move. */
  readonly check: CheckKind;
  /** Whether the position is Chess960 (UCI writes castling as king takes rook there). */
  readonly chess960: boolean;
  /**
   * Set for a drop from the pocket (crazyhouse): the role put on `to` (equal to `role`);
   * `from` is then `to`, as the moves package's `Move` has it.
   */
  readonly drop?: Role;
  /** Set in a fairy variant: its pieces' letters are written (`Me2`, `e6=M` in makruk). */
  readonly variant?: Variant;
}

/**
 * The facts of a legal `move` in `pos` (castling given as king-takes-rook, or as the
 * king's two-square step in standard chess). Cheap: only the legal moves onto `move.to`
 * are generated, and the move is made and taken back on `pos` to see check (and, when it
 * checks, whether any reply is legal: mate).
 * Throws the moves package's `IllegalMoveError` for a move that is not legal in `pos` (a
 * caller's bug, as with `pos.play`); the legal moves onto `move.to` are generated anyway,
 * so the check costs nothing. With `deferMate`, a checking move is reported as `check`:
 * the caller plays it and tells mate apart itself.
 */
export function moveFacts(pos: Position, move: Move, deferMate = false): MoveFacts {
  if (move.drop !== undefined) return dropFacts(pos, move);
  const piece = pos.pieceAt(move.from);
  if (!piece || piece.color !== pos.turn) throw new IllegalMoveError(move);
  const role = piece.role;
  if (role === pos.variant.castlingPieces.king) {
    const castling = castlingMove(pos, move);
    if (castling) return castlingFacts(pos, castling, deferMate);
  }
  const target = pos.pieceAt(move.to);
  const enPassant = role === 'pawn' && !target && (move.from & 7) !== (move.to & 7);
  const rivals = movesTo(pos, move, role);
  if (rivals.code === 0) throw new IllegalMoveError(move);
  const facts: MoveFacts = {
    role,
    from: move.from,
    to: move.to,
    capture: target !== undefined || enPassant,
    enPassant,
    disambiguation: rivals.disambiguation,
    check: checkAfter(pos, rivals.code, deferMate),
    chess960: pos.chess960,
    ...(pos.variant.fairy ? { variant: pos.variant } : {}),
  };
  return move.promotion ? { ...facts, promotion: move.promotion } : facts;
}

// A drop (`N@f3`): no departure, no rival, never a capture.
function dropFacts(pos: Position, move: Move): MoveFacts {
  const code = encodeMove(pos, move);
  if (code === 0) throw new IllegalMoveError(move);
  return {
    role: move.drop!,
    from: move.to,
    to: move.to,
    drop: move.drop!,
    capture: false,
    enPassant: false,
    disambiguation: 'none',
    check: checkAfter(pos, code),
    chess960: pos.chess960,
  };
}

// The canonical castling move (king onto its rook) when `move` is castling, in either form.
function castlingMove(pos: Position, move: Move): Move | undefined {
  if (!pos.isCastling(move)) return undefined;
  const target = pos.pieceAt(move.to);
  if (target?.role === pos.variant.castlingPieces.rook && target.color === pos.turn) return move;
  return pos.normalizeMove(move);
}

function castlingFacts(pos: Position, move: Move, deferMate: boolean): MoveFacts {
  const rank = move.from & 56;
  const castling: CastlingSide = (move.to & 7) > (move.from & 7) ? 'short' : 'long';
  const kingTo = rank | (castling === 'short' ? 6 : 2);
  const code = encodeMove(pos, move);
  if (code === 0) throw new IllegalMoveError(move);
  return {
    role: pos.variant.castlingPieces.king,
    from: move.from,
    to: kingTo,
    rook: move.to,
    castling,
    capture: false,
    enPassant: false,
    disambiguation: 'none',
    check: checkAfter(pos, code, deferMate),
    chess960: pos.chess960,
  };
}
