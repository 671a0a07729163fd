import type { Role } from '@chesslaws/board';
import {
  MAX_MOVES,
  MOVE_DROP,
  type Move,
  movePromotion,
  PIECE_CODE,
  type Position,
} from '@chesslaws/moves';
import type { Disambiguation } from './moveFacts.js';

/** The piece code a promotion names (the variant's own in a fairy variant), 0 for none. */
export function promotionCode(pos: Position, move: Move): number {
  if (!move.promotion) return 0;
  if (pos.variant.fairy) return Math.max(0, pos.variant.pieceRoles.indexOf(move.promotion));
  return PIECE_CODE[move.promotion as keyof typeof PIECE_CODE];
}

const buffer = new Int32Array(MAX_MOVES);

/** A move's integer code and how SAN tells it from its rivals' moves to the same square. */
export interface MovesTo {
  /** The move integer of `move` (0 when it is not legal: `moveFacts` then throws). */
  readonly code: number;
  /** What SAN must add to tell it apart (L-C). */
  readonly disambiguation: Disambiguation;
}

/**
 * Finds `move` among the legal moves of `role` onto `move.to` (one targeted generation) and
 * compares it with the others: by the file when that is enough, else by the rank, else by
 * both (L-C). Pawns name their file when they capture; drops are nobody's rivals.
 */
export function movesTo(pos: Position, move: Move, role: Role): MovesTo {
  const n = pos.generateTo(buffer, 0, move.to, role);
  const from = move.from;
  const promotion = promotionCode(pos, move);
  // Kings too: antichess may have several (there are no rivals in standard chess).
  const ranked = role !== 'pawn';
  let code = 0;
  let any = false;
  let sameFile = false;
  let sameRank = false;
  for (let i = 0; i < n; i++) {
    const m = buffer[i]!;
    if (m & MOVE_DROP) continue; // a drop onto the square is no rival of a piece's move
    const rival = m & 63;
    if (rival === from) {
      if (movePromotion(m) === promotion) code = m;
    } else if (ranked) {
      any = true;
      if ((rival & 7) === (from & 7)) sameFile = true;
      if (rival >> 3 === from >> 3) sameRank = true;
    }
  }
  const disambiguation: Disambiguation = !any
    ? 'none'
    : !sameFile
      ? 'file'
      : !sameRank
        ? 'rank'
        : 'square';
  return { code, disambiguation };
}
