// reviewMoves: what a regulation rules on a list of moves (a PGN's), asked only where it may rule.

import { type Color, err, ok, type Result } from '@chesslaws/board';
import type { Move, Position, ReadonlyPosition } from '@chesslaws/moves';
import { Arbiter } from '../arbiter/arbiter.js';
import { resolvePlugins } from '../arbiter/resolved.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import type { Plugin } from '../plugin/plugin.js';
import type { Regulation } from '../regulation/regulation.js';
import { judge, type MovesReview, sortedOnce } from './judge.js';
import { samePosition } from './samePosition.js';
import { illegal, type Summary, summarize } from './summary.js';
import { type MovesTrace, tracedSummary } from './traced.js';

export type { MovesReview, ReviewedClaim, ReviewedFlag } from './judge.js';

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
  /** The plugins that adjudicate, offer claims or judge flags, in order. */
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
    const screeners = plugins.filter((p) => p.adjudicate || p.offerClaims || p.judgeFlag);
    plans.set(regulation, (plan = { screeners, kinds: [...kinds], all: kinds }));
  }
  return plan;
}

/** Where the screens say the review asks a plugin (see {@link screenAll}). */
interface Screened {
  /** Where one may offer a claim, from `claimsFrom` on (a ply may be there twice). */
  readonly claims: number[];
  /** Where one may end the game (a ply may be there twice). */
  readonly endings: number[];
  /** Whether one judging flags named the last ply while the review asks about a flag there. */
  flag: boolean;
}

/**
 * Asks the plugins where they may rule: the plies from `claimsFrom` on where one offers
 * claims, and, with `all`, the plies where one adjudicates and whether one that judges flags
 * names the last ply (only when `summary.flag` asks). Throws a plugin's failure
 * (`ERR_RULES_PLUGIN_FAILED`).
 */
function screenAll(plan: Plan, summary: Summary, claimsFrom: number, all: boolean): Screened {
  const out: Screened = { claims: [], endings: [], flag: false };
  const askFlag = all && summary.flag !== undefined;
  for (const plugin of plan.screeners) {
    const judgesFlag = askFlag && plugin.judgeFlag !== undefined;
    if (!plugin.offerClaims && !(all && plugin.adjudicate) && !judgesFlag) continue;
    const plies = plugin.screen ? screen(plugin, summary) : everyPly(summary);
    if (plies.length === 0) continue;
    if (all && plugin.adjudicate) for (const p of plies) out.endings.push(p);
    if (plugin.offerClaims) for (const p of plies) if (p >= claimsFrom) out.claims.push(p);
    if (judgesFlag && plies.includes(summary.plies)) out.flag = true;
  }
  return out;
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
  /**
   * The side whose flag fell after the last move (a record's time forfeit): the side on move
   * there, as only its clock runs (another side is `ERR_RULES_NO_FLAG`). Unless the game ended
   * on the board first, and where a plugin's `screen` names that flag, the review asks
   * `judgeFlag` what it means at the final position (`MovesReview.flag`), as the opponent's
   * call in the last period, without a clock and with each plugin's initial state.
   * `flagFall`'s screen names it where termination's quick test shows the opponent cannot
   * mate, so a position only the full analysis proves (a game would rule it a draw) is left out.
   */
  readonly flag?: Color;
}

/** Whether `value` is a position the review can walk (duck-typed: a second copy of moves passes). */
const isPosition = (value: unknown): value is Position =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Position).clone === 'function' &&
  typeof (value as Position).hash === 'function';

/** `trace` as `replayMainline` makes it for `plies` moves: three arrays of the right lengths. */
const isTrace = (trace: unknown, plies: number): boolean => {
  const { codes, keys, clocks } = (trace ?? {}) as Partial<MovesTrace>;
  return (
    Array.isArray(codes) &&
    Array.isArray(keys) &&
    Array.isArray(clocks) &&
    codes.length === plies &&
    keys.length === plies + 1 &&
    clocks.length === plies + 1
  );
};

/** What is wrong with the arguments of a review (plain JavaScript may pass anything), if anything. */
function inputProblem(
  start: unknown,
  moves: unknown,
  options: ReviewOptions,
): RulesError | undefined {
  const bad = (field: string, expected: string) =>
    new RulesError('ERR_RULES_REVIEW_INPUT', say.review.badInput(field, expected), { field });
  if (!isPosition(start)) return bad('start', 'a Position');
  if (!Array.isArray(moves)) return bad('moves', 'an array of moves');
  const { claimsFrom, final, trace, flag } = options;
  if (claimsFrom !== undefined && !(Number.isSafeInteger(claimsFrom) && claimsFrom >= 0))
    return bad('claimsFrom', 'a whole number from 0 up');
  if (final !== undefined && !isPosition(final)) return bad('final', 'a Position');
  if (final !== undefined && trace !== undefined && !isTrace(trace, moves.length))
    return bad('trace', "replayMainline's trace of these moves (codes, keys and clocks)");
  if (flag !== undefined && flag !== 'white' && flag !== 'black')
    return bad('flag', "'white' or 'black'");
  return undefined;
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
 * game (their per-game state stays the initial one: moves alone bring no other event). With
 * `flag`, the regulation's `judgeFlag` also rules on that side's flag after the last move, where
 * a screen names it. A move that is not legal is `ERR_RULES_ILLEGAL_MOVE` with its ply; an
 * argument of the wrong kind, `ERR_RULES_REVIEW_INPUT` naming it.
 */
export function reviewMoves(
  regulation: Regulation,
  start: Position,
  moves: readonly Move[],
  options: ReviewOptions = {},
): Result<MovesReview, RulesError> {
  const wrong = inputProblem(start, moves, options);
  if (wrong) return err(wrong);
  const claimsFrom = options.claimsFrom ?? 0;
  const summary =
    options.final && options.trace
      ? tracedSummary(start, options.final, options.trace)
      : summarize(start, moves, options.final);
  if (typeof summary === 'number') return err(illegal(summary));
  const plan = planOf(regulation);
  const anyKind = plan.kinds.length === 0;
  // Every kind is wanted at first: the plan's own set, as most games end the review here.
  summary.wanted = plan.all;
  if (options.flag !== undefined) {
    // Only the clock of the side on move runs after the last move: no other flag can fall.
    if (summary.final.turn !== options.flag)
      return err(
        new RulesError('ERR_RULES_NO_FLAG', say.review.flagNotOnMove(options.flag), {
          field: 'flag',
        }),
      );
    summary.flag = options.flag;
  }
  // Where each plugin may rule: endings where one adjudicates, claims where one offers them.
  let screened: Screened;
  try {
    screened = screenAll(plan, summary, claimsFrom, true);
  } catch (e) {
    if (e instanceof RulesError) return err(e);
    throw e;
  }
  const { endings, claims } = screened;
  if (endings.length === 0 && claims.length === 0 && !screened.flag) return ok({ claims: [] });
  const arbiter = reviewer(regulation, start);
  if (arbiter instanceof RulesError) return err(arbiter);
  // The kinds not found yet: the screens may leave out plies that matter only to the others.
  const open = new Set(plan.kinds);
  summary.wanted = open;
  try {
    return ok(
      judge({
        arbiter,
        summary,
        endings: sortedOnce(endings),
        claimPlies: sortedOnce(claims),
        open,
        anyKind,
        ...(screened.flag ? { flag: summary.flag } : {}),
        rescreen: () => sortedOnce(screenAll(plan, summary, claimsFrom, false).claims),
      }),
    );
  } catch (e) {
    if (e instanceof RulesError) return err(e);
    throw e;
  }
}
