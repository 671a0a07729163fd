import type { PositionHistory } from './positionHistory.js';

/** Options of {@link isFivefoldRepetition}. */
export interface FivefoldOptions {
  /**
   * The 2014-2017 text of L-9.6.1: the position must have appeared five times "by consecutive
   * alternate moves", read here as the last 16 halfmoves being each player shuttling between
   * two moves (the current position equals the ones 4, 8, 12 and 16 halfmoves back). Default
   * `false`: five appearances at any time since the start (the text in force since 2017).
   */
  readonly consecutive?: boolean;
}

/**
 * L-9.6.1: the current position has appeared for at least the fifth time, which draws the
 * game at once (no claim needed).
 */
export function isFivefoldRepetition(history: PositionHistory, opts: FivefoldOptions = {}): boolean {
  if (!opts.consecutive) return history.occurrences() >= 5;
  const last = history.length - 1;
  if (last < 16 || history.halfmoveClock() < 16) return false;
  const key = history.keys[last];
  for (let back = 4; back <= 16; back += 4) if (history.keys[last - back] !== key) return false;
  return true;
}
