/**
 * The ways of writing a move that `makeSan` knows, and what sets them apart (L-C, S-LAN).
 */

/**
 * The styles of move text:
 * - `san`: PGN's Standard Algebraic Notation: `Nf3`, `exd5`, `e8=Q`, `O-O`, `Qh5#`.
 * - `fide`: the FIDE scoresheet (Appendix C): `e8Q`, `0-0`, otherwise as `san`.
 * - `lan`: long algebraic (S-LAN): `e2-e4`, `Ng1-f3`, `e4xd5`, `e7-e8Q`, `O-O`.
 * - `figurine`: `san` with figurines for the pieces: `♘f3`, `e8=♕`.
 * - `uci`: `e2e4`, `e7e8q`; castling as the king's two-square step (`e1g1`),
 *   or king-takes-rook (`e1h1`) in a Chess960 position.
 * - `uci-chess960`: UCI with castling always written king-takes-rook (`e1h1`).
 */
export const SAN_STYLES = ['san', 'fide', 'lan', 'figurine', 'uci', 'uci-chess960'] as const;

/** A style of move text (see {@link SAN_STYLES}). */
export type SanStyle = (typeof SAN_STYLES)[number];

/** True when `value` names a style (for checking user input such as a CLI flag). */
export const isSanStyle = (value: string): value is SanStyle =>
  (SAN_STYLES as readonly string[]).includes(value);

/** What an algebraic style writes, as data; the UCI styles are not algebraic. */
export interface AlgebraicStyle {
  /** Piece letters of the locale, or figurines. */
  readonly pieces: 'letters' | 'figurines';
  /** Always write the square a piece leaves (long algebraic). */
  readonly longForm: boolean;
  /** Text between the pawn's square and the promotion piece: `=` in PGN, nothing on a scoresheet. */
  readonly promotionSign: string;
  /** Short and long castling. */
  readonly castling: { readonly short: string; readonly long: string };
}

const LETTER_O = { short: 'O-O', long: 'O-O-O' } as const;
const DIGIT_ZERO = { short: '0-0', long: '0-0-0' } as const;

/** The algebraic styles as data. */
export const ALGEBRAIC_STYLES: {
  readonly [style in Exclude<SanStyle, 'uci' | 'uci-chess960'>]: AlgebraicStyle;
} = {
  san: { pieces: 'letters', longForm: false, promotionSign: '=', castling: LETTER_O },
  fide: { pieces: 'letters', longForm: false, promotionSign: '', castling: DIGIT_ZERO },
  lan: { pieces: 'letters', longForm: true, promotionSign: '', castling: LETTER_O },
  figurine: { pieces: 'figurines', longForm: false, promotionSign: '=', castling: LETTER_O },
};
