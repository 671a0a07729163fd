// reviewMoves: what a regulation rules on a list of moves (a PGN's), asked only where it may rule.

import { type Color, err, ok, type Result } from '@chesslaws/board';
import type { Move, Position, ReadonlyPosition } from '@chesslaws/moves';
import { PositionHistory } from '@chesslaws/termination';
import { Arbiter } from '../arbiter/arbiter.js';
import { resolvePlugins } from '../arbiter/resolved.js';
import { claimRights } from '../arbiter/rights.js';
import { stitchHistory } from '../arbiter/stitchedHistory.js';
import { RulesError } from '../errors.js';
import type { ClaimKind } from '../game/events.js';
import type { GameOutcome } from '../game/ruling.js';
import { say } from '../messages.js';
import type { Plugin } from '../pluginApi/plugin.js';
import type { Regulation } from '../regulation/regulation.js';
import { samePosition } from './samePosition.js';
import { type Summary, summarize } from './summary.js';
import { type MovesTrace, tracedSummary } from './traced.js';

/** A claim that could have been made on a position of the moves, as it stood. */
export interface ReviewedClaim {
  /** The ply (moves played) of the position. */
  readonly ply: number;
  /** The player on move there, who could claim. */
  readonly side: Color;
  /** The claim kind (`threefold`, `fifty`, ...). */
  readonly kind: ClaimKind;
  /** The rule it is claimed under. */
  readonly rule: string;
  /** What it claims, in a few words ("a draw by threefold repetition"). */
  readonly title: string;
  /** The plugin that judges it. */
  readonly plugin: string;
}

/** What a regulation rules on a list of moves played without a clock. */
export interface MovesReview {
  /** The ending it rules, and the ply after which it came (0: the start position was over). */
  readonly ending?: { readonly outcome: GameOutcome; readonly ply: number };
  /** The first position, before the ending, where each claim kind could have been made. */
  readonly claims: readonly ReviewedClaim[];
}

/** A plugin's own `screen` answer: the plies where it may rule. */
function screen(plugin: Plugin, summary: Summary): readonly number[] {
  const hook = plugin.screen!;
  const fn = typeof hook === 'function' ? hook : hook.handler;
  try {
    return fn([], summary);
  } catch (e) {
    throw new RulesError(
      'ERR_RULES_PLUGIN_FAILED',
      say.pluginFailed(plugin.name, 'screen', e),
      undefined,
      { plugin: plugin.name },
    );
  }
}

/**
 * The last arbiter built to review moves under each regulation, with the start it was built
 * for (its own copy). A review only asks it about scratch states (`atPosition`), which leave
 * it as it was, so the next review from an equal start (every game of a PGN file that starts
 * from the initial position) asks the same arbiter instead of building one.
 */
const reviewers = new WeakMap<
  Regulation,
  { readonly start: Position; readonly arbiter: Arbiter }
>();

/** An arbiter for reviewing moves from `start` under `regulation` (see {@link reviewers}). */
function reviewer(regulation: Regulation, start: Position): Arbiter | RulesError {
  const last = reviewers.get(regulation);
  if (last && samePosition(last.start, start)) return last.arbiter;
  const own = start.clone({ undo: false });
  const arbiter = Arbiter.create(regulation, {
    variant: 'standard',
    position: own,
    startGiven: true,
    control: null,
  });
  if (!(arbiter instanceof RulesError)) reviewers.set(regulation, { start: own, arbiter });
  return arbiter;
}

/** What a review asks of a regulation's plugins, found once per regulation. */
interface Plan {
  /** The plugins that adjudicate or offer claims, in order. */
  readonly screeners: readonly Plugin[];
  /** The claim kinds those that offer claims declare. */
  readonly kinds: readonly string[];
  /** The same as a set, for the first screening (never changed). */
  readonly all: ReadonlySet<string>;
}

const plans = new WeakMap<Regulation, Plan>();

/** The {@link Plan} of `regulation`, made on its first review. */
function planOf(regulation: Regulation): Plan {
  let plan = plans.get(regulation);
  if (!plan) {
    const plugins = resolvePlugins(regulation, undefined).plugins;
    const kinds = new Set<string>();
    for (const plugin of plugins)
      if (plugin.offerClaims) for (const spec of plugin.claims ?? []) kinds.add(spec.kind);
    const screeners = plugins.filter((p) => p.adjudicate || p.offerClaims);
    plans.set(regulation, (plan = { screeners, kinds: [...kinds], all: kinds }));
  }
  return plan;
}

/**
 * Asks every plugin that adjudicates or offers claims where it may rule: the plies from
 * `claimsFrom` on where one offers claims, returned; with `endings`, the plies where one
 * adjudicates are pushed onto it. Either may hold a ply twice. Throws a plugin's failure
 * (`ERR_RULES_PLUGIN_FAILED`).
 */
function screenAll(plan: Plan, summary: Summary, claimsFrom: number, endings?: number[]): number[] {
  const claimPlies: number[] = [];
  for (const plugin of plan.screeners) {
    if (!endings && !plugin.offerClaims) continue;
    const plies = plugin.screen ? screen(plugin, summary) : everyPly(summary);
    if (plies.length === 0) continue;
    if (endings && plugin.adjudicate) for (const p of plies) endings.push(p);
    if (plugin.offerClaims) for (const p of plies) if (p >= claimsFrom) claimPlies.push(p);
  }
  return claimPlies;
}

