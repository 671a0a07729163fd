import { err, ok, type Result } from '@chesslaws/board';
import {
  decodeMove,
  IllegalMoveError,
  type Move,
  type Position,
  type ReadonlyPosition,
} from '@chesslaws/moves';
import { HistoryError } from './historyError.js';

/**
 * A null move as `@chesslaws/notation`'s PGN replay gives it (`{ kind: 'null' }` for `--`,
 * `Z0`), declared here by shape so that this package need not depend on notation. Accepted by
 * `fromMoves`' type only to be refused at run time with `ERR_HISTORY_NULL_MOVE`.
 */
export interface NullMoveLike {
  /** Always `'null'`. */
  readonly kind: 'null';
}

/** What {@link PositionHistory.play} learned about the move it played. */
export interface HistoryStep {
  /** The move as stored in `moves` (canonical: castling as the king onto its rook). */
  readonly move: Move;
  /** Zero-based index of the move in the history's `moves` (the first move is ply 0). */
  readonly ply: number;
  /** The L-9.2.2 key of the position after the move (`keys[ply + 1]`). */
  readonly key: number;
  /** True for a pawn move or a capture: the halfmove clock went back to 0 (L-9.3). */
  readonly zeroing: boolean;
}

const isNullMove = (move: unknown): move is NullMoveLike =>
  typeof move === 'object' && move !== null && (move as Partial<NullMoveLike>).kind === 'null';

/**
 * The positions of a game so far, as the draw rules need them: one L-9.2.2 identity key
 * (`pos.hash()`: side to move, pieces, castling rights, e.p. only when a capture is legal)
 * and one halfmove count since the last pawn move or capture per position.
 *
 * Built from a start position and appended move by move (`play` mutates, like
 * `Position.play`; `clone()` when you need a copy), and taken back with `undo` / `cutAt`
 * (a takeback, the position restored before an illegal move, L-7.5.1, an arbiter's
 * correction). Positions before the start position are unknown: a game set up from a FEN
 * repeats only positions played from that FEN, and its halfmove clock continues from the
 * FEN's counter.
 */
export class PositionHistory {
  // Found from `#current` by unmaking every move the first time it is asked (most never are).
  #start: Position | undefined;
  // Played with `make`, so its undo stack holds one record per move of `#moves`.
  readonly #current: Position;
  readonly #keys: number[];
  readonly #halfmoveClocks: number[];
  readonly #moves: Move[];

  private constructor(
    start: Position | undefined,
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
  static fromPosition(start: ReadonlyPosition): PositionHistory {
    return new PositionHistory(
      undefined,
      start.clone({ undo: false }),
      [start.hash()],
      [start.halfmoves],
      [],
    );
  }

  /**
   * A history of `moves` played from `start`, or a `HistoryError` naming the first bad move
   * (`location.ply`, `index`): `ERR_HISTORY_NULL_MOVE` for a null move (a PGN `--` from
   * notation's `replayMainline`: the Laws have no pass, so a history cannot hold one),
   * `ERR_HISTORY_ILLEGAL_MOVE` for a move that is not legal there or not a move at all.
   */
  static fromMoves(
    start: ReadonlyPosition,
    moves: Iterable<Move | NullMoveLike>,
  ): Result<PositionHistory, HistoryError> {
    const history = PositionHistory.fromPosition(start);
    for (const move of moves) {
      const ply = history.#moves.length;
      if (isNullMove(move)) return err(new HistoryError('ERR_HISTORY_NULL_MOVE', ply));
      const m = typeof move === 'object' && move !== null ? history.#current.encodeLegal(move) : 0;
      if (m === 0) return err(new HistoryError('ERR_HISTORY_ILLEGAL_MOVE', ply));
      history.#record(m);
    }
    return ok(history);
  }

  /**
   * Plays `move` on the current position and records the new one; returns what it learned
   * (the canonical move, its ply, the new key, whether it reset the halfmove clock). Throws
   * `IllegalMoveError` (a caller bug) if the move is not legal: check with `current.isLegal`.
   */
  play(move: Move): HistoryStep {
    const m = this.#current.encodeLegal(move);
    if (m === 0) throw new IllegalMoveError(move);
    return this.#record(m);
  }

  /**
   * {@link play} for the move integer `m` of a move the caller has just found legal in the
   * current position (`encodeLegal`, or a move `generate` listed): the legality test is not
   * made twice, and no step is built: it returns the move played (the one the history keeps).
   * A move that is not legal there corrupts the history.
   */
  make(m: number): Move {
    return this.#moves[this.#append(m)]!;
  }

  /**
   * Makes room for `moves` more moves at once (the current position's undo records), so a
   * replay of a known length does not grow its stack move by move. Changes nothing else.
   */
  reserve(moves: number): void {
    this.#current.reserveUndo(moves);
  }

  // Plays the legal move integer `m` and returns its step.
  #record(m: number): HistoryStep {
    const ply = this.#append(m);
    const key = this.#keys[ply + 1]!;
    return { move: this.#moves[ply]!, ply, key, zeroing: this.#halfmoveClocks[ply + 1] === 0 };
  }

  // Plays the legal move integer `m` with an undo record, appends the new position; its ply.
  #append(m: number): number {
    const pos = this.#current;
    pos.make(m);
    this.#moves.push(decodeMove(m));
    this.#keys.push(pos.hash());
    // The position's own clock: 0 exactly after a pawn move or a capture.
    this.#halfmoveClocks.push(pos.halfmoves);
    return this.#moves.length - 1;
  }

