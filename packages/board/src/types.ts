/** The two sides, White first. */
export const COLORS = ['white', 'black'] as const;
/** A side: `'white'` or `'black'`. */
export type Color = (typeof COLORS)[number];

/** The six kinds of piece of standard chess, in the order pawn..king. */
export const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;
/** A kind of piece of standard chess. */
export type StandardRole = (typeof ROLES)[number];

/**
 * The names of fairy pieces a program uses, for the type checker: empty here, so `Role` is the
 * six standard roles. A variant's own pieces (`'commoner'`, `'met'`) are strings at run time
 * whatever this says; a program that plays them adds their names by declaration merging, and
 * `Role` then takes them in:
 *
 * ```ts
 * declare module '@chesslaws/board' {
 *   interface FairyRoles { commoner: true; met: true }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface FairyRoles {}

/** A fairy piece's name (see `FairyRoles`). */
export type FairyRole = Extract<keyof FairyRoles, string>;

/** A kind of piece: a standard role, or a fairy piece's name registered in `FairyRoles`. */
export type Role = StandardRole | FairyRole;

/** A piece: a role of a colour. */
export interface Piece {
  /** Whose piece it is. */
  readonly color: Color;
  /** What kind of piece it is. */
  readonly role: Role;
}

/** One value per colour. */
export type ByColor<T> = { [color in Color]: T };
/** One value per standard role. */
export type ByRole<T> = { [role in StandardRole]: T };

/** File letters, a..h. */
export const FILE_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
/** A file letter. */
export type FileName = (typeof FILE_NAMES)[number];
/** Rank digits, 1..8. */
export const RANK_NAMES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
/** A rank digit. */
export type RankName = (typeof RANK_NAMES)[number];
/** A square name such as `'e4'`. */
export type SquareName = `${FileName}${RankName}`;

/**
 * A square as a number 0..63: a1 = 0, b1 = 1, ..., h8 = 63.
 * `file = square & 7`, `rank = square >> 3`. Names exist only at the edges.
 */
export type Square = number;

/** The other side. */
export const opposite = (color: Color): Color => (color === 'white' ? 'black' : 'white');

/** The result of a decided game: White won, Black won, or a draw (L-10.1's 1 / ½ / 0). */
export type GameResult = '1-0' | '0-1' | '1/2-1/2';

/** A PGN result token: a {@link GameResult}, or `'*'` for a game still going on or unknown. */
export type PgnResult = GameResult | '*';

/** The three decided results, in a fixed order. */
export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2'] as const satisfies readonly GameResult[];
