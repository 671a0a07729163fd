/**
 * Piece letters of a fairy variant (one whose pieces the variant defines: knightmate's
 * commoner, makruk's met): each piece's SAN letter in a language is the one its definition
 * gives for that locale (`sanLetters`), else, for a standard role keeping its English letter,
 * the language's own letter (a Russian rook is `Л` in makruk too), else its English SAN letter.
 * @packageDocumentation
 */
import type { Role } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import type { LetteredRole, Locale } from './locales.js';

const ENGLISH: Readonly<Record<string, string>> = {
  king: 'K',
  queen: 'Q',
  rook: 'R',
  bishop: 'B',
  knight: 'N',
};

/**
 * The SAN letter of `role` in `variant` (a fairy one) and `locale`; `''` for the pawn. Where
 * the language's letter of a standard piece is another piece's letter in the variant (the
 * German knight `S` and makruk's khon), the standard piece keeps its English letter.
 */
export function fairyLetter(variant: Variant, role: Role, locale: Locale): string {
  let byLocale = cache.get(variant);
  if (!byLocale) cache.set(variant, (byLocale = new Map()));
  let letters = byLocale.get(locale.id);
  if (!letters) byLocale.set(locale.id, (letters = lettersOf(variant, locale)));
  return letters.get(role) ?? '';
}

const cache = new WeakMap<Variant, Map<string, Map<string, string>>>();

function lettersOf(variant: Variant, locale: Locale): Map<string, string> {
  const letters = new Map<string, string>();
  const inLanguage = new Set<string>();
  for (const piece of variant.pieces) {
    if (piece.role === 'pawn') continue;
    const own = piece.sanLetters[locale.id];
    if (own !== undefined) letters.set(piece.role, own);
    else if (ENGLISH[piece.role] === piece.san) {
      letters.set(piece.role, locale.pieces[piece.role as LetteredRole]);
      inLanguage.add(piece.role);
    } else letters.set(piece.role, piece.san);
  }
  for (const role of inLanguage) {
    const letter = letters.get(role);
    const clash = [...letters].some(([other, l]) => other !== role && l === letter);
    if (clash) letters.set(role, variant.pieces.find((p) => p.role === role)!.san);
  }
  return letters;
}

/** The UCI promotion letter of `role` in `variant` (a fairy one): its FEN letter in lower case. */
export function fairyUciLetter(variant: Variant, role: Role): string {
  return variant.pieces.find((p) => p.role === role)?.letter.toLowerCase() ?? '?';
}
