import { makeSquare } from '@chesslaws/board';
import type { Move, Position } from '@chesslaws/moves';
import { type MoveFacts, moveFacts } from '../write/moveFacts.js';
import { PHRASES, type SpokenLanguage } from './phrases.js';

/** Options of {@link describeMove}. */
export interface DescribeMoveOptions {
  /** The language of the description; English by default. */
  readonly locale?: SpokenLanguage;
}

/**
 * The word for a piece; a fairy piece the phrases do not name (`met`, `commoner`) is called by
 * its role name, capitalized at the start of the sentence.
 */
function named(words: Readonly<Record<string, string>>, role: string, first: boolean): string {
  const word = words[role];
  if (word !== undefined) return word;
  return first ? role[0]!.toUpperCase() + role.slice(1) : role;
}

/** Puts move facts into words (pure string work). */
export function describeFacts(facts: MoveFacts, locale: SpokenLanguage = 'en'): string {
  const words = PHRASES[locale];
  let text: string;
  if (facts.drop)
    text = words.drop
      .replace('{piece}', words.pieces[facts.drop])
      .replace('{to}', makeSquare(facts.to));
  else if (facts.castling)
    text = facts.castling === 'short' ? words.shortCastling : words.longCastling;
  else {
    text = (facts.capture ? words.capture : words.quiet)
      .replace('{piece}', named(words.pieces, facts.role, true))
      .replace('{from}', makeSquare(facts.from))
      .replace('{to}', makeSquare(facts.to));
    if (facts.enPassant) text += words.enPassant;
    if (facts.promotion)
      text += words.promotion.replace('{piece}', named(words.promotedTo, facts.promotion, false));
  }
  if (facts.check === 'check') text += words.check;
  else if (facts.check === 'mate') text += words.mate;
  return text;
}

/**
 * Describes a legal move in words for screen readers and blindfold play (L-D):
 * "Knight from g1 to f3", "Queen d1 takes h5, check"; in Russian "Конь g1 на f3, шах",
 * "Ферзь d1 бьёт h5, шах", "Короткая рокировка", "Пешка e7 на e8, превращается в ферзя".
 * Throws the moves package's `IllegalMoveError` for a move that is not legal in `pos`.
 */
export function describeMove(pos: Position, move: Move, options: DescribeMoveOptions = {}): string {
  return describeFacts(moveFacts(pos, move), options.locale ?? 'en');
}
