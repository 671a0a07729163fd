import type { Color } from '@chesslaws/board';
import type { ReadonlyPosition, Variant } from '@chesslaws/moves';
import { boardHasInsufficientMaterial } from '../material/insufficientMaterial.js';
import { drawOutcome, type Outcome, winOutcome } from '../outcome/termination.js';
import { countingOutcome } from './counting.js';

/**
 * True when `pos` plays a variant other than standard chess and Chess960: the dead-position
 * analysis (L-5.2.2) is theirs only, and a variant's game ends by the variant's own rules.
 */
export const isVariantPosition = (pos: ReadonlyPosition): boolean => !pos.variant.standard;

/**
 * True when the variant keeps standard chess's pieces, check, captures and ends (only its
 * start or moves differ); a fairy variant's pieces are not standard chess's.
 */
const keepsStandardEnds = (v: Variant): boolean =>
  !v.fairy &&
  v.check === 'royal' &&
  !v.explosions &&
  !v.pockets &&
  !v.forcedCaptures &&
  v.checksToWin === 0 &&
  v.outcome === undefined &&
  v.noMoves === undefined;

/**
 * True when `color` can no longer win in a variant's position, by the variant's
 * `insufficientMaterial`; a variant without that hook that keeps standard check, captures and
 * ends takes standard chess's insufficient material, any other never runs short.
 */
export function variantCannotWin(pos: ReadonlyPosition, color: Color): boolean {
  const v = pos.variant;
  if (v.insufficientMaterial) return v.insufficientMaterial(pos, color);
  return keepsStandardEnds(v) && boardHasInsufficientMaterial(pos.board, color);
}

/**
 * True when a variant's game is drawn at once on the board because neither side can win:
 * the variant's `drawnByMaterial` (lichess's automatic insufficient-material draw), else
 * {@link variantCannotWin} for both sides.
 */
export function isVariantDrawnByMaterial(pos: ReadonlyPosition): boolean {
  const hook = pos.variant.drawnByMaterial;
  if (hook) return hook(pos);
  return variantCannotWin(pos, 'white') && variantCannotWin(pos, 'black');
}

/** The rule ID of a variant's draw by material: `V-<name>.insufficient-material`. */
export const variantMaterialRule = (variant: Variant): string =>
  `V-${variant.name}.insufficient-material`;

/**
 * The end a variant's game reaches at once on the board, as lichess applies it: the variant's
 * own end (`pos.outcome()`: `variant-end` with its rule, such as `V-atomic.king-exploded`),
 * mate and stalemate where the variant has them (L-5.1.1, L-5.2.1), and the draw by the
 * variant's material (`insufficient-material`, `V-<name>.insufficient-material`). Also right
 * for standard chess, without the dead-position draw (`automaticOutcome` has it). A fairy
 * variant's ends come the same way (extinction, bare king, n-check, its stalemate result), and
 * makruk's counting draw when the count runs out (`isCountingDraw`, `V-makruk.counting`).
 */
export function variantBoardOutcome(pos: ReadonlyPosition): Outcome | undefined {
  const end = pos.outcome();
  if (end) {
    // A stalemate the variant scores as a loss (shatranj) is a stalemate too.
    const termination =
      end.rule === 'L-5.1.1'
        ? 'checkmate'
        : end.rule === 'L-5.2.1' || end.rule === `V-${pos.variant.name}.stalemate`
          ? 'stalemate'
          : 'variant-end';
    return end.winner === undefined
      ? drawOutcome(termination, end.rule)
      : winOutcome(termination, end.winner, end.rule);
  }
  if (isVariantPosition(pos) && isVariantDrawnByMaterial(pos))
    return drawOutcome('insufficient-material', variantMaterialRule(pos.variant));
  return countingOutcome(pos);
}
