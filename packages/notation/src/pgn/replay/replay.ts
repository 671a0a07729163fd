import { ok, type Result } from '@chesslaws/board';
import type { Position, Variant } from '@chesslaws/moves';
import type { LocaleOption } from '../../move/locales.js';
import { fastSan } from '../../move/read/fastSan.js';
import type { PgnError } from '../error.js';
import type { MoveNode, PgnGame } from '../model/game.js';
import { readMainlines } from '../model/mainlineLength.js';
import { playNode, playUnplainNode } from './playMove.js';
import { isNullMove, type ReplayedMove, resolveMove } from './resolveMove.js';
import { sharedMove } from './sharedMove.js';
import { startingPosition } from './startingPosition.js';

/** The mainline of a game, replayed. */
export interface MainlineReplay {
  /** The starting position (from the `FEN` tag or the initial position). */
  readonly start: Position;
  /** The mainline moves, in order (each is also its node's `move`). */
  readonly moves: ReplayedMove[];
  /** `positions[i]` is the position after `moves[i]`; empty when not asked for. */
  readonly positions: Position[];
  /** The position after the last move. */
  readonly final: Position;
  /**
   * With `trace: true`, what the replay saw at each position; absent after a null move. Traced,
   * `final` also keeps the undo records of its last moves, at least two (`unmake()` on a copy
   * steps back from the end).
   */
  readonly trace?: ReplayTrace;
}

/**
 * What a replay saw at each position, for a review that would otherwise play the moves again
 * (`pgn check --rules`): index 0 is the start, `i` the position after `i` moves.
 */
export interface ReplayTrace {
  /** Each move as the move integer `Position.make` takes, in order. */
  readonly codes: readonly number[];
  /** The L-9.2.2 key (`Position.hash()`) of each position. */
  readonly keys: readonly number[];
  /** The halfmove clock of each position. */
  readonly clocks: readonly number[];
}

/** The mainline length of the last traced replay: the next one's arrays start that long. */
let lastTraced = 0;

/** Options of {@link replayMainline}. */
export interface ReplayOptions {
  /** Keep a copy of the position after every move (default `true`). */
  readonly positions?: boolean;
  /** The language of the move text, tried before English (forgiving reading finds most anyway). */
  readonly locale?: LocaleOption;
  /**
   * The variants the `Variant` tag may name besides standard chess and Chess960, for a game
   * whose `variant` the reader did not set (`parsePgn(text, { variants })` sets it).
   */
  readonly variants?: readonly Variant[];
  /**
   * Keep a {@link ReplayTrace}: each move's integer, each position's key and clock, and the
   * undo records of the last moves (at least two) in `final` (default `false`).
   */
  readonly trace?: boolean;
}

/**
 * Plays the mainline from the starting position and sets each node's `move`. Fails with
 * the first move that is unreadable or illegal (its line and column in the error), or
 * with a bad `FEN` or unknown `Variant` tag. Each variant's game is played by its rules (drops,
 * explosions, check counts...), from its own start position when there is no `FEN` tag.
 *
 * @example
 * ```ts
 * const [game] = parsePgn('1. e4 e5 2. Nf3 *');
 * const replay = game?.ok ? replayMainline(game.value) : undefined;
 * if (replay?.ok) makeFen(replay.value.final); // 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2'
 * ```
 */
