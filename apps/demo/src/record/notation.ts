import type { Move, Position } from '@chesslaws/moves';
import { LOCALE_IDS, LOCALES, type LocaleId, makeSan, type SanStyle } from '@chesslaws/notation';

/** A way of writing the move list: a style of `makeSan` in a language. */
export interface NotationChoice {
  /** Stable id, e.g. `'san:en'`, `'lan:ru'`. */
  readonly id: string;
  /** The style of `makeSan`. */
  readonly style: SanStyle;
  /** The language of the piece letters. */
  readonly locale: LocaleId;
  /** The name shown in the menu. */
  readonly label: string;
}

const choice = (style: SanStyle, locale: LocaleId, label: string): NotationChoice => ({
  id: `${style}:${locale}`,
  style,
  locale,
  label,
});

/** Every notation offered: the English styles, Russian in short and long form, then the other languages. */
export const NOTATIONS: readonly NotationChoice[] = [
  choice('san', 'en', 'SAN (PGN)'),
  choice('fide', 'en', 'FIDE scoresheet'),
  choice('lan', 'en', 'Long algebraic'),
  choice('figurine', 'en', 'Figurine'),
  choice('uci', 'en', 'UCI'),
  choice('san', 'ru', 'Русская'),
  choice('lan', 'ru', 'Русская, полная'),
  ...LOCALE_IDS.filter((id) => id !== 'en' && id !== 'ru').map((id) =>
    choice('san', id, LOCALES[id].name),
  ),
];

/** The notation with `id`, or SAN. */
export const notationById = (id: string): NotationChoice =>
  NOTATIONS.find((n) => n.id === id) ?? NOTATIONS[0]!;

/** Each move of a line, written in `notation`; `start` is not changed. */
export function writeLine(
  start: Position,
  moves: readonly Move[],
  notation: NotationChoice,
): string[] {
  const pos = start.clone();
  return moves.map((move) => {
    const text = makeSan(pos, move, { style: notation.style, locale: notation.locale });
    pos.play(move);
    return text;
  });
}
