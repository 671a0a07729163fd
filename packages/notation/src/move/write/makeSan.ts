import type { Move, Position } from '@chesslaws/moves';
import { type LocaleOption, resolveLocale } from '../locales.js';
import type { SanStyle } from '../styles.js';
import { formatSan } from './formatSan.js';
import { moveFacts } from './moveFacts.js';

/** Options of {@link makeSan}. */
export interface MakeSanOptions {
  /** The style of the text; `'san'` (PGN) by default. */
  readonly style?: SanStyle;
  /**
   * The language of the piece letters and signs (`'ru'` writes `Кр:e2`); English by default.
   * The UCI styles ignore it; figurine styles take only its capture and mate signs.
   */
  readonly locale?: LocaleOption;
}

/**
 * Writes a legal move of `pos` as text: SAN (`Nbd2`, `exd5`, `e8=Q+`, `O-O`) by default,
 * or in another style or language. The move may give castling as king-takes-rook or, in
 * standard chess, as the king's two-square step. Throws the moves package's `IllegalMoveError`
 * for any move that is not legal in `pos` (a caller's bug, as with `pos.play`): read user
 * input with `parseSan`, or check with `pos.isLegal`, first.
 *
 * @example
 * ```ts
 * makeSan(pos, { from: parseSquare('g1'), to: parseSquare('f3') }); // 'Nf3'
 * makeSan(pos, move, { locale: 'ru' }); // 'Кf3'
 * ```
 */
export function makeSan(pos: Position, move: Move, options: MakeSanOptions = {}): string {
  return formatSan(moveFacts(pos, move), options.style ?? 'san', resolveLocale(options.locale));
}

/**
 * Writes a legal move as {@link makeSan} does, then plays it on `pos` (which changes).
 * Throws the moves package's `IllegalMoveError` for an illegal move.
 */
export function makeSanAndPlay(pos: Position, move: Move, options: MakeSanOptions = {}): string {
  let facts = moveFacts(pos, move, true);
  pos.play(move);
  // Playing anyway, so mate is found on `pos` itself rather than on a copy (variants find
  // their own ends in `moveFacts`: a check there is never a mate).
  if (
    facts.check === 'check' &&
    (pos.variant.standard || pos.variant.fairy) &&
    !pos.hasLegalMoves()
  )
    facts = { ...facts, check: 'mate' };
  return formatSan(facts, options.style ?? 'san', resolveLocale(options.locale));
}
