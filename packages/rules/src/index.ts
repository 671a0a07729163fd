/**
 * Chess regulations as plugins, and a game runtime that applies them: FIDE standard, rapid and
 * blitz (supervised or not), Armageddon, casual play and the older codes, with illegal-move
 * penalties, draw claims with intended moves, draw offers that cannot be withdrawn, flag falls
 * judged by whether the opponent can mate, touch-move, and an append-only event log that
 * replays the game exactly.
 *
 * @example
 * ```ts
 * import { unwrap } from '@chesslaws/board';
 * import { createGame, fideBlitz } from '@chesslaws/rules';
 * let t = 0;
 * const game = unwrap(createGame(fideBlitz(), { now: () => t }));
 * t = 2_000;
 * game.play('e2e4');
 * game.state.clock?.white.time; // 181_000: 3:00 - 0:02 + 0:02 increment... +1s? see README
 * ```
 * @packageDocumentation
 */
export type { ClaimRight, Rights } from './arbiter/rights.js';
export type { RulesErrorCode } from './errors.js';
export { RULES_ERROR_CODES, RulesError } from './errors.js';
export { formatMs } from './format.js';
export { checkEvent } from './game/checkEvent.js';
export type { StartDecision } from './game/createGame.js';
export { createGame, gameSetup } from './game/createGame.js';
export type {
  AcceptDrawEvent,
  AdjustEvent,
  BuiltInClaimKind,
  ClaimEvent,
  ClaimKind,
  DecideClaimEvent,
  DeclareEvent,
  DeclineDrawEvent,
  FlagEvent,
  FlagsDownEvent,
  GameEvent,
  GameEventType,
  IllegalMoveEvent,
  MoveEvent,
  OfferDrawEvent,
  PauseEvent,
  PressEvent,
  ResignEvent,
  ResumeEvent,
  SetMovesEvent,
  StartEvent,
  TakebackEvent,
  TouchEvent,
} from './game/events.js';
export { ARBITER_EVENT_TYPES, CLAIM_KINDS, GAME_EVENT_TYPES } from './game/events.js';
export type {
  ArbiterNeeded,
  BoardMove,
  IntendedMove,
  LineMove,
  PendingIllegalMove,
  PlayedMove,
} from './game/played.js';
export type { RestoreOptions } from './game/restoreGame.js';
export { restoreGame } from './game/restoreGame.js';
export type { GameOutcome, RuledOutcome, Ruling, RulingKind } from './game/ruling.js';
export type {
  ClaimKindInfo,
  Game,
  GameEvents,
  GameLog,
  GameOptions,
  GameSetupView,
  GameStart,
  GameState,
  MoveInput,
} from './game/types.js';
export { describeOutcome } from './messages.js';
export type {
  DrawOffer,
  GameSetup,
  RuleContext,
  Touch,
  VariantName,
} from './pluginApi/context.js';
export type {
  ClaimOffer,
  ClaimPenalty,
  ClaimQuestion,
  ClaimRequest,
  ClaimVerdict,
  EventHookName,
  EventOutcome,
  EventPluginHook,
  FirstHook,
  FlagReport,
  FlagRuling,
  HookFilter,
  HookFunction,
  HookKind,
  HookName,
  HookSpecs,
  IllegalMoveDecision,
  IllegalMoveReport,
  IllegalMoveSequel,
  NotifyHook,
  PluginHook,
  PluginHooks,
  Points,
  Refusal,
  SequentialHook,
} from './pluginApi/hooks.js';
export { HOOK_KINDS, HOOK_NAMES } from './pluginApi/hooks.js';
export type { MovesSummary } from './pluginApi/movesSummary.js';
export type { DeepPartial, OptionCheck, OptionSchema } from './pluginApi/options.js';
export { is, mergeOptions } from './pluginApi/options.js';
export type {
  AnyPluginFactory,
  ByCategory,
  ClaimSpec,
  Plugin,
  PluginFactory,
  PluginSpec,
  PluginState,
  RuleInForce,
} from './pluginApi/plugin.js';
export { definePlugin, inEveryCategory } from './pluginApi/plugin.js';
export type { AutomaticDrawsOptions } from './plugins/automaticDraws.js';
export { automaticDraws } from './plugins/automaticDraws.js';
export type { ClaimableDrawsOptions } from './plugins/claimableDraws.js';
export { claimableDraws } from './plugins/claimableDraws.js';
export { core } from './plugins/core.js';
export type { DrawOddsOptions } from './plugins/drawOdds.js';
export { drawOdds } from './plugins/drawOdds.js';
export type { DrawOffersOptions, DrawOffersState } from './plugins/drawOffers.js';
export { drawOffers } from './plugins/drawOffers.js';
export type { FlagFallOptions } from './plugins/flagFall.js';
export { flagFall } from './plugins/flagFall.js';
export type { IllegalMovesOptions } from './plugins/illegalMoves.js';
export { illegalMoves } from './plugins/illegalMoves.js';
export type { IncorrectClaimOptions } from './plugins/incorrectClaim.js';
export { incorrectClaim } from './plugins/incorrectClaim.js';
export type { QuickplayFinishOptions } from './plugins/quickplayFinish.js';
export { quickplayFinish } from './plugins/quickplayFinish.js';
export type { ScoringOptions } from './plugins/scoring.js';
export { FOOTBALL_SCORING, scoring } from './plugins/scoring.js';
export { takebacks } from './plugins/takebacks.js';
export type { TimeControlOptions } from './plugins/timeControl.js';
export { timeControl } from './plugins/timeControl.js';
export type { TouchObligation } from './plugins/touchMove.js';
export { touchMove, touchObligation } from './plugins/touchMove.js';
export type {
  Chess960Options,
  StandardChessOptions,
  VariantPluginOptions,
} from './plugins/variants.js';
export {
  chess960,
  standardChess,
  VARIANT_SLOT,
  variantPlugin,
  variantPluginFactory,
} from './plugins/variants.js';
export { casual } from './presets/casual.js';
export {
  armageddon,
  fideBlitz,
  fideBlitzUnsupervised,
  fideRapid,
  fideRapidUnsupervised,
  fideStandard,
} from './presets/fide.js';
export { legacy } from './presets/legacy.js';
export type { RegulationName } from './presets/presets.js';
export { isRegulationName, REGULATION_NAMES, REGULATIONS } from './presets/presets.js';
export type {
  FromRecordOptions,
  GameRecordData,
  RecordedMoveData,
  RecordInput,
} from './record/record.js';
export { fromGameRecord, recordedFlag, toGameRecord } from './record/record.js';
export type { RegulationClaim, RuleDescription } from './regulation/describe.js';
export { describeRegulation, formatRegulation, regulationClaims } from './regulation/describe.js';
export { BUILT_IN_PLUGINS, regulationFromHeader } from './regulation/fromHeader.js';
export type {
  ListedPlugins,
  PluginInput,
  PluginsOf,
  Preset,
  Regulation,
  RegulationConfig,
  RegulationHeader,
  RegulationOverrides,
  RequiredPlugin,
} from './regulation/regulation.js';
export {
  definePreset,
  defineRegulation,
  makeRegulation,
  overrideRegulation,
  REQUIRED_PLUGINS,
  tryRegulation,
  withoutPlugins,
} from './regulation/regulation.js';
export type {
  MovesReview,
  ReviewedClaim,
  ReviewedFlag,
  ReviewOptions,
} from './review/reviewMoves.js';
export { reviewMoves } from './review/reviewMoves.js';
export type { MovesTrace } from './review/traced.js';