  /**
   * Takes back the last move and returns it, or `undefined` at the start position. The
   * position, its key, clocks, castling rights and e.p. square are exactly as before the move.
   */
  undo(): Move | undefined {
    if (this.#moves.length === 0) return undefined;
    this.#current.unmake();
    this.#keys.pop();
    this.#halfmoveClocks.pop();
    return this.#moves.pop();
  }

  /**
   * Keeps the first `ply` moves and takes back the rest, last first; returns the moves taken
   * back in game order (`cutAt(step.ply)` takes back that step's move and all after it).
   * Throws a `HistoryError` `ERR_HISTORY_PLY_RANGE` (a caller bug) unless
   * `0 <= ply <= moves.length` is an integer. Costs one `undo` per move taken back.
   */
  cutAt(ply: number): Move[] {
    if (!Number.isInteger(ply) || ply < 0 || ply > this.#moves.length) {
      throw new HistoryError('ERR_HISTORY_PLY_RANGE', ply);
    }
    const removed = this.#moves.slice(ply);
    for (let n = removed.length; n > 0; n--) this.#current.unmake();
    this.#moves.length = ply;
    this.#keys.length = ply + 1;
    this.#halfmoveClocks.length = ply + 1;
    return removed;
  }

  /** An independent copy (it can `undo` as far back as this one). */
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
    return this.#startPosition().clone();
  }

  /** The start position, kept (never played on) once found. */
  #startPosition(): Position {
    if (!this.#start) {
      // `#current` holds an undo record of every move since the start, and only those.
      const start = this.#current.clone();
      for (let n = this.#moves.length; n > 0; n--) start.unmake();
      this.#start = start.clone({ undo: false });
    }
    return this.#start;
  }

  /**
   * The current position, live and without a copy: do not mutate it (the type has no
   * mutating method; do not cast it away), and read it before the next `play`, `undo` or
   * `cutAt`, which change it in place. `clone()` it to keep it or play on it.
   */
  get current(): ReadonlyPosition {
    return this.#current;
  }

  /** The current position (a copy: playing on it does not change the history). */
  get position(): Position {
    // Without the history's undo records: the copy cannot go back, and copying them costs O(plies).
    return this.#current.clone({ undo: false });
  }

  /**
   * The current position without a copy.
   * @deprecated Use {@link PositionHistory.current}, the same live position typed read-only.
   * Kept for existing callers; to be removed in a later minor version.
   */
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

  /** The L-9.2.2 key of the position at `index` (default: the current one), without the whole list. */
  key(index = this.#keys.length - 1): number {
    return this.#keys[index]!;
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
