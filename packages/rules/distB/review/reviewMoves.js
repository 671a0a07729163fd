import { err, ok } from '@chesslaws/board';
import { Arbiter } from '../arbiter/arbiter.js';
import { resolvePlugins } from '../arbiter/resolved.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { judge, sortedOnce } from './judge.js';
import { samePosition } from './samePosition.js';
import { illegal, summarize } from './summary.js';
import { tracedSummary } from './traced.js';

function screen(plugin, summary) {
  const hook = plugin.screen;
  const fn = typeof hook === 'function' ? hook : hook.handler;
  try {
    return fn([], summary);
  } catch (e) {
    throw new RulesError(
      'ERR_RULES_PLUGIN_FAILED',
      say.pluginFailed(plugin.name, 'screen', e),
      void 0,
      { plugin: plugin.name },
    );
  }
}
const reviewers = /* @__PURE__ */ new WeakMap();
function reviewer(regulation, start) {
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
const plans = /* @__PURE__ */ new WeakMap();
function planOf(regulation) {
  let plan = plans.get(regulation);
  if (!plan) {
    const plugins = resolvePlugins(regulation, void 0).plugins;
    const kinds = /* @__PURE__ */ new Set();
    for (const plugin of plugins)
      if (plugin.offerClaims) for (const spec of plugin.claims ?? []) kinds.add(spec.kind);
    const screeners = plugins.filter((p) => p.adjudicate || p.offerClaims || p.judgeFlag);
    plans.set(regulation, (plan = { screeners, kinds: [...kinds], all: kinds }));
  }
  return plan;
}
function screenAll(plan, summary, claimsFrom, all) {
  const out = { claims: [], endings: [], flag: false };
  const askFlag = all && summary.flag !== void 0;
  for (const plugin of plan.screeners) {
    const judgesFlag = askFlag && plugin.judgeFlag !== void 0;
    if (!plugin.offerClaims && !(all && plugin.adjudicate) && !judgesFlag) continue;
    const plies = plugin.screen ? screen(plugin, summary) : everyPly(summary);
    if (plies.length === 0) continue;
    if (all && plugin.adjudicate) for (const p of plies) out.endings.push(p);
    if (plugin.offerClaims) {
      for (const p of plies) if (p >= claimsFrom) out.claims.push(p);
    }
    if (judgesFlag && plies.includes(summary.plies)) out.flag = true;
  }
  return out;
}
const isPosition = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.clone === 'function' &&
  typeof value.hash === 'function';
const isTrace = (trace, plies) => {
  const { codes, keys, clocks } = trace ?? {};
  return (
    Array.isArray(codes) &&
    Array.isArray(keys) &&
    Array.isArray(clocks) &&
    codes.length === plies &&
    keys.length === plies + 1 &&
    clocks.length === plies + 1
  );
};
function inputProblem(start, moves, options) {
  const bad = (field, expected) =>
    new RulesError('ERR_RULES_REVIEW_INPUT', say.review.badInput(field, expected), { field });
  if (!isPosition(start)) return bad('start', 'a Position');
  if (!Array.isArray(moves)) return bad('moves', 'an array of moves');
  const { claimsFrom, final, trace, flag } = options;
  if (claimsFrom !== void 0 && !(Number.isSafeInteger(claimsFrom) && claimsFrom >= 0))
    return bad('claimsFrom', 'a whole number from 0 up');
  if (final !== void 0 && !isPosition(final)) return bad('final', 'a Position');
  if (final !== void 0 && trace !== void 0 && !isTrace(trace, moves.length))
    return bad('trace', "replayMainline's trace of these moves (codes, keys and clocks)");
  if (flag !== void 0 && flag !== 'white' && flag !== 'black')
    return bad('flag', "'white' or 'black'");
  return void 0;
}
const everyPly = (summary) => Array.from({ length: summary.plies + 1 }, (_, p) => p);
function reviewMoves(regulation, start, moves, options = {}) {
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
  summary.wanted = plan.all;
  if (options.flag !== void 0) {
    if (summary.final.turn !== options.flag)
      return err(
        new RulesError('ERR_RULES_NO_FLAG', say.review.flagNotOnMove(options.flag), {
          field: 'flag',
        }),
      );
    summary.flag = options.flag;
  }
  let screened;
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

export { reviewMoves };
//# sourceMappingURL=reviewMoves.js.map
