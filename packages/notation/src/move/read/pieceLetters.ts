import type { Role } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import { fairyLetter, fairyUciLetter } from '../fairyLetters.js';
import type { LetteredRole, Locale } from '../locales.js';

/** One way of writing a piece at the start of a move or after a promotion sign. */
export interface PieceLetter {
  /** The text (`N`, `Кр`, `♘`). */
  readonly text: string;
  /** The piece it names. */
  readonly role: Role;
}

const LETTERED: readonly LetteredRole[] = ['king', 'queen', 'rook', 'bishop', 'knight'];

// Figurines of both colours name the same pieces in every language.
const FIGURINES: readonly PieceLetter[] = [
  ...['♔♕♖♗♘♙', '♚♛♜♝♞♟'].flatMap((set) =>
    (['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'] as const).map((role, i) => ({
      text: set[i]!,
      role,
    })),
  ),
];

const ENGLISH_LETTERS: Readonly<Record<string, string>> = {
  king: 'K',
  queen: 'Q',
  rook: 'R',
  bishop: 'B',
  knight: 'N',
};

const UCI_PROMOTIONS: readonly PieceLetter[] = [
  { text: 'k', role: 'king' }, // antichess
  { text: 'q', role: 'queen' },
  { text: 'r', role: 'rook' },
  { text: 'b', role: 'bishop' },
  { text: 'n', role: 'knight' },
];

// Latin letters that look like Cyrillic piece letters, so `Kp`, `C`, `K` read as `Кр`, `С`, `К` (S-wild).
const LATIN_LOOKALIKES: Record<string, readonly string[]> = {
  К: ['K'],
  р: ['p', 'Р', 'P'],
  С: ['C'],
  Т: ['T'],
  О: ['O'],
};

function spellings(letters: string): string[] {
  let out = [''];
  for (const char of letters) {
    const options = [char, ...(LATIN_LOOKALIKES[char] ?? [])];
    out = out.flatMap((prefix) => options.map((option) => prefix + option));
  }
  return out;
}

// A lowercase letter can name a piece only where it cannot be a file or a look-alike of one.
const isFileLike = (char: string): boolean => /^[a-hасеһxх]$/u.test(char);

/** The letters that name pieces in a locale, longest first; built once per locale. */
export interface LetterTable {
  /** At the start of a move: uppercase letters and their look-alikes, lowercase where safe, figurines. */
  readonly leading: readonly PieceLetter[];
  /** After a pawn's last square: UCI's `q r b n`, any letter of the locale in either case, figurines. */
  readonly promotion: readonly PieceLetter[];
}

const cache = new WeakMap<Locale, LetterTable>();
const fairyCache = new WeakMap<Variant, WeakMap<Locale, LetterTable>>();

/**
 * The letter table of `locale`. A language with a pawn letter also reads it (English `Pe2-e4`,
 * `P@e4`). In a fairy variant (`variant.fairy`), the letters of its own pieces (see
 * `fairyLetters.ts`), in the language and in English, and their FEN letters after a promotion.
 */
export function letterTable(locale: Locale, variant?: Variant): LetterTable {
  if (variant?.fairy) return fairyTable(locale, variant);
  let table = cache.get(locale);
  if (table) return table;
  const leading: PieceLetter[] = [...FIGURINES];
  // UCI's lowercase letters first, so `e7e8b` is a bishop in every language (not a Hungarian rook).
  const promotion: PieceLetter[] = [
    ...UCI_PROMOTIONS,
    ...FIGURINES.filter((f) => f.role !== 'pawn'),
  ];
  for (const role of LETTERED) {
    const letters = locale.pieces[role];
    for (const text of spellings(letters)) leading.push({ text, role });
    const lower = letters.toLowerCase();
    if (lower !== letters && !isFileLike(lower[0]!)) leading.push({ text: lower, role });
    // The king too: antichess promotes to it (the position says whether the variant allows it).
    for (const text of new Set([...spellings(letters), lower])) promotion.push({ text, role });
  }
  if (locale.pawn) leading.push({ text: locale.pawn, role: 'pawn' });
  const longestFirst = (a: PieceLetter, b: PieceLetter) => b.text.length - a.text.length;
  table = {
    leading: dedupe(leading).sort(longestFirst),
    promotion: dedupe(promotion).sort(longestFirst),
  };
  cache.set(locale, table);
  return table;
}

function fairyTable(locale: Locale, variant: Variant): LetterTable {
  let byLocale = fairyCache.get(variant);
  if (!byLocale) fairyCache.set(variant, (byLocale = new WeakMap()));
  let table = byLocale.get(locale);
  if (table) return table;
  // Figurines for the standard pieces that move as in chess (and the pawn).
  const figurines = FIGURINES.filter(
    (f) =>
      f.role === 'pawn' ||
      variant.pieces.find((p) => p.role === f.role)?.betza === ENGLISH_LETTERS[f.role],
  );
  const leading: PieceLetter[] = [...figurines];
  const promotion: PieceLetter[] = figurines.filter((f) => f.role !== 'pawn');
  // The locale's letters first, then the English ones, then their look-alikes and lower cases
  // (a piece's own letter before another's look-alike: `C` is almost's chancellor, not `С`).
  const pieces = variant.pieces.filter((p) => p.role !== 'pawn');
  const written = pieces.flatMap((p) => [
    { text: fairyLetter(variant, p.role, locale), role: p.role },
    { text: p.san, role: p.role },
  ]);
  for (const letter of written) {
    leading.push(letter);
    promotion.push(letter);
  }
  for (const { text: letters, role } of written) {
    for (const text of spellings(letters)) {
      leading.push({ text, role });
      promotion.push({ text, role });
    }
    const lower = letters.toLowerCase();
    if (lower !== letters && !isFileLike(lower[0]!)) leading.push({ text: lower, role });
    promotion.push({ text: lower, role });
  }
  for (const piece of variant.pieces)
    if (piece.role !== 'pawn')
      promotion.unshift({ text: fairyUciLetter(variant, piece.role), role: piece.role });
  if (locale.pawn) leading.push({ text: locale.pawn, role: 'pawn' });
  const longestFirst = (a: PieceLetter, b: PieceLetter) => b.text.length - a.text.length;
  table = {
    leading: dedupe(leading).sort(longestFirst),
    promotion: dedupe(promotion).sort(longestFirst),
  };
  byLocale.set(locale, table);
  return table;
}

function dedupe(letters: PieceLetter[]): PieceLetter[] {
  const seen = new Set<string>();
  return letters.filter((l) => !seen.has(l.text) && seen.add(l.text));
}

/** The piece letter that `text` starts with at `offset`, if any. */
export function letterAt(
  letters: readonly PieceLetter[],
  text: string,
  offset: number,
): PieceLetter | undefined {
  const first = text[offset];
  for (const letter of letters) {
    if (letter.text[0] === first && text.startsWith(letter.text, offset)) return letter;
  }
  return undefined;
}
