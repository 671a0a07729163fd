import { opposite } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import { checkMove } from '../events/steps.js';
import { RulesError } from '../model/errors.js';

const NONE = Object.freeze({
  move: false,
  illegalMove: false,
  offerDraw: false,
  answerDraw: false,
  claims: [],
  claimIllegalMove: false,
  takeback: false,
  callFlag: false,
  resign: false,
});
function safely(ask, failed) {
  try {
    return ask();
  } catch (e) {
    if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return failed;
    throw e;
  }
}
const refused = (arbiter, event) =>
  safely(() => arbiter.judging(event, () => arbiter.refusal(event)) !== void 0, true);
function mayPlay(arbiter, move, at = arbiter.now) {
  if (arbiter.facts.outcome) return false;
  const uci = makeUci(arbiter.position, move);
  if (checkMove(arbiter, uci) instanceof RulesError) return false;
  return !refused(arbiter, { type: 'move', at, move: uci });
}
function rightsOf(arbiter, side, at = arbiter.now) {
  const facts = arbiter.facts;
  if (facts.outcome) return NONE;
  const onMove = arbiter.turn === side && !facts.awaiting;
  const offer = arbiter.standingOffer();
  const view = arbiter.clockView();
  const pending = facts.pendingIllegal;
  return {
    move: onMove,
    illegalMove: onMove && !refused(arbiter, { type: 'illegal-move', at, move: 'a1a2' }),
    offerDraw: !offer && !refused(arbiter, { type: 'offer-draw', at, by: side }),
    answerDraw:
      offer !== void 0 &&
      offer.by !== side &&
      !refused(arbiter, { type: 'accept-draw', at, by: side }),
    claims: onMove && !pending ? claimRights(arbiter, side, true, at) : [],
    claimIllegalMove: pending !== void 0 && pending.offender !== side,
    takeback: arbiter.moves.length > 0 && !refused(arbiter, { type: 'takeback', at, by: side }),
    callFlag: view?.flags.some((f) => f.side === opposite(side)) ?? false,
    resign: true,
  };
}
function claimRights(arbiter, side, intendedMoves, at = arbiter.now) {
  const pos = arbiter.position;
  const none = [];
  const offers = safely(
    () =>
      arbiter.judging(
        void 0,
        () => arbiter.hooks.sequential('offerClaims', none, { side, intendedMoves }),
        at,
      ).value,
    none,
  );
  const correct = (kind, intended) => {
    const event = {
      type: 'claim',
      at,
      by: side,
      claim: kind,
      ...(intended ? { intended: makeUci(pos, intended) } : {}),
    };
    if (refused(arbiter, event)) return false;
    const verdict = safely(
      () =>
        arbiter.judging(event, () =>
          arbiter.hooks.first('judgeClaim', {
            by: side,
            claim: kind,
            ...(intended ? { intended } : {}),
          }),
        ),
      void 0,
    );
    return verdict !== void 0 && verdict.value.correct !== false;
  };
  const out = [];
  for (const offer of offers) {
    const declared = arbiter.claimSpec(offer.kind);
    if (!declared || out.some((c) => c.kind === offer.kind)) continue;
    const now = offer.now && correct(offer.kind);
    const intendedMoves2 = now
      ? []
      : offer.intendedMoves.filter((m) => mayPlay(arbiter, m, at) && correct(offer.kind, m));
    if (now || intendedMoves2.length > 0)
      out.push({
        kind: offer.kind,
        rule: declared.spec.rule,
        title: declared.spec.title,
        plugin: declared.plugin,
        now,
        intendedMoves: intendedMoves2,
      });
  }
  return out;
}

export { claimRights, mayPlay, rightsOf };
//# sourceMappingURL=rights.js.map
