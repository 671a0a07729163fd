const EVENT_HOOKS = ['judgeAction', 'outcomeOf', 'onEvent'];
const HOOK_KINDS = {
  setup: 'sequential',
  judgeAction: 'first',
  adjudicate: 'first',
  outcomeOf: 'first',
  judgeIllegalMove: 'first',
  offerClaims: 'sequential',
  judgeClaim: 'first',
  penalizeClaim: 'first',
  judgeFlag: 'first',
  standingOffer: 'first',
  mapOutcome: 'sequential',
  score: 'first',
  onEvent: 'notify',
  onOutcome: 'notify',
  screen: 'sequential',
};
const HOOK_NAMES = Object.keys(HOOK_KINDS);
const CONTEXT_FREE_HOOKS = /* @__PURE__ */ new Set(['setup', 'screen']);

export { CONTEXT_FREE_HOOKS, EVENT_HOOKS, HOOK_KINDS, HOOK_NAMES };
//# sourceMappingURL=hooks.js.map
