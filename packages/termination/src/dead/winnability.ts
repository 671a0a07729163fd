import { type Color, opposite } from '@chesslaws/board';
import { decodeMove, type Move, type ReadonlyPosition } from '@chesslaws/moves';
import { variantCannotWin } from '../variant/variantEnds.js';
import { searchMateDepthFirst } from './depthFirstMateSearch.js';
import { hintedLine, rememberLine } from './lineHints.js';
import { type MateSearchResult, searchMate } from './mateSearch.js';
import { staticProofFor } from './quickDeadCheck.js';
import { shortenLine } from './shortenLine.js';

/**
 * Whether a side can still checkmate by some series of legal moves (L-5.2.2, L-6.9):
 * - `winnable`, with a mating `line` from the position as proof (replay it to check);
 * - `unwinnable`, with how it was proved: `material` (insufficient material), `static`
 *   (frozen pawns, no mate pattern) or `search` (every reachable position visited);
 * - `unknown` when the node budget ran out first.
 * `nodes` is the number of positions the search visited.
 */
export type Winnability =
  | { readonly verdict: 'winnable'; readonly line: readonly Move[]; readonly nodes: number }
  | {
      readonly verdict: 'unwinnable';
      readonly proof: 'material' | 'static' | 'search';
      readonly nodes: number;
    }
  | { readonly verdict: 'unknown'; readonly nodes: number };

/** Options of {@link analyzeWinnability}. */
export interface WinnabilityOptions {
  /**
   * The most positions the search may visit before answering `unknown`; the worst-case time
   * grows linearly with it (about 1-3 µs per node). Default {@link DEFAULT_NODE_BUDGET}.
   */
  readonly nodeBudget?: number;
  /**
   * Try the mating lines found lately (by calls that also set this) before searching: for
   * positions asked about one move after another, as a rule run after every move asks. A line
   * counts only once replayed from the position to a mate, so `winnable` and `unwinnable`
   * are what the search alone answers, except that a budget the search would spend (`unknown`)
   * may end in a proved `winnable`. Default `false`: every answer from the position alone.
   */
  readonly reuseLines?: boolean;
}

/** The share of the node budget left to the depth-first walk when the best-first one fails. */
const DEPTH_FIRST_SHARE = 0.15;
/**
 * The same share without pawns: mates by minor pieces there need the loser's piece as a blocker
 * in a corner, which the best-first estimate steers to poorly and the depth-first walk reaches
 * within some 40 000 nodes (K+N v K+B, K+B v K+N).
 */
const PAWNLESS_DEPTH_FIRST_SHARE = 0.25;

const addNodes = (result: MateSearchResult, nodes: number): MateSearchResult => ({
  ...result,
  nodes: result.nodes + nodes,
});

/** The default node budget of {@link analyzeWinnability}: a few hundred milliseconds at worst. */
export const DEFAULT_NODE_BUDGET = 200_000;

/**
 * Decides whether `winner` can checkmate its opponent by any series of legal moves from `pos`
 * (the opponent cooperating): Ambrona's approach, a cheap static proof first, then an
 * exhaustive search steered towards a mate, with cuts where a static proof applies.
 * A `winnable` answer carries a mating line; `unwinnable` is never given to a winnable
 * position; `unknown` means the budget ran out.
 *
 * A variant's position (atomic, crazyhouse...) is not searched: it is `unwinnable` (proof
 * `material`) when the variant's `insufficientMaterial` says so, else `unknown`.
 *
 * @example
 * ```ts
 * const pos = unwrap(Position.fromFen('8/8/4k3/8/8/8/4KN2/8 w - - 0 1'));
 * analyzeWinnability(pos, 'white').verdict; // 'unwinnable' (K+N v K)
 * ```
 */
export function analyzeWinnability(
  pos: ReadonlyPosition,
  winner: Color,
  opts: WinnabilityOptions = {},
): Winnability {
  if (!pos.variant.standard)
    return variantCannotWin(pos, winner)
      ? { verdict: 'unwinnable', proof: 'material', nodes: 0 }
      : { verdict: 'unknown', nodes: 0 };
  if (pos.turn === opposite(winner) && pos.isCheckmate())
    return { verdict: 'winnable', line: [], nodes: 0 };
  const proof = staticProofFor(pos, winner);
  if (proof !== undefined) return { verdict: 'unwinnable', proof, nodes: 0 };
  // A mate found lately that still mates from here, replayed to be sure (`lineHints.ts`).
  const hinted = opts.reuseLines ? hintedLine(pos, winner) : undefined;
  if (hinted) return { verdict: 'winnable', line: hinted, nodes: 0 };
  const budget = opts.nodeBudget ?? DEFAULT_NODE_BUDGET;
  // Two walks with different orders find different mates: the best-first one gets most of the
  // budget (it proves unwinnability when it runs out of positions), then the depth-first one
  // (cheap per node, it follows long manoeuvres) tries the rest.
  const pawnless = pos.piecesOf('white', 'pawn').union(pos.piecesOf('black', 'pawn')).isEmpty();
  const share = pawnless ? PAWNLESS_DEPTH_FIRST_SHARE : DEPTH_FIRST_SHARE;
  const bestFirst = searchMate(pos, winner, Math.floor(budget * (1 - share)));
  const result =
    bestFirst.kind === 'budget'
      ? addNodes(searchMateDepthFirst(pos, winner, budget - bestFirst.nodes), bestFirst.nodes)
      : bestFirst;
  switch (result.kind) {
    case 'mate': {
      const line = shortenLine(pos, result.line).map(decodeMove);
      if (opts.reuseLines) rememberLine(pos, winner, line);
      return { verdict: 'winnable', line, nodes: result.nodes };
    }
    case 'no-mate':
      return { verdict: 'unwinnable', proof: 'search', nodes: result.nodes };
    case 'budget':
      return { verdict: 'unknown', nodes: result.nodes };
  }
}

/** True when `winner` provably cannot checkmate by any series of legal moves (L-6.9); `undefined` if undecided within the budget. */
export function isUnwinnableFor(
  pos: ReadonlyPosition,
  winner: Color,
  opts: WinnabilityOptions = {},
): boolean | undefined {
  const { verdict } = analyzeWinnability(pos, winner, opts);
  return verdict === 'unknown' ? undefined : verdict === 'unwinnable';
}
