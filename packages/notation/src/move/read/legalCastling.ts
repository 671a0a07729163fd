import {
  MAX_MOVES,
  MOVE_CASTLING,
  MOVE_KIND_MASK,
  moveFrom,
  moveTo,
  type Position,
} from '@chesslaws/moves';
import type { CastlingSide } from '../write/moveFacts.js';

const buffer = new Int32Array(MAX_MOVES);

/**
 * The move integer of the side to move's legal castling on `side`, found among the
 * king's generated moves (so every castling law is the moves package's); 0 when none.
 */
export function legalCastling(pos: Position, side: CastlingSide): number {
  // The castling pieces on the back rank (a variant may have several kings, or castle another piece).
  const backRank = pos.turn === 'white' ? 0 : 7;
  for (const king of pos.piecesOf(pos.turn, pos.variant.castlingPieces.king)) {
    if (king >> 3 !== backRank) continue;
    const count = pos.generateFrom(buffer, 0, king);
    for (let i = 0; i < count; i++) {
      const m = buffer[i]!;
      // Castling is encoded king takes rook: the rook's file says the side.
      const short = (moveTo(m) & 7) > (moveFrom(m) & 7);
      if ((m & MOVE_KIND_MASK) === MOVE_CASTLING && short === (side === 'short')) return m;
    }
  }
  return 0;
}