/** The plies of `a` and `b` from `from` to `last`, in order, each once. */
function sortedPlies(
  a: Iterable<number>,
  b: Iterable<number>,
  from: number,
  last: number,
): number[] {
  const plies: number[] = [];
  for (const p of a) if (p >= from && p <= last) plies.push(p);
  for (const p of b) if (p >= from && p <= last) plies.push(p);
  plies.sort((x, y) => x - y);
  // Sorted, a ply given twice sits next to itself: kept once.
  let kept = 0;
  for (let i = 0; i < plies.length; i++)
    if (i === 0 || plies[i] !== plies[kept - 1]) plies[kept++] = plies[i]!;
  plies.length = kept;
  return plies;
}

/** Options of {@link reviewMoves}. */
export interface ReviewOptions {
  /** The first ply whose claims count (default 0, the start; 1: only claims after a move). */
  readonly claimsFrom?: number;
  /**
   * The position after the moves, from the replay that read them (a PGN's): the moves are then
   * trusted to be legal, and a game nobody may rule on is never walked again.
   */
  readonly final?: ReadonlyPosition;
  /**
   * With `final`, what that replay saw at each position (notation's `ReplayTrace`): the
   * review then counts repetitions from its keys and makes its move integers, and never
   * tests or replays the moves.
   */
  readonly trace?: MovesTrace;
}

/** Every ply, for a plugin that rules on positions and has no `screen` to say where. */
const everyPly = (summary: Summary): number[] =>
  Array.from({ length: summary.plies + 1 }, (_, p) => p);

/**
 * What `regulation` rules on `moves` played from `start` without a clock: the ending its
 * plugins would declare (mate, a dead position, fivefold, 75 moves, an automatic claim) and
 * the claims that could have been made as each position stood. The plugins' `screen` hooks
 * name the few plies worth asking about (a game nobody may rule on costs one walk over its
 * moves); at those plies the plugins judge the position with the positions before it, as in a
 * game (their per-game state stays the initial one: moves alone bring no other event). A move
 * that is not legal is `ERR_RULES_ILLEGAL_MOVE` with its ply.
 */
export function reviewMoves(
  regulation: Regulation,
  start: Position,
  moves: readonly Move[],
  options: ReviewOptions = {},
): Result<MovesReview, RulesError> {
  const claimsFrom = options.claimsFrom ?? 0;
  const summary =
    options.final && options.trace
      ? tracedSummary(start, options.final, options.trace)
      : summarize(start, moves, options.final);
  if (typeof summary === 'number')
    return err(
      new RulesError('ERR_RULES_ILLEGAL_MOVE', say.moveNotLegal(summary), {
        ply: summary,
      }),
    );
  const plan = planOf(regulation);
  const anyKind = plan.kinds.length === 0;
  // Every kind is wanted at first: the plan's own set, as most games end the review here.
  summary.wanted = plan.all;
  // Where each plugin may rule: endings where a plugin adjudicates, claims where one offers them.
  const endingPlies: number[] = [];
  let claimList: number[];
  try {
    claimList = screenAll(plan, summary, claimsFrom, endingPlies);
  } catch (e) {
    if (e instanceof RulesError) return err(e);
    throw e;
  }
  if (endingPlies.length === 0 && claimList.length === 0) return ok({ claims: [] });
  const arbiter = reviewer(regulation, start);
  if (arbiter instanceof RulesError) return err(arbiter);
  // The kinds not found yet: the screens may leave out plies that matter only to the others.
  const open = new Set(plan.kinds);
  summary.wanted = open;
  const endings = new Set(endingPlies);
  let claimPlies = new Set(claimList);
  let candidates = sortedPlies(endings, claimPlies, 0, summary.plies);
  let ending: MovesReview['ending'];
  const found: ReviewedClaim[] = [];
  try {
    for (let i = 0; i < candidates.length; i++) {
      const ply = candidates[i]!;
      const wantEnding = endings.has(ply);
      const wantClaims = claimPlies.has(ply) && (open.size > 0 || anyKind);
      if (!wantEnding && !wantClaims) continue;
      const position = summary.position(ply);
      const prior = { length: ply, key: summary.key, clock: summary.halfmoves };
      const history = stitchHistory(prior, PositionHistory.fromPosition(position));
      const judged = arbiter.atPosition(history, () => {
        const outcome = wantEnding ? arbiter.adjudicateHere() : undefined;
        if (outcome || !wantClaims) return { outcome, claims: [] };
        const side = position.turn;
        const claims = claimRights(arbiter, side, false).filter((c) => c.now && open.has(c.kind));
        return {
          outcome,
          claims: claims.map((c) => ({
            ply,
            side,
            kind: c.kind,
            rule: c.rule,
            title: c.title,
            plugin: c.plugin,
          })),
        };
      });
      for (const claim of judged.claims) {
        found.push(claim);
        open.delete(claim.kind);
      }
      if (judged.outcome) {
        ending = { outcome: judged.outcome, ply };
        break;
      }
      if (judged.claims.length > 0) {
        // Fewer kinds wanted: asked again, the screens name fewer plies for claims.
        claimPlies = new Set(open.size > 0 || anyKind ? screenAll(plan, summary, claimsFrom) : []);
        candidates = sortedPlies(endings, claimPlies, ply + 1, summary.plies);
        i = -1;
      }
    }
  } catch (e) {
    if (e instanceof RulesError) return err(e);
    throw e;
  }
  const claims = found;
  return ok(ending ? { ending, claims } : { claims });
}
