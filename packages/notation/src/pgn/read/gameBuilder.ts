import { err, ok, type PgnResult, type Result } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import type { PgnError } from '../error.js';
import { type PgnComment, parseComment } from '../model/comment.js';
import {
  emptyGame,
  type MoveNode,
  type PgnGame,
  type PgnParent,
  type PgnPosition,
} from '../model/game.js';
import { readMainlines } from '../model/mainlineLength.js';
import { parseVariant } from '../model/variant.js';
import { type PgnVisitor, SKIP } from '../visitor.js';

// A node shares this frozen empty list until its first move comes, so that a move followed by
// another (most of them) allocates no list that is thrown away at once. Each node that ends a
// line is given a list of its own before the game is handed out.
const NO_CHILDREN = Object.freeze([]) as unknown as MoveNode[];

/** The line being read, saved while a variation is read. */
interface Frame {
  readonly parent: PgnParent;
  readonly grandparent: PgnParent | undefined;
  readonly hasMove: boolean;
  readonly pending: PgnComment[] | undefined;
}

/**
 * A {@link PgnVisitor} that builds {@link PgnGame} trees, with an explicit stack
 * for variations (never recursion), and hands each finished game (or its first
 * error) to `onGame`. A game's `Variant` tag is resolved among standard chess, Chess960 and
 * `variants` (`game.variant`); a game in any other is refused with `ERR_PGN_VARIANT`, located
 * at the tag, and its movetext skipped.
 */
export class GameBuilder implements PgnVisitor {
  readonly #onGame: (game: Result<PgnGame, PgnError>) => void;
  readonly #variants: readonly Variant[] | undefined;
  #game: PgnGame = emptyGame();
  #failure: PgnError | undefined;
  #variantAt: PgnPosition | undefined;
  /** The node whose children get the next move. */
  #parent: PgnParent = this.#game.root;
  /** The parent of `parent`, where a variation of the last move goes. */
  #grandparent: PgnParent | undefined;
  /** Whether the current line has a move yet (else comments wait for its first move). */
  #hasMove = false;
  #pending: PgnComment[] | undefined;
  #stack: Frame[] = [];
  /** The nodes a line left (they may be leaves, sharing `NO_CHILDREN`), mended in `endGame`. */
  readonly #lineEnds: PgnParent[] = [];
  /** Moves of the mainline so far (`readMainlines`). */
  #mainline = 0;

  constructor(onGame: (game: Result<PgnGame, PgnError>) => void, variants?: readonly Variant[]) {
    this.#onGame = onGame;
    this.#variants = variants;
  }

  beginGame(line: number, column: number): void {
    this.#game = emptyGame();
    this.#game.location = { line, column };
    this.#failure = undefined;
    this.#variantAt = undefined;
    this.#parent = this.#game.root;
    this.#grandparent = undefined;
    this.#hasMove = false;
    this.#pending = undefined;
    this.#stack = [];
    this.#lineEnds.length = 0;
    this.#mainline = 0;
  }

  tag(name: string, value: string, line: number, column: number): void {
    this.#game.headers.set(name, value);
    if (name === 'Variant') this.#variantAt = { line, column };
    else if (name === 'FEN') this.#game.fenLocation = { line, column };
  }

  endTags(): typeof SKIP | undefined {
    const tag = this.#game.headers.get('Variant');
    if (tag === undefined) return undefined; // standard chess, the common case: nothing to set
    const variant = parseVariant(tag, { variants: this.#variants, at: this.#variantAt });
    if (variant.ok) {
      this.#game.variant = variant.value;
      return undefined;
    }
    this.#failure ??= variant.error;
    return SKIP;
  }

  san(text: string, line: number, column: number): void {
    // Every node gets one shape: `move` is reserved for the replay's `node.move = ...`, and
    // `comments` and `nags` for the few moves that have them. With a shape per mix of those
    // (five or more in a typical game), every read of a node would go through V8's slow
    // megamorphic lookup, in the replay, the writer and the caller's own code alike.
    const node: MoveNode = {
      san: text,
      move: undefined,
      children: NO_CHILDREN,
      line,
      column,
      comments: undefined,
      nags: undefined,
    };
    if (this.#pending) {
      node.startingComments = this.#pending;
      this.#pending = undefined;
    }
    if (this.#stack.length === 0) this.#mainline++;
    const siblings = this.#parent.children;
    // Most moves have one child: an exact one-slot array, as push would reserve 16.
    if (siblings.length === 0) this.#parent.children = [node];
    else siblings.push(node);
    this.#grandparent = this.#parent;
    this.#parent = node;
    this.#hasMove = true;
  }

  // Lists start as exact one-slot literals (lichess gives every move a clock comment; a push
  // onto an empty array would reserve 17 slots), and grow by push when there is a second.
  comment(text: string): void {
    const comment = parseComment(text);
    if (this.#hasMove) {
      const node = this.#parent as MoveNode;
      if (node.comments === undefined) node.comments = [comment];
      else node.comments.push(comment);
    } else if (this.#stack.length === 0) this.#game.root.comments.push(comment);
    else if (this.#pending === undefined) this.#pending = [comment];
    else this.#pending.push(comment);
  }

  nag(nag: number): void {
    if (!this.#hasMove) return;
    const node = this.#parent as MoveNode;
    if (node.nags === undefined) node.nags = [nag];
    else node.nags.push(nag);
  }

  beginVariation(): undefined {
    this.#lineEnds.push(this.#parent);
    this.#stack.push({
      parent: this.#parent,
      grandparent: this.#grandparent,
      hasMove: this.#hasMove,
      pending: this.#pending,
    });
    // A variation replaces the last move; with no last move it has nothing to hang on, so it is read and dropped.
    this.#parent = this.#hasMove && this.#grandparent ? this.#grandparent : { children: [] };
    this.#grandparent = undefined;
    this.#hasMove = false;
    this.#pending = undefined;
    return undefined;
  }

  endVariation(): void {
    const frame = this.#stack.pop();
    if (!frame) return;
    this.#lineEnds.push(this.#parent);
    this.#parent = frame.parent;
    this.#grandparent = frame.grandparent;
    this.#hasMove = frame.hasMove;
    this.#pending = frame.pending;
  }

  result(result: PgnResult): void {
    this.#game.result = result;
  }

  error(error: PgnError): void {
    this.#failure ??= error;
  }

  endGame(): void {
    const game = this.#game;
    const ends = this.#lineEnds;
    ends.push(this.#parent);
    for (let i = 0; i < ends.length; i++)
      if (ends[i]!.children === NO_CHILDREN) ends[i]!.children = [];
    ends.length = 0;
    if (this.#failure) this.#onGame(err(this.#failure));
    // Stray comments between games are not a game.
    else if (game.headers.size > 0 || game.root.children.length > 0 || game.result !== undefined) {
      readMainlines.set(game, this.#mainline);
      this.#onGame(ok(game));
    }
  }
}
