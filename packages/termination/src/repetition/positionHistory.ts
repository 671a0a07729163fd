import { ChesslawsError, err, ok, type Result } from '@chesslaws/board';
import type { Move, Position } from '@chesslaws/moves';

/** A move list that does not replay from its start position; `index` is the first illegal move's. */
export class HistoryError extends ChesslawsError<'ERR_HISTORY_ILLEGAL_MOVE'> {
  /** Zero-based index of the first illegal move in the list. */
  readonly index: number;

  constructor(index: number) {
    super('ERR_HISTORY_ILLEGAL_MOVE', `move ${index + 1} is illegal`, { offset: index });
    this.index = index;
  }
}

/**
 * The positions of a game so far, as the draw rules need them: one L-9.2.2 identity key
 * (`pos.hash()`: side to move, pieces, castling rights, e.p. only when a capture is legal)
 * and one halfmove count since the last pawn move or capture per position.
 *
 * Built from a start position and appended to move by move (`play` mutates, like
 * `Position.play`; `clone()` when you need a copy). Positions before the start position are
 * unknown: a game set up from a FEN repeats only positions played from that FEN, and its
 * halfmove clock continues from the FEN's counter.
 */
export class PositionHistory {
  readonly #start: Position;
  #current: Position;
  readonly #keys: number[];
  readonly #halfmoveClocks: number[];
  readonly #moves: Move[];

  private constructor(
    start: Position,
    current: Position,
    keys: number[],
    clocks: number[],
    moves: Move[],
  ) {
    this.#start = start;
    this.#current = current;
    this.#keys = keys;
    this.#halfmoveClocks = clocks;
    this.#moves = moves;
  }

  /** A history holding just `start` (copied; later changes to `start` do not leak in). */
  static fromPosition(start: Position): PositionHistory {
    return new PositionHistory(start.clone(), start.clone(), [start.hash()], [start.halfmoves], []);
  }

  /** A history of `moves` played from `start`; an error names the first illegal move's index. */
  static fromMoves(start: Position, moves: Iterable<Move>): Result<PositionHistory, HistoryError> {
    const history = PositionHistory.fromPosition(start);
    for (const move of moves) {
      if (!history.#current.isLegal(move)) {
        return err(new HistoryError(history.#moves.length));
      }
      history.play(move);
    }
    return ok(history);
  }

  /** Plays `move` on the current position and records the new one. Throws `IllegalMoveError` (a caller bug) if illegal. */
  play(move: Move): void {
    const zeroing = this.#current.isZeroing(move);
    const canonical = this.#current.normalizeMove(move) ?? move;
    this.#current.play(canonical);
    this.#moves.push(canonical);
    this.#keys.push(this.#current.hash());
    this.#halfmoveClocks.push(
      zeroing ? 0 : this.#halfmoveClocks[this.#halfmoveClocks.length - 1]! + 1,
    );
  }

  /** An independent copy. */
  clone(): PositionHistory {
    return new PositionHistory(
      this.#start,
      this.#current.clone(),
      [...this.#keys],
      [...this.#halfmoveClocks],
      [...this.#moves],
    );
  }

  /** The start position (a copy). */
  get start(): Position {
    return this.#start.clone();
  }

  /** The current position (a copy: playing on it does not change the history). */
  get position(): Position {
    return this.#current.clone();
  }

  /** The current position without a copy, for read-only use inside this package. */
  peekPosition(): Position {
    return this.#current;
  }

  /** The moves played since the start position. */
  get moves(): readonly Move[] {
    return this.#moves;
  }

  /** The L-9.2.2 key of every position, start first; the last one is the current position's. */
  get keys(): readonly number[] {
    return this.#keys;
  }

  /** The number of positions (moves played + 1). */
  get length(): number {
    return this.#keys.length;
  }

  /** Halfmoves since the last pawn move or capture at position `index` (default: the current one). */
  halfmoveClock(index = this.#keys.length - 1): number {
    return this.#halfmoveClocks[index]!;
  }

  /**
   * How many times the position at `index` (default: the current one) has appeared up to and
   * including `index`. Only positions since the last pawn move or capture can match it.
   */
  occurrences(index = this.#keys.length - 1): number {
    const key = this.#keys[index]!;
    const oldest = Math.max(0, index - this.#halfmoveClocks[index]!);
    let count = 1;
    for (let j = index - 2; j >= oldest; j -= 2) if (this.#keys[j] === key) count++;
    return count;
  }

  /**
   * How many times a position with `key` has appeared so far, counted as for the position a
   * non-zeroing move from the current position would produce (same side to move as one ply
   * back, and only since the last pawn move or capture).
   */
  occurrencesOfNextKey(key: number): number {
    const last = this.#keys.length - 1;
    const oldest = Math.max(0, last - this.#halfmoveClocks[last]!);
    let count = 0;
    for (let j = last - 1; j >= oldest; j -= 2) if (this.#keys[j] === key) count++;
    return count;
  }
}
