import type { PositionHistory } from './positionHistory.js';

/** Options of {@link isFivefoldRepetition}. */
export interface FivefoldOptions {
  /**
   * The 2014-2017 text of L-9.6.1: the position must have appeared five times "by consecutive
   * alternate moves", read here as the last 16 halfmoves being each player shuttling between
   * two moves: every position of them equals the one 4 halfmoves earlier. Default
   * `false`: five appearances at any time since the start (the text in force since 2017).
   */
  readonly consecutive?: boolean;
}

/**
 * L-9.6.1: the current position has appeared for at least the fifth time, which draws the
 * game at once (no claim needed).
 */
export function isFivefoldRepetition(
  history: PositionHistory,
  opts: FivefoldOptions = {},
): boolean {
  // Five times needs four returns of at least 4 plies each, none a capture or a pawn move:
  // below 16 quiet plies there is nothing to count (most moves of a game stop here).
  if (!opts.consecutive) return history.halfmoveClock() >= 16 && history.occurrences() >= 5;
  const last = history.length - 1;
  if (last < 16 || history.halfmoveClock() < 16) return false;
  for (let i = last; i > last - 13; i--) if (history.key(i) !== history.key(i - 4)) return false;
  return true;
}
