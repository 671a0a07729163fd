/**
 * A game as read from PGN: tags, and the movetext as a tree of moves whose
 * first child continues the line and whose other children are variations.
 */
import type { GameResult } from '../visitor.js';
import type { PgnComment } from './comment.js';

/** Where something starts in the PGN text: one-based line and column. */
export interface PgnPosition {
  readonly line: number;
  readonly column: number;
}

/** What the root of the tree and every move share: the moves that follow. */
export interface PgnParent {
  /** The continuation first (the mainline), then the variations, in the order written. */
  children: MoveNode[];
}

/** The start of the game: the moves from the initial position and the comments before them. */
export interface PgnRoot extends PgnParent {
  /** Comments before the first move (the game comment). */
  comments: PgnComment[];
}

/** One move in the tree. */
export interface MoveNode extends PgnParent {
  /** The move exactly as written (SAN, LAN, UCI, localized, `--`...), without glyphs. */
  san: string;
  /** Comments written before the move (only at the start of a variation). */
  startingComments?: PgnComment[];
  /** Comments after the move, including their parsed `[%clk]`, `[%eval]`... */
  comments?: PgnComment[];
  /** Numeric annotation glyphs (`!` is 1, `?` is 2, `$18` is 18...). */
  nags?: number[];
  /** Where the move is in the source text (absent for moves built in code). */
  line?: number;
  /** Column of the move in the source text. */
  column?: number;
}

/** A game: tags in a `Map` (never a plain object, so no tag name can touch a prototype) and a move tree. */
export interface Game {
  /** Tag pairs in the order read (later duplicates replace earlier values). */
  headers: Map<string, string>;
  /** The move tree. */
  root: PgnRoot;
  /** The termination marker at the end of the movetext, when there was one. */
  result?: GameResult;
  /** Where the game starts in the source. */
  location?: PgnPosition;
}

/** An empty game: no tags, no moves. */
export const emptyGame = (): Game => ({ headers: new Map(), root: { children: [], comments: [] } });

/** The moves of the mainline, from the first. */
export function* mainline(game: Game): Generator<MoveNode, void, undefined> {
  let node = game.root.children[0];
  while (node) {
    yield node;
    node = node.children[0];
  }
}

/** The clock times of the mainline moves, `undefined` where a move has none (`[%clk]`). */
export function mainlineClocks(game: Game): Array<number | undefined> {
  const clocks: Array<number | undefined> = [];
  for (const node of mainline(game))
    clocks.push(node.comments?.find((c) => c.clock !== undefined)?.clock);
  return clocks;
}
