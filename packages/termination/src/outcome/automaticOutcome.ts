import { opposite } from '@chesslaws/board';
import { analyzeDeadPosition } from '../dead/deadPosition.js';
import { quickDeadCheck } from '../dead/quickDeadCheck.js';
import { isInsufficientMaterial } from '../material/insufficientMaterial.js';
import { isSeventyFiveMoves, type SeventyFiveMoveOptions } from '../moveCount/fiftyMoves.js';
import type { FivefoldOptions } from '../repetition/fivefold.js';
import { isFivefoldRepetition } from '../repetition/fivefold.js';
import type { PositionHistory } from '../repetition/positionHistory.js';
import { variantBoardOutcome } from '../variant/variantEnds.js';
import { drawOutcome, type Outcome, winOutcome } from './termination.js';

/** Options of {@link automaticOutcome}. */
export interface AutomaticOutcomeOptions {
  /**
   * How hard to look for a dead position (L-5.2.2): `'material'` (insufficient material only),
   * `'quick'` (also frozen pawn walls, microseconds; the default), `'full'` (the complete
   * analysis with `nodeBudget`; an undecided position is not called dead), or `false` (never).
   */
  readonly deadPosition?: 'material' | 'quick' | 'full' | false;
  /** Node budget for `deadPosition: 'full'`. */
  readonly nodeBudget?: number;
  /** Fivefold repetition options (the 2014-2017 "consecutive" reading). */
  readonly fivefold?: FivefoldOptions;
  /** Apply L-9.6.1 (default `true`). */
  readonly fivefoldRepetition?: boolean;
  /** Apply L-9.6.2 (default `true`). */
  readonly seventyFiveMoves?: boolean;
  /** Seventy-five-move options (`moves`, `legacyMaterialClasses`), passed to `isSeventyFiveMoves`. */
  readonly seventyFive?: SeventyFiveMoveOptions;
}

/**
 * The ending the Laws apply at once to the current position, if any (python-chess's
 * `outcome()` without `claim_draw`): checkmate (L-5.1.1), stalemate (L-5.2.1), dead position
 * (L-5.2.2; reported as `insufficient-material` when material alone proves it), fivefold
 * repetition (L-9.6.1), 75 moves (L-9.6.2; a mate on the 75th move stands).
 *
 * In a variant's position (atomic, crazyhouse...), the board's end is the variant's
 * (`variantBoardOutcome`: its own end, mate and stalemate where it has them, its draw by
 * material) and never a dead position (L-5.2.2 is standard chess's); repetition and the move
 * count apply as in standard chess (repetition keys include pockets and check counters).
 */
export function automaticOutcome(
  history: PositionHistory,
  opts: AutomaticOutcomeOptions = {},
): Outcome | undefined {
  const pos = history.current;
  if (!pos.variant.standard) {
    const board = variantBoardOutcome(pos);
    if (board) return board;
  } else if (!pos.hasLegalMoves()) {
    return pos.isCheck()
      ? winOutcome('checkmate', opposite(pos.turn), 'L-5.1.1')
      : drawOutcome('stalemate', 'L-5.2.1');
  }
  const dead = opts.deadPosition ?? 'quick';
  if (dead !== false && pos.variant.standard) {
    if (isInsufficientMaterial(pos)) return drawOutcome('insufficient-material', 'L-5.2.2');
    if (dead === 'quick' && quickDeadCheck(pos)) return drawOutcome('dead-position', 'L-5.2.2');
    const full = opts.nodeBudget === undefined ? {} : { nodeBudget: opts.nodeBudget };
    if (dead === 'full' && analyzeDeadPosition(pos, full).dead)
      return drawOutcome('dead-position', 'L-5.2.2');
  }
  if ((opts.fivefoldRepetition ?? true) && isFivefoldRepetition(history, opts.fivefold)) {
    return drawOutcome('fivefold-repetition', 'L-9.6.1');
  }
  if ((opts.seventyFiveMoves ?? true) && isSeventyFiveMoves(history, opts.seventyFive)) {
    return drawOutcome('seventyfive-moves', 'L-9.6.2');
  }
  return undefined;
}
