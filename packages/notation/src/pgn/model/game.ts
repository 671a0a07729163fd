/**
 * A game as read from PGN: tags, and the movetext as a tree of moves whose
 * first child continues the line and whose other children are variations.
 */
import { GAME_RESULTS, type PgnResult } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import type { ReplayedMove } from '../replay/resolveMove.js';
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
  /**
   * The move itself (castling as king onto rook, or the null move), once known: set by
   * `replayMainline` and `replayGame` on every node they play, and by `buildGame`.
   * Absent on a node not replayed yet; it describes `san` as it was when replayed.
   */
  move?: ReplayedMove;
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
export interface PgnGame {
  /** Tag pairs in the order read (later duplicates replace earlier values). */
  headers: Map<string, string>;
  /** The move tree. */
  root: PgnRoot;
  /**
   * The termination marker at the end of the movetext, when there was one. `makePgn`
   * writes it both there and as the `Result` tag (one source of truth).
   */
  result?: PgnResult;
  /** Where the game starts in the source. */
  location?: PgnPosition;
  /** Where the `FEN` tag is in the source (a bad FEN is reported there). */
  fenLocation?: PgnPosition;
  /**
   * The rules the game is played under: set by the readers from the `Variant` tag (with the
   * variants they were given) and by `buildGame`; the replays and `makePgn` use it. Absent,
   * the `Variant` tag is read again (standard chess without one).
   */
  variant?: Variant;
}

/** An empty game: no tags, no moves. */
export const emptyGame = (): PgnGame => ({
  headers: new Map(),
  root: { children: [], comments: [] },
});

/** The moves of the mainline, from the first. */
export function* mainline(game: PgnGame): Generator<MoveNode, void, undefined> {
  let node = game.root.children[0];
  while (node) {
    yield node;
    node = node.children[0];
  }
}

/** The clock times of the mainline moves in milliseconds, `undefined` where a move has none (`[%clk]`). */
export function mainlineClocks(game: PgnGame): Array<number | undefined> {
  const clocks: Array<number | undefined> = [];
  for (const node of mainline(game))
    clocks.push(node.comments?.find((c) => c.clock !== undefined)?.clock);
  return clocks;
}

const isPgnResult = (value: string | undefined): value is PgnResult =>
  value === '*' || (GAME_RESULTS as readonly (string | undefined)[]).includes(value);

/**
 * The one result a game is written with, in the `Result` tag and at the end of the movetext
 * alike: the movetext's marker (`game.result`), else a valid `Result` tag, else `*`.
 */
export const resultOf = (game: PgnGame): PgnResult => {
  const tag = game.headers.get('Result');
  return game.result ?? (isPgnResult(tag) ? tag : '*');
};
