/**
 * Piece letters and signs of algebraic notation in many languages (L-C.2, S-ru).
 *
 * FIDE Appendix C lets each player write the first letter of a piece's name in the
 * player's own language. The letter sets below follow the PGN standard's list of
 * alternative piece letters (section 17) and the Russian rule texts (Кр Ф Л С К,
 * `:` for captures, S-ru); Bulgarian follows the Cyrillic letters Ц Д Т О К.
 */
import type { Role } from '@chesslaws/board';

/** The pieces that carry a letter in algebraic notation: every role but the pawn. */
export type LetteredRole = Exclude<Role, 'pawn'>;

/**
 * How one language writes algebraic notation: a letter (or two, like the Russian
 * `Кр`) for each piece, and the signs for capture, check and mate.
 */
export interface Locale {
  /** A short id, usually the ISO 639-1 language code (`'ru'`, `'de'`). */
  readonly id: string;
  /** The language's English name. */
  readonly name: string;
  /** The uppercase letters of the pieces; pawns have none. */
  readonly pieces: { readonly [role in LetteredRole]: string };
  /** The capture sign written between squares (`x`, or `:` in Russian). */
  readonly capture: string;
  /**
   * The pawn's letter, for the one place a pawn is named: its drop from the pocket (crazyhouse,
   * `P@e4`, as lichess writes it). Languages without one write the drop `@e4`.
   */
  readonly pawn?: string;
  /** The check suffix. */
  readonly check: string;
  /** The mate suffix (`#`; the older Russian `х` also parses). */
  readonly mate: string;
}

// One letter per piece, in the order king, queen, rook, bishop, knight (`'KQRBN'`).
const latin = (
  id: string,
  name: string,
  [king, queen, rook, bishop, knight]: string,
  pawn?: string,
): Locale => ({
  id,
  name,
  pieces: { king: king!, queen: queen!, rook: rook!, bishop: bishop!, knight: knight! },
  ...(pawn === undefined ? {} : { pawn }),
  capture: 'x',
  check: '+',
  mate: '#',
});

/**
 * Every built-in locale by id. English is the PGN standard; the rest are the
 * languages of the PGN standard's list (L-C.2) plus Russian (S-ru) and Bulgarian.
 * Letters are listed as king, queen, rook, bishop, knight.
 */
export const LOCALES = {
  /** English: K Q R B N (the letters of PGN and of FIDE's examples), and P for a pawn's drop. */
  en: latin('en', 'English', 'KQRBN', 'P'),
  /** Russian: Кр Ф Л С К, captures with `:` (S-ru); mate written `#` (modern) and read as `х` too. */
  ru: {
    id: 'ru',
    name: 'Russian',
    pieces: { king: 'Кр', queen: 'Ф', rook: 'Л', bishop: 'С', knight: 'К' },
    capture: ':',
    check: '+',
    mate: '#',
  },
  /** Bulgarian: Ц Д Т О К. */
  bg: latin('bg', 'Bulgarian', 'ЦДТОК'),
  /** Czech: K D V S J. */
  cs: latin('cs', 'Czech', 'KDVSJ'),
  /** Danish: K D T L S. */
  da: latin('da', 'Danish', 'KDTLS'),
  /** German: K D T L S. */
  de: latin('de', 'German', 'KDTLS'),
  /** Spanish: R D T A C. */
  es: latin('es', 'Spanish', 'RDTAC'),
  /** Estonian: K L V O R. */
  et: latin('et', 'Estonian', 'KLVOR'),
  /** Finnish: K D T L R. */
  fi: latin('fi', 'Finnish', 'KDTLR'),
  /** French: R D T F C. */
  fr: latin('fr', 'French', 'RDTFC'),
  /** Hungarian: K V B F H. */
  hu: latin('hu', 'Hungarian', 'KVBFH'),
  /** Icelandic: K D H B R. */
  is: latin('is', 'Icelandic', 'KDHBR'),
  /** Italian: R D T A C. */
  it: latin('it', 'Italian', 'RDTAC'),
  /** Dutch: K D T L P. */
  nl: latin('nl', 'Dutch', 'KDTLP'),
  /** Norwegian: K D T L S. */
  no: latin('no', 'Norwegian', 'KDTLS'),
  /** Polish: K H W G S. */
  pl: latin('pl', 'Polish', 'KHWGS'),
  /** Portuguese: R D T B C. */
  pt: latin('pt', 'Portuguese', 'RDTBC'),
  /** Romanian: R D T N C. */
  ro: latin('ro', 'Romanian', 'RDTNC'),
  /** Swedish: K D T L S. */
  sv: latin('sv', 'Swedish', 'KDTLS'),
} as const satisfies Record<string, Locale>;

/** The id of a built-in locale. */
export type LocaleId = keyof typeof LOCALES;

/** The ids of the built-in locales: English first, then Russian, then alphabetical. */
export const LOCALE_IDS = Object.keys(LOCALES) as readonly LocaleId[];

/** A built-in locale's id or a locale object of one's own (e.g. `{ ...LOCALES.ru, mate: 'х' }`). */
export type LocaleOption = LocaleId | Locale;

/** True when `id` names a built-in locale (for checking user input such as a CLI flag). */
export const isLocaleId = (id: string): id is LocaleId => Object.hasOwn(LOCALES, id);

/**
 * The locale object of a locale option, English when none is given.
 * Throws a `RangeError` for an unknown id: the type forbids it, so it is a caller's bug.
 */
export function resolveLocale(option: LocaleOption | undefined): Locale {
  if (option === undefined) return LOCALES.en;
  if (typeof option !== 'string') return option;
  if (isLocaleId(option)) return LOCALES[option];
  throw new RangeError(`unknown notation locale '${option}'`);
}

/** The figurines of the white pieces, which print for both colours (♔♕♖♗♘). */
export const FIGURINES: { readonly [role in Role]: string } = {
  king: '♔',
  queen: '♕',
  rook: '♖',
  bishop: '♗',
  knight: '♘',
  pawn: '♙',
};
