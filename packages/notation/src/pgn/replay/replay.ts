import { ok, type Result } from '@chesslaws/board';
import type { Position, Variant } from '@chesslaws/moves';
import type { LocaleOption } from '../../move/locales.js';
import { fastSan } from '../../move/read/fastSan.js';
import type { PgnError } from '../error.js';
import type { Game, MoveNode } from '../model/game.js';
import { playNode, playUnplainNode } from './playMove.js';
import type { ReplayedMove } from './resolveMove.js';
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
}

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
  game: Game,
  options: ReplayOptions = {},
): Result<MainlineReplay, PgnError> {
  const start = startingPosition(game, options);
  if (!start.ok) return start;
  const keep = options.positions ?? true;
  const moves: ReplayedMove[] = [];
  const positions: Position[] = [];
  let pos = start.value.clone();
  const locale = options.locale;
  let node = game.root.children[0];
  while (node) {
    // Plain SAN is played inline, with no `PlayedMove` to allocate and unwrap.
    const fast = locale === undefined ? fastSan(pos, node.san) : 0;
    let move: ReplayedMove;
    if (fast !== 0) {
      pos.makeWithoutUndo(fast);
      move = sharedMove(fast);
    } else {
      const played = playUnplainNode(pos, node, locale);
      if (!played.ok) return played;
      pos = played.value.after;
      move = played.value.move;
    }
    node.move = move;
    moves.push(move);
    if (keep) positions.push(pos.clone());
    node = node.children[0];
  }
  return ok({ start: start.value, moves, positions, final: pos });
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
  game: Game,
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
