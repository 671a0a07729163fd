/**
 * Chess regulations as plugins, and a game runtime that applies them: FIDE standard, rapid and
 * blitz (supervised or not), Armageddon, casual play and the older codes, with illegal-move
 * penalties, draw claims with intended moves, draw offers that cannot be withdrawn, flag falls
 * judged by whether the opponent can mate, touch-move, and an append-only event log that
 * replays the game exactly. Rulings are data that a message catalog renders in English or
 * Russian, with moves in SAN.
 *
 * @example
 * ```ts
 * import { unwrap } from '@chesslaws/board';
 * import { createGame, fideBlitz, formatMessage } from '@chesslaws/rules';
 * let t = 0;
 * const game = unwrap(createGame(fideBlitz(), { now: () => t }));
 * t = 2_000;
 * game.play('e4');
 * game.state.clock?.white.time; // 180_000: 3:00 - 0:02 + 0:02 increment
 * ```
 * @packageDocumentation
 */

// ---- a game: start it, play it, save and restore it ----
export type { ClaimRight, Rights } from './arbiter/rights.js';
export type {
  AcceptDrawEvent,
  AdjustEvent,
  ClaimEvent,
  DecideClaimEvent,
  DeclareEvent,
  DeclineDrawEvent,
  FlagEvent,
  FlagsDownEvent,
  GameEvent,
  GameEventOf,
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
} from './events/index.js';
export { ARBITER_EVENT_TYPES, GAME_EVENT_TYPES } from './events/index.js';
export type { StartDecision } from './game/createGame.js';
export { createGame, gameSetup } from './game/createGame.js';
export type { MoveInput, MoveOptions } from './game/moveInput.js';
export type { RestoreOptions } from './game/restoreGame.js';
export { restoreGame } from './game/restoreGame.js';
export type {
  ClaimKindInfo,
  Game,
  GameEvents,
  GameLog,
  GameOptions,
  GameSetupView,
  GameStart,
  GameState,
} from './game/types.js';

// ---- what the rules say: messages, and the catalogs that render them ----
export type { Formatter, MessageCatalog, Template, Templates } from './messages/catalog.js';
export { EN, MESSAGE_CATALOGS, RU } from './messages/catalogs.js';
export type { BuiltInMessages, MessageKey } from './messages/en.js';
export type { FormatOptions, PluginMessages } from './messages/formatMessage.js';
export { formatMessage } from './messages/formatMessage.js';
export type {
  AdjustmentParam,
  Message,
  MessageParam,
  MessageParams,
  MoveParam,
} from './messages/message.js';
export { isMessage, message } from './messages/message.js';

// ---- the vocabulary: outcomes, rulings, what plugins are asked and answer, errors ----
export type {
  BuiltInClaimKind,
  ClaimDecision,
  ClaimKind,
  ClaimOffer,
  ClaimPenalty,
  ClaimQuestion,
  ClaimRequest,
  ClaimSpec,
  ClaimVerdict,
  EventOutcome,
  FlagReport,
  FlagRuling,
  IllegalMoveDecision,
  IllegalMoveReport,
  IllegalMoveSequel,
  Points,
  Refusal,
} from './model/decisions.js';
export { CLAIM_KINDS } from './model/decisions.js';
export type { RefusalSource, RulesErrorCode } from './model/errors.js';
export { RULES_ERROR_CODES, RulesError } from './model/errors.js';
export type { BoundPiece } from './model/facts.js';
export type { GameOutcome, RuledOutcome, Ruling, RulingKind } from './model/outcome.js';
export type {
  ArbiterNeeded,
  BoardMove,
  IntendedMove,
  LineMove,
  PendingIllegalMove,
  PlayedMove,
} from './model/played.js';
export type { DrawOffer, GameSetup, Touch, VariantName } from './model/setup.js';

// ---- writing a plugin ----
export type { RuleContext } from './plugin/context.js';
export type {
  EventHookName,
  EventPluginHook,
  FirstHook,
  HookFilter,
  HookFunction,
  HookKind,
  HookName,
  HookSpecs,
  NotifyHook,
  PluginHook,
  PluginHooks,
  SequentialHook,
} from './plugin/hooks.js';
export { HOOK_KINDS, HOOK_NAMES } from './plugin/hooks.js';
export type { MovesSummary } from './plugin/movesSummary.js';
export type { DeepPartial, OptionCheck, OptionSchema } from './plugin/options.js';
export { is } from './plugin/options.js';
export type {
  AnyPluginFactory,
  ByCategory,
  Plugin,
  PluginFactory,
  PluginSpec,
  PluginState,
  RuleInForce,
} from './plugin/plugin.js';
export { definePlugin } from './plugin/plugin.js';

// ---- the built-in plugins ----
export type { AutomaticDrawsOptions } from './plugins/automaticDraws.js';
export { automaticDraws } from './plugins/automaticDraws.js';
export type { ClaimableDrawsOptions } from './plugins/claimableDraws.js';
export { claimableDraws } from './plugins/claimableDraws.js';
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
export type { VariantPluginOptions } from './plugins/variant.js';
export { variantPlugin } from './plugins/variant.js';

// ---- regulations: the presets, defineRegulation, a saved one read back ----
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
export { REGULATIONS } from './presets/presets.js';
// ---- a game to and from a record (PGN), and a move list judged ----
export type {
  FromRecordOptions,
  GameRecordData,
  RecordedMoveData,
  RecordInput,
} from './record/record.js';
export { fromGameRecord, recordedFlag, toGameRecord } from './record/record.js';
export type { RegulationClaim, RuleDescription } from './regulation/describe.js';
export { describeRegulation, formatRegulation, regulationClaims } from './regulation/describe.js';
export type { Preset, RegulationOverrides } from './regulation/preset.js';
export type { ReadRegulationOptions } from './regulation/readRegulation.js';
export { readRegulation } from './regulation/readRegulation.js';
export type {
  ListedPlugins,
  PluginInput,
  PluginNamed,
  PluginsOf,
  Regulation,
  RegulationConfig,
  RegulationHeader,
  RequiredPlugin,
} from './regulation/regulation.js';
export { defineRegulation } from './regulation/regulation.js';
export type {
  MovesReview,
  ReviewedClaim,
  ReviewedFlag,
  ReviewOptions,
} from './review/reviewMoves.js';
export { reviewMoves } from './review/reviewMoves.js';
export type { MovesTrace } from './review/traced.js';
