import { ChesslawsError } from '@chesslaws/board';

/**
 * The codes of a {@link HistoryError}:
 * - `ERR_HISTORY_ILLEGAL_MOVE`: a move of the list is not legal where it stands (or is not a move);
 * - `ERR_HISTORY_NULL_MOVE`: the list holds a null move (PGN `--`, `Z0`), which is not a move
 *   of the game: the Laws have no pass, so no repetition or move count can run across it;
 * - `ERR_HISTORY_PLY_RANGE`: `cutAt` was asked for a ply outside the history (thrown: a caller bug).
 */
export type HistoryErrorCode =
  | 'ERR_HISTORY_ILLEGAL_MOVE'
  | 'ERR_HISTORY_NULL_MOVE'
  | 'ERR_HISTORY_PLY_RANGE';

const MESSAGES: Record<HistoryErrorCode, (ply: number) => string> = {
  ERR_HISTORY_ILLEGAL_MOVE: (ply) => `move ${ply + 1} is illegal`,
  ERR_HISTORY_NULL_MOVE: (ply) => `move ${ply + 1} is a null move, which a game cannot contain`,
  ERR_HISTORY_PLY_RANGE: (ply) => `ply ${ply} is outside the history`,
};

/** A move list that does not replay from its start position, or a ply outside the history. */
export class HistoryError extends ChesslawsError<HistoryErrorCode> {
  /** Zero-based index of the offending move in the list (also `location.ply`). */
  readonly index: number;

  constructor(code: HistoryErrorCode, ply: number) {
    super(code, MESSAGES[code](ply), { ply });
    this.index = ply;
  }
}
