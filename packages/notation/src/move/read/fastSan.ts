/**
 * Plain SAN matched against the integer moves of the moves package's targeted
 * generators, without allocating: the replay's fast path. Only the legal moves
 * onto the written square (of the written piece) are generated; castling comes
 * from the king's moves.
 */
import { MAX_MOVES, type Position } from '@chesslaws/moves';
import { legalCastling } from './legalCastling.js';
import {
  ROLE_NAMES,
  sanCastling,
  sanFromFile,
  sanFromRank,
  sanPromotion,
  sanRole,
  sanTo,
  scanPlainSan,
} from './plainSan.js';

const buffer = new Int32Array(MAX_MOVES);

/**
 * The move integer of `san` in `pos` when `san` is plain, unambiguous English
 * SAN of a legal move; 0 otherwise (not necessarily illegal: ask `parseSan`).
 */
export function fastSan(pos: Position, san: string, scanned = scanPlainSan(san)): number {
  if (scanned === -1) return 0;
  const castling = sanCastling(scanned);
  if (castling !== 0) return legalCastling(pos, castling === 2 ? 'long' : 'short');
  const n = pos.generateTo(buffer, 0, sanTo(scanned), ROLE_NAMES[sanRole(scanned)]);
  const promotion = sanPromotion(scanned);
  const fromFile = sanFromFile(scanned);
  const fromRank = sanFromRank(scanned);
  let found = 0;
  for (let k = 0; k < n; k++) {
    const m = buffer[k]!;
    if (((m >>> 12) & 7) !== promotion) continue;
    const from = m & 63;
    if (fromFile !== -1 && (from & 7) !== fromFile) continue;
    if (fromRank !== -1 && from >> 3 !== fromRank) continue;
    if (found !== 0) return 0; // ambiguous: let parseSan say so
    found = m;
  }
  return found;
}
