/**
 * The dynamic half of the unwinnability decision: a best-first walk over every position
 * reachable from the start (both sides moving, a helpmate), looking for a checkmate of the loser.
 *
 * - The position that looks closest to a mate (`mateDistance`) is expanded first (the newest
 *   among equals, so it dives like a depth-first walk), and winnable positions end after few
 *   nodes; `shortenLine` then removes the detours of the line found.
 * - A global set of visited position keys makes the walk exhaustive and finite: when the queue
 *   empties without a mate, no series of legal moves mates, a proof of unwinnability. The order
 *   of the walk does not matter for that proof.
 * - Positions reached by a capture or pawn move get the static test (`isStaticallyUnwinnable`);
 *   a proof cuts the subtree. Moves inside frozen regions cannot change that answer.
 * - Every move of the winner that checks is tested for mate when it is generated.
 * - A node budget bounds the work: past it the answer is "unknown".
 *
 * Move counters (50/75 moves, repetitions) are ignored: L-5.2.2 asks about legal moves only.
 */
import type { Color } from '@chesslaws/board';
import { MAX_MOVES, type ReadonlyPosition } from '@chesslaws/moves';
import { mateDistance } from './mateDistance.js';
import { NodeQueue } from './nodeQueue.js';
import { PositionSet } from './positionSet.js';
import { staticProofFor } from './quickDeadCheck.js';

/** How a mate search ended: a mating line (move integers), a proof that none exists, or out of budget. */
export type MateSearchResult =
  | { readonly kind: 'mate'; readonly line: readonly number[]; readonly nodes: number }
  | { readonly kind: 'no-mate'; readonly nodes: number }
  | { readonly kind: 'budget'; readonly nodes: number };

/** The search tree: for each node its parent, the move into it and its depth. */
class SearchTree {
  // Small at first (most searches end within a few hundred nodes); `add` doubles them.
  parent = new Int32Array(256);
  move = new Int32Array(256);
  depth = new Int32Array(256);
  size = 1; // node 0 is the root

  add(parent: number, move: number): number {
    if (this.size === this.parent.length) this.#grow();
    const node = this.size++;
    this.parent[node] = parent;
    this.move[node] = move;
    this.depth[node] = this.depth[parent]! + 1;
    return node;
  }

  /** The moves from the root to `node`. */
  line(node: number): number[] {
    const line: number[] = [];
    for (let at = node; at !== 0; at = this.parent[at]!) line.push(this.move[at]!);
    return line.reverse();
  }

  #grow(): void {
    for (const field of ['parent', 'move', 'depth'] as const) {
      const bigger = new Int32Array(this[field].length * 2);
      bigger.set(this[field]);
      this[field] = bigger;
    }
  }
}

/**
 * Searches for a series of legal moves from `root` that ends with `winner` checkmating the
 * other side, visiting at most about `nodeBudget` positions. `root` is not changed; the caller
 * has already tried the static proof on it.
 */
export function searchMate(
  root: ReadonlyPosition,
  winner: Color,
  nodeBudget: number,
): MateSearchResult {
  const pos = root.clone();
  const buffer = new Int32Array(MAX_MOVES);
  const tree = new SearchTree();
  const queue = new NodeQueue();
  const visited = new PositionSet();
  const pending: number[] = [];
  visited.add(pos.hash());
  queue.push(0, 0);
  let at = 0; // the node `pos` stands on
  let nodes = 0;

  // Walks `pos` from node `at` to node `target` through their common ancestor.
  const goTo = (target: number): void => {
    const { parent, move, depth } = tree;
    let a = at;
    let b = target;
    pending.length = 0;
    while (depth[a]! > depth[b]!) {
      pos.unmake();
      a = parent[a]!;
    }
    while (depth[b]! > depth[a]!) {
      pending.push(move[b]!);
      b = parent[b]!;
    }
    while (a !== b) {
      pos.unmake();
      a = parent[a]!;
      pending.push(move[b]!);
      b = parent[b]!;
    }
    for (let i = pending.length - 1; i >= 0; i--) pos.make(pending[i]!);
    at = target;
  };

  while (queue.size > 0) {
    if (nodes > nodeBudget) return { kind: 'budget', nodes };
    const node = queue.pop();
    goTo(node);
    nodes++;
    const count = pos.generate(buffer, 0);
    if (count === 0) continue; // stalemate, or the winner is mated
    if (node !== 0 && pos.halfmoves === 0 && staticProofFor(pos, winner) !== undefined) {
      continue;
    }
    const winnerMoves = pos.turn === winner;
    for (let i = 0; i < count; i++) {
      const move = buffer[i]!;
      pos.make(move);
      if (!visited.add(pos.hash())) {
        pos.unmake();
        continue;
      }
      nodes++;
      if (winnerMoves && pos.isCheck() && !pos.hasLegalMoves()) {
        const line = tree.line(node);
        line.push(move);
        return { kind: 'mate', line, nodes };
      }
      const priority = mateDistance(pos, winner);
      pos.unmake();
      queue.push(tree.add(node, move), priority);
    }
  }
  return { kind: 'no-mate', nodes };
}