export function replayMainline(
  game: PgnGame,
  options: ReplayOptions = {},
): Result<MainlineReplay, PgnError> {
  const start = startingPosition(game, options);
  if (!start.ok) return start;
  const keep = options.positions ?? true;
  const positions: Position[] = [];
  let pos = start.value.clone();
  const locale = options.locale;
  // The trace's arrays, or undefined when not asked for or a null move broke the chain.
  let codes: number[] | undefined;
  let keys: number[] | undefined;
  let clocks: number[] | undefined;
  let ply = 0;
  // Traced, the arrays are sized by the mainline the reader counted (else by the last traced
  // one) and cut to length at the end: a walk down the tree to count it costs a cache miss a node.
  const counted = options.trace ? readMainlines.get(game) : undefined;
  const sized = options.trace ? (counted ?? lastTraced) : 0;
  const moves: ReplayedMove[] = options.trace ? new Array<ReplayedMove>(sized) : [];
  if (options.trace) {
    codes = new Array<number>(sized);
    keys = new Array<number>(sized + 1);
    clocks = new Array<number>(sized + 1);
    keys[0] = pos.hash();
    clocks[0] = pos.halfmoves;
  }
  let played = 0;
  let node = game.root.children[0];
  while (node) {
    const next = node.children[0];
    // Traced, the last two moves keep undo records (a review steps back from the end): known
    // from the reader's count, or by looking a node ahead in a tree that was not read.
    const record =
      codes !== undefined &&
      (counted !== undefined
        ? played >= counted - 2
        : next === undefined || next.children.length === 0);
    // Plain SAN is played inline, with no `PlayedNode` to allocate and unwrap.
    const fast = locale === undefined ? fastSan(pos, node.san) : 0;
    let move: ReplayedMove;
    let code = fast;
    if (fast !== 0) {
      if (record) pos.make(fast);
      else pos.makeWithoutUndo(fast);
      move = sharedMove(fast);
    } else {
      // Traced, a move read forgivingly is played here, as `playUnplainNode` would, to keep its integer.
      const read = codes && resolveMove(pos, node.san, locale === undefined ? {} : { locale });
      if (read?.ok && !isNullMove(read.value)) code = pos.encodeLegal(read.value);
      if (code !== 0) {
        if (record) pos.make(code);
        else pos.makeWithoutUndo(code);
        move = (read as { value: ReplayedMove }).value;
      } else {
        const unplain = playUnplainNode(pos, node, locale);
        if (!unplain.ok) return unplain;
        pos = unplain.value.after;
        move = unplain.value.move;
      }
    }
    if (codes) {
      if (code === 0) codes = keys = clocks = undefined;
      else {
        codes[ply] = code;
        keys![++ply] = pos.hash();
        clocks![ply] = pos.halfmoves;
      }
    }
    node.move = move;
    moves[played++] = move;
    if (keep) positions.push(pos.clone());
    node = next;
  }
  moves.length = played;
  if (codes && pos.undoDepth < Math.min(2, ply)) {
    // A tree cut shorter after it was read: its last two moves are made again with records.
    pos = start.value.clone({ undo: false });
    for (let i = 0; i < ply; i++)
      if (i < ply - 2) pos.makeWithoutUndo(codes[i]!);
      else pos.make(codes[i]!);
  }
  const final = pos;
  if (!codes) return ok({ start: start.value, moves, positions, final });
  codes.length = ply;
  keys!.length = ply + 1;
  clocks!.length = ply + 1;
  lastTraced = ply;
  return ok({
    start: start.value,
    moves,
    positions,
    final,
    trace: { codes, keys: keys!, clocks: clocks! },
  });
}

/**
 * Called by {@link replayGame} for each move: `before` is the position before
 * it (valid only during the call), `move` the move read.
 */
export type MoveCallback = (node: MoveNode, move: ReplayedMove, before: Position) => void;

/**
 * Plays every move of the tree, variations included, depth first with each
 * continuation before its variations, without recursion, and sets each node's
 * `move`. Fails with the first unreadable or illegal move anywhere in the tree.
 * Gives the position at the end of the mainline.
 */
export function replayGame(
  game: PgnGame,
  onMove?: MoveCallback,
  options: Pick<ReplayOptions, 'locale' | 'variants'> = {},
): Result<Position, PgnError> {
  const start = startingPosition(game, options);
  if (!start.ok) return start;
  const stack: Array<{ node: MoveNode; pos: Position }> = [];
  const push = (children: MoveNode[], pos: Position): void => {
    // Children in reverse so the continuation is read first; it takes `pos`, the others copies.
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i]!, pos: i === 0 ? pos : pos.clone() });
  };
  push(game.root.children, start.value.clone());
  let final = start.value;
  while (stack.length > 0) {
    const { node, pos } = stack.pop()!;
    const played = playNode(onMove ? pos.clone() : pos, node, options);
    if (!played.ok) return played;
    const { move, after } = played.value;
    node.move = move;
    onMove?.(node, move, pos);
    push(node.children, after);
    if (node.children.length === 0 && final === start.value) final = after;
  }
  return ok(final);
}
