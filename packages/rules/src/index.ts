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
export type { RulesErrorCode } from './errors.js';
export { RULES_ERROR_CODES, RulesError } from './errors.js';
export { formatMs } from './format.js';
export { checkEvent } from './game/checkEvent.js';
export { createGame } from './game/createGame.js';
export type { ArbiterNeeded, PendingIllegalMove, PlayedMove } from './game/engine.js';
export type {
  AcceptDrawEvent,
  AdjustEvent,
  ClaimEvent,
  ClaimKind,
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
  FromRecordOptions,
  GameRecordData,
  RecordedMoveData,
  RecordInput,
} from './game/record.js';
export { fromGameRecord, toGameRecord } from './game/record.js';
export type { RestoreOptions } from './game/restoreGame.js';
export { restoreGame } from './game/restoreGame.js';
export type { ClaimRight, Rights } from './game/rights.js';
export type { GameOutcome, RuledOutcome, Ruling, RulingKind } from './game/ruling.js';
export type {
  Game,
  GameEvents,
  GameLog,
  GameOptions,
  GameStart,
  GameState,
  MoveInput,
} from './game/types.js';
export type { DrawOffer, GameSetup, RuleContext, Touch } from './plugin/context.js';
export type {
  ClaimVerdict,
  DrawClaimRequest,
  FirstHook,
  FlagReport,
  FlagRuling,
  HookFunction,
  HookKind,
  HookName,
  HookSpecs,
  IllegalMoveDecision,
  IllegalMoveReport,
  NotifyHook,
  PluginHooks,
  Refusal,
  SequentialHook,
  TimePenalty,
} from './plugin/hooks.js';
export { HOOK_KINDS, HOOK_NAMES } from './plugin/hooks.js';
export type { DeepPartial, OptionCheck, OptionSchema } from './plugin/options.js';
export { is, mergeOptions } from './plugin/options.js';
export type {
  AnyPluginFactory,
  ByCategory,
  Plugin,
  PluginFactory,
  PluginSpec,
  RuleInForce,
} from './plugin/plugin.js';
export { definePlugin } from './plugin/plugin.js';
export { armageddon as armageddonOdds } from './plugins/armageddon.js';
export type { AutomaticDrawsOptions } from './plugins/automaticDraws.js';
export { automaticDraws } from './plugins/automaticDraws.js';
export type { ClaimableDrawsOptions } from './plugins/claimableDraws.js';
export { claimableDraws } from './plugins/claimableDraws.js';
export type { DrawOffersOptions } from './plugins/drawOffers.js';
export { drawOffers } from './plugins/drawOffers.js';
export type { FlagFallOptions } from './plugins/flagFall.js';
export { flagFall } from './plugins/flagFall.js';
export type { IllegalMovesOptions } from './plugins/illegalMoves.js';
export { illegalMoves } from './plugins/illegalMoves.js';
export type { IncorrectClaimOptions } from './plugins/incorrectClaim.js';
export { incorrectClaim } from './plugins/incorrectClaim.js';
export { takebacks } from './plugins/takebacks.js';
export type { TimeControlOptions } from './plugins/timeControl.js';
export { timeControl } from './plugins/timeControl.js';
export type { TouchObligation } from './plugins/touchMove.js';
export { touchMove, touchObligation } from './plugins/touchMove.js';
export type { Chess960Options, StandardChessOptions } from './plugins/variant.js';
export { chess960, standardChess } from './plugins/variant.js';
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
export type { PresetName } from './presets/presets.js';
export { isPresetName, PRESET_NAMES, PRESETS } from './presets/presets.js';
export type { RuleDescription } from './regulation/describe.js';
export { CORE_RULES, describeRegulation, formatRegulation } from './regulation/describe.js';
export { regulationFromHeader } from './regulation/fromHeader.js';
export type {
  PluginInput,
  PluginsOf,
  Preset,
  Regulation,
  RegulationConfig,
  RegulationHeader,
  RegulationOverrides,
} from './regulation/regulation.js';
export {
  definePreset,
  defineRegulation,
  makeRegulation,
  overrideRegulation,
  tryRegulation,
  withoutPlugins,
} from './regulation/regulation.js';
