import { ARBITER_EVENT_TYPES, GAME_EVENT_TYPES } from './events/index.js';
import { createGame, gameSetup } from './game/createGame.js';
import { restoreGame } from './game/restoreGame.js';
import { EN, MESSAGE_CATALOGS, RU } from './messages/catalogs.js';
import { formatMessage } from './messages/formatMessage.js';
import { isMessage, message } from './messages/message.js';
import { CLAIM_KINDS } from './model/decisions.js';
import { RULES_ERROR_CODES, RulesError } from './model/errors.js';
import { HOOK_KINDS, HOOK_NAMES } from './plugin/hooks.js';
import { is } from './plugin/options.js';
import { definePlugin } from './plugin/plugin.js';
import { automaticDraws } from './plugins/automaticDraws.js';
import { claimableDraws } from './plugins/claimableDraws.js';
import { drawOdds } from './plugins/drawOdds.js';
import { drawOffers } from './plugins/drawOffers.js';
import { flagFall } from './plugins/flagFall.js';
import { illegalMoves } from './plugins/illegalMoves.js';
import { incorrectClaim } from './plugins/incorrectClaim.js';
import { quickplayFinish } from './plugins/quickplayFinish.js';
import { FOOTBALL_SCORING, scoring } from './plugins/scoring.js';
import { takebacks } from './plugins/takebacks.js';
import { timeControl } from './plugins/timeControl.js';
import { touchMove, touchObligation } from './plugins/touchMove.js';
import { variantPlugin } from './plugins/variant.js';
import { casual } from './presets/casual.js';
import {
  armageddon,
  fideBlitz,
  fideBlitzUnsupervised,
  fideRapid,
  fideRapidUnsupervised,
  fideStandard,
} from './presets/fide.js';
import { legacy } from './presets/legacy.js';
import { REGULATIONS } from './presets/presets.js';
import { fromGameRecord, recordedFlag, toGameRecord } from './record/record.js';
import { describeRegulation, formatRegulation, regulationClaims } from './regulation/describe.js';
import { readRegulation } from './regulation/readRegulation.js';
import { defineRegulation } from './regulation/regulation.js';
import { reviewMoves } from './review/reviewMoves.js';

export {
  ARBITER_EVENT_TYPES,
  armageddon,
  automaticDraws,
  CLAIM_KINDS,
  casual,
  claimableDraws,
  createGame,
  definePlugin,
  defineRegulation,
  describeRegulation,
  drawOdds,
  drawOffers,
  EN,
  FOOTBALL_SCORING,
  fideBlitz,
  fideBlitzUnsupervised,
  fideRapid,
  fideRapidUnsupervised,
  fideStandard,
  flagFall,
  formatMessage,
  formatRegulation,
  fromGameRecord,
  GAME_EVENT_TYPES,
  gameSetup,
  HOOK_KINDS,
  HOOK_NAMES,
  illegalMoves,
  incorrectClaim,
  is,
  isMessage,
  legacy,
  MESSAGE_CATALOGS,
  message,
  quickplayFinish,
  REGULATIONS,
  RU,
  RULES_ERROR_CODES,
  RulesError,
  readRegulation,
  recordedFlag,
  regulationClaims,
  restoreGame,
  reviewMoves,
  scoring,
  takebacks,
  timeControl,
  toGameRecord,
  touchMove,
  touchObligation,
  variantPlugin,
};
//# sourceMappingURL=index.js.map
