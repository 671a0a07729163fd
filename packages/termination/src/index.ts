/**
 * How a chess game ends, as pure predicates over positions and game histories: repetition
 * with the L-9.2.2 identity (threefold claims, fivefold), the 50/75-move rules (and the legacy
 * S-75 classes), insufficient material, and dead positions / unwinnability (L-5.2.2, L-6.9)
 * decided with a static proof plus a mate search that returns a mating line as proof.
 *
 * @example
 * ```ts
 * import { unwrap } from '@chesslaws/board';
 * import { Position, parseUci } from '@chesslaws/moves';
 * import { PositionHistory, canClaimThreefold, analyzeDeadPosition } from '@chesslaws/termination';
 *
 * const history = PositionHistory.fromPosition(Position.default());
 * for (const uci of ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8']) history.play(parseUci(uci)!);
 * canClaimThreefold(history); // true
 * analyzeDeadPosition(unwrap(Position.fromFen('8/8/4k3/8/8/2B5/8/4K3 w - - 0 1'))).verdict; // 'dead'
 * ```
 * @packageDocumentation
 */

export type { DeadPositionAnalysis, DeadPositionVerdict } from './dead/deadPosition.js';
export { analyzeDeadPosition, isDeadPosition } from './dead/deadPosition.js';
export { quickDeadCheck, quickDeadVerdict, quickUnwinnableCheck } from './dead/quickDeadCheck.js';
export type { Winnability, WinnabilityOptions } from './dead/winnability.js';
export { analyzeWinnability, DEFAULT_NODE_BUDGET, isUnwinnableFor } from './dead/winnability.js';
export {
  hasInsufficientMaterial,
  isInsufficientMaterial,
} from './material/insufficientMaterial.js';
export type { FiftyMoveOptions, SeventyFiveMoveOptions } from './moveCount/fiftyMoves.js';
export {
  canClaimFiftyMoves,
  fiftyMoveClaimMoves,
  isSeventyFiveMoves,
  movesWithoutProgress,
} from './moveCount/fiftyMoves.js';
export type { Legacy75Class, Legacy75Options } from './moveCount/legacySeventyFive.js';
export {
  LEGACY_75_CLASSES,
  legacyMoveRuleLimit,
  legacySeventyFiveClass,
} from './moveCount/legacySeventyFive.js';
export type { AutomaticOutcomeOptions } from './outcome/automaticOutcome.js';
export { automaticOutcome } from './outcome/automaticOutcome.js';
export type {
  DrawClaim,
  DrawClaimsOptions,
  GameOutcomeOptions,
} from './outcome/drawClaims.js';
export { drawClaims, gameOutcome } from './outcome/drawClaims.js';
export type { FlagFallOutcomeOptions } from './outcome/flagFall.js';
export { flagFallOutcome, illegalMovesOutcome } from './outcome/flagFall.js';
export type { ClaimableDraw, Outcome, Termination } from './outcome/termination.js';
export {
  AUTOMATIC_TERMINATIONS,
  CLAIMABLE_DRAWS,
  drawOutcome,
  isAutomaticTermination,
  isTermination,
  TERMINATIONS,
  winOutcome,
} from './outcome/termination.js';
export type { TimeVerdictLike } from './outcome/timeVerdictOutcome.js';
export { timeVerdictOutcome } from './outcome/timeVerdictOutcome.js';
export type { FivefoldOptions } from './repetition/fivefold.js';
export { isFivefoldRepetition } from './repetition/fivefold.js';
export type { HistoryErrorCode } from './repetition/historyError.js';
export { HistoryError } from './repetition/historyError.js';
export type { HistoryStep, NullMoveLike } from './repetition/positionHistory.js';
export { PositionHistory } from './repetition/positionHistory.js';
export { canClaimThreefold, threefoldClaimMoves } from './repetition/threefold.js';
export { countingOutcome, isCountingDraw } from './variant/counting.js';
export {
  isVariantDrawnByMaterial,
  isVariantPosition,
  variantBoardOutcome,
  variantCannotWin,
  variantMaterialRule,
} from './variant/variantEnds.js';
