import { err, ok } from '@chesslaws/board';
import { clockState, makePgnTimeControl } from '@chesslaws/clock';
import { makeFen } from '@chesslaws/moves';
import { createGame } from '../game/createGame.js';
import { formatMessage } from '../messages/formatMessage.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';

function toGameRecord(game, tags = {}, options = {}) {
  const state = game.state;
  const words = { ...options, plugins: game.regulation.plugins };
  const note = (ruling) => `${formatMessage(ruling.message, words)} (${ruling.rule})`;
  const log = game.toJSON();
  const control = log.control ? makePgnTimeControl(log.control) : void 0;
  const segment = state.recordStart;
  const plies = state.moves.slice(segment.ply);
  const moves = plies.map((ply, i) => {
    const next = plies[i + 1];
    const comments = (next ? next.notes : state.notes).map(note);
    return {
      move: ply.move,
      ...(ply.clock !== void 0 ? { clock: ply.clock } : {}),
      ...(ply.spent !== void 0 ? { elapsed: ply.spent } : {}),
      ...(comments.length ? { comments } : {}),
      ...(ply.drawOffer ? { drawOffer: true } : {}),
    };
  });
  const before = [
    ...segment.notes,
    ...(plies[0]?.notes ?? []),
    ...(plies.length === 0 ? state.notes : []),
  ].map(note);
  const outcome = state.outcome;
  return {
    start: segment.position,
    moves,
    tags: { ...(control ? { TimeControl: control } : {}), ...tags },
    ...(outcome
      ? {
          outcome: {
            result: outcome.result,
            termination: outcome.termination,
            byRule: outcome.byRule,
          },
        }
      : {}),
    ...(before.length ? { comment: before.join('; ') } : {}),
  };
}
function fromGameRecord(regulation, record, options = {}) {
  let t = 0;
  const created = createGame(regulation, {
    ...(record.start ? { start: { fen: makeFen(record.start) } } : {}),
    ...(options.clock !== void 0 ? { clock: options.clock } : {}),
    now: () => t,
  });
  if (!created.ok) return created;
  const game = created.value;
  const control = game.setup.control;
  const clockEvents = [{ type: 'start', at: 0 }];
  const think = Math.round((options.defaultThink ?? 1) * 1e3);
  for (const [ply, entry] of record.moves.entries()) {
    if (game.progress.outcome) break;
    const mover = game.progress.turn;
    let at = t + think;
    if (entry.elapsed !== void 0) at = t + Math.max(0, Math.round(entry.elapsed));
    else if (entry.clock !== void 0 && control)
      at = instantShowing(control, clockEvents, t, mover, entry.clock);
    t = at;
    const refused = game.playQuietly(entry.move);
    if (refused)
      return err(
        new RulesError(
          refused.code,
          say.recordMove(ply, refused.message),
          { ply },
          { rule: refused.rule, plugin: refused.plugin },
        ),
      );
    clockEvents.push({ type: 'press', at });
  }
  const result = record.result;
  if (game.progress.outcome || result === void 0 || result === '*') return ok(game);
  t += 1;
  if (control && recordedFlag(record, game.progress.turn)) {
    const fall = game.flagFallAt();
    if (fall !== void 0) t = Math.max(t, fall);
    const state = game.checkTime();
    if (!state.ok) return state;
    if (state.value.outcome) return ok(game);
  }
  const declared = game.arbiter.declare(result, say.recordedResult);
  return declared.ok ? ok(game) : err(declared.error);
}
const isTimeForfeit = (termination) =>
  termination !== void 0 &&
  (termination.toLowerCase() === 'time forfeit' || / won on time$/i.test(termination));
function recordedFlag(record, turn) {
  if (!isTimeForfeit(record.termination)) return void 0;
  const loser = record.result === '1-0' ? 'black' : record.result === '0-1' ? 'white' : void 0;
  return loser === turn ? loser : void 0;
}
function instantShowing(control, events, from, side, target) {
  const shown = (at) => {
    const view = clockState(control, [...events, { type: 'press', at }], at);
    return view.ok ? view.value[side].time : 0;
  };
  const goal = Math.round(target);
  let lo = from;
  if (!Number.isFinite(goal) || shown(lo) <= goal) return lo;
  let hi = from + Math.max(1, shown(from) - goal) + 1;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (shown(mid) >= goal) lo = mid;
    else hi = mid;
  }
  return lo;
}

export { fromGameRecord, recordedFlag, toGameRecord };
//# sourceMappingURL=record.js.map
