/**
 * The second opinion of the mate search: a depth-first walk over every position reachable from
 * the start (both sides moving), looking for a checkmate of the loser. It runs on the budget
 * the best-first walk (`mateSearch.ts`) leaves: cheaper per node and ordered move by move, it
 * follows long manoeuvres that the best-first estimate misjudges.
 *
 * - A global set of visited position keys makes the walk exhaustive and finite: when it
 *   ends without a mate, no series of legal moves mates, a proof of unwinnability.
 * - Positions after a capture or pawn move get the static test (`isStaticallyUnwinnable`);
 *   a proof cuts the subtree. Moves inside frozen regions cannot change that answer, so the
 *   test runs only after such irreversible moves.
 * - Moves are ordered towards a mate (`orderMoves`) and, where the winner moves, every
 *   checking move is first tried for an immediate mate, so winnable positions end quickly.
 * - A node budget bounds the work: past it the answer is "unknown".
 *
 * Move counters (50/75 moves, repetitions) are ignored: L-5.2.2 asks about legal moves only.
 */
import { type Color, opposite } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';
import type { MateSearchResult } from './mateSearch.js';
import { orderMoves } from './moveOrdering.js';
import { PositionSet } from './positionSet.js';
import { staticProofFor } from './quickDeadCheck.js';

const ROOM = 256;
const MATE = 0;
const DEAD = 1;
const OPEN = 2;

/**
 * Searches for a series of legal moves from `root` that ends with `winner` checkmating the
 * other side, visiting at most about `nodeBudget` positions. `root` is not changed.
 */
export function searchMateDepthFirst(
  root: ReadonlyPosition,
  winner: Color,
  nodeBudget: number,
): MateSearchResult {
  const pos = root.clone();
  const loser = opposite(winner);
  // Small at first: most searches end within a few hundred positions; the arrays grow.
  let buffer = new Int32Array(2 * ROOM);
  let scores = new Int32Array(2 * ROOM);
  const probe = new Int32Array(ROOM);
  const frameStart: number[] = [];
  const frameEnd: number[] = [];
  const frameNext: number[] = [];
  const path: number[] = [];
  const visited = new PositionSet();
  visited.add(pos.hash());
  let top = 0;
  let nodes = 0;

  const expand = (irreversible: boolean): number => {
    nodes++;
    if (top + ROOM > buffer.length) {
      const bigger = new Int32Array(buffer.length * 2);
      bigger.set(buffer);
      buffer = bigger;
      const biggerScores = new Int32Array(buffer.length);
      biggerScores.set(scores);
      scores = biggerScores;
    }
    const count = pos.generate(buffer, top);
    if (count === 0) return pos.turn === loser && pos.isCheck() ? MATE : DEAD;
    if (irreversible && staticProofFor(pos, winner) !== undefined) {
      return DEAD;
    }
    if (pos.turn === winner) {
      for (let i = top; i < top + count; i++) {
        const move = buffer[i]!;
        pos.make(move);
        nodes++;
        const mates = pos.isCheck() && pos.generate(probe, 0) === 0;
        pos.unmake();
        if (mates) {
          path.push(move);
          return MATE;
        }
      }
    }
    orderMoves(pos, winner, buffer, scores, top, count);
    frameStart.push(top);
    frameEnd.push(top + count);
    frameNext.push(top);
    top += count;
    return OPEN;
  };

  const rootState = expand(false); // the caller has tried the static proof on the root
  if (rootState === MATE) return { kind: 'mate', line: path, nodes };
  if (rootState === DEAD) return { kind: 'no-mate', nodes };

  while (frameStart.length > 0) {
    if (nodes > nodeBudget) return { kind: 'budget', nodes };
    const frame = frameStart.length - 1;
    const index = frameNext[frame]!;
    if (index === frameEnd[frame]) {
      top = frameStart.pop()!;
      frameEnd.pop();
      frameNext.pop();
      if (path.length > 0) {
        pos.unmake();
        path.pop();
      }
      continue;
    }
    frameNext[frame] = index + 1;
    const move = buffer[index]!;
    pos.make(move);
    if (!visited.add(pos.hash())) {
      pos.unmake();
      continue;
    }
    path.push(move);
    const state = expand(pos.halfmoves === 0);
    if (state === MATE) return { kind: 'mate', line: path, nodes };
    if (state === DEAD) {
      pos.unmake();
      path.pop();
    }
  }
  return { kind: 'no-mate', nodes };
}
