/**
 * Plain SAN matched against the integer moves of `Position.generate`, without
 * allocating: the replay's second fast path, for what `quickPlay` leaves
 * (castling, en passant, a candidate that is pinned or ambiguous on its face).
 */
import { MAX_MOVES, MOVE_CASTLING, MOVE_KIND_MASK, type Position } from '@chesslaws/moves';
import {
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
  const n = pos.generate(buffer, 0);
  const castling = sanCastling(scanned);
  if (castling !== 0) {
    for (let k = 0; k < n; k++) {
      const m = buffer[k]!;
      if (
        (m & MOVE_KIND_MASK) === MOVE_CASTLING &&
        ((m >>> 6) & 63) < (m & 63) === (castling === 2)
      )
        return m;
    }
    return 0;
  }
  const to = sanTo(scanned);
  const role = sanRole(scanned);
  const promotion = sanPromotion(scanned);
  const fromFile = sanFromFile(scanned);
  const fromRank = sanFromRank(scanned);
  let found = 0;
  for (let k = 0; k < n; k++) {
    const m = buffer[k]!;
    if (((m >>> 6) & 63) !== to || ((m >>> 12) & 7) !== promotion) continue;
    if ((m & MOVE_KIND_MASK) === MOVE_CASTLING) continue;
    const from = m & 63;
    if ((pos.pieceCodeAt(from) & 7) !== role) continue;
    if (fromFile !== -1 && (from & 7) !== fromFile) continue;
    if (fromRank !== -1 && from >> 3 !== fromRank) continue;
    if (found !== 0) return 0; // ambiguous: let parseSan say so
    found = m;
  }
  return found;
}
