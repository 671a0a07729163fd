import type { Move, Position } from '@chesslaws/moves';
import {
  formatSan,
  LOCALE_IDS,
  LOCALES,
  type LocaleId,
  type MoveFacts,
  makeSan,
  resolveLocale,
  type SanStyle,
} from '@chesslaws/notation';
import type { LineMove } from '@chesslaws/rules';
import { lang, t } from '../i18n/lang.js';

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

/** A notation language's name in the interface's language (`Deutsch` → "немецкий"). */
function languageName(id: LocaleId): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(id);
    if (name && name !== id) return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    // No Intl.DisplayNames: the locale's English name.
  }
  return LOCALES[id].name;
}

/** Every notation offered: the English styles, Russian in short and long form, then the other languages. */
export const NOTATIONS: readonly NotationChoice[] = [
  choice('san', 'en', t.notations.san),
  choice('fide', 'en', t.notations.fide),
  choice('lan', 'en', t.notations.lan),
  choice('figurine', 'en', t.notations.figurine),
  choice('uci', 'en', t.notations.uci),
  choice('san', 'ru', t.notations.ru),
  choice('lan', 'ru', t.notations.ruLong),
  ...LOCALE_IDS.filter((id) => id !== 'en' && id !== 'ru').map((id) =>
    choice('san', id, languageName(id)),
  ),
];

/** The notation with `id`, or SAN. */
export const notationById = (id: string): NotationChoice =>
  NOTATIONS.find((n) => n.id === id) ?? NOTATIONS[0]!;

/** A legal move of `position`, written in `notation`. */
export const writeMove = (position: Position, move: Move, notation: NotationChoice): string =>
  makeSan(position, move, { style: notation.style, locale: notation.locale });

/**
 * An illegal move as it stood on the board, in long form (`Bf1-f3`, `Qd1xd8`): SAN cannot
 * write a move the position does not allow, so the piece and both squares are named.
 */
export function writeIllegalMove(position: Position, move: Move, notation: NotationChoice): string {
  const piece = move.drop ? { role: move.drop } : position.pieceAt(move.from);
  const facts: MoveFacts = {
    role: piece?.role ?? 'pawn',
    from: move.from,
    to: move.to,
    capture: position.pieceAt(move.to) !== undefined,
    enPassant: false,
    ...(move.promotion ? { promotion: move.promotion } : {}),
    ...(move.drop ? { drop: move.drop } : {}),
    disambiguation: 'square',
    check: 'none',
    chess960: position.chess960,
  };
  const style = notation.style === 'uci' ? 'uci' : 'lan';
  return formatSan(facts, style, resolveLocale(notation.locale));
}

/** Each move of the game's line, written in `notation` (an illegal one that stands in long form). */
export const writeLine = (line: readonly LineMove[], notation: NotationChoice): string[] =>
  line.map((entry) =>
    entry.illegal
      ? writeIllegalMove(entry.before, entry.move, notation)
      : writeMove(entry.before, entry.move, notation),
  );
