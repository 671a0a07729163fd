/**
 * Pieces defined by their movement: the typed form of a piece's moves (`PieceMove`), what a
 * variant says of each kind of piece (`PieceDefinition`) and what a made variant holds for it
 * (`VariantPiece`). Betza text (`'N'`, `'RN'`, `'mRcpR'`) reads into the same `PieceMove` list
 * (`parseBetza`).
 * @packageDocumentation
 */
import type { Role } from '@chesslaws/board';

/**
 * One way a piece moves, from White's side (Black's steps are mirrored rank-wise): a set of
 * steps, each taken once (a leaper), up to `range` times in a line (a rider), or after hopping
 * over one piece (a hopper).
 *
 * @example
 * ```ts
 * // A nightrider: knight steps repeated in a line until blocked.
 * const nightrider: PieceMove = {
 *   steps: [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]],
 *   range: 0,
 *   mode: 'both',
 * };
 * ```
 */
export interface PieceMove {
  /** The steps, as `[files, ranks]` (`[0, 1]` is one square forward for White). */
  readonly steps: readonly (readonly [number, number])[];
  /** Steps along each line: 1 for a leaper, 0 for as far as the line is free (a rider), n for at most n. */
  readonly range: number;
  /** `'both'`: to an empty square or capturing; `'move'` only to an empty square; `'capture'` only capturing. */
  readonly mode: 'both' | 'move' | 'capture';
  /**
   * Jumps over exactly one piece (the screen) on a line first: `'grasshopper'` lands on the
   * square right behind it; `'cannon'` goes on to any square beyond it as a rider does.
   */
  readonly hop?: 'grasshopper' | 'cannon';
}

/** What a variant says of one kind of piece (`VariantDefinition.pieces`). */
export interface PieceDefinition {
  /** Its FEN letter (a-z; written in upper case for White, lower case for Black). */
  readonly letter: string;
  /** How it moves: Betza text (`'N'`, `'RN'`, `'fmWfceF'`...) or the typed moves. */
  readonly moves: string | readonly PieceMove[];
  /** Its SAN letter in English (default: the FEN letter in upper case). */
  readonly san?: string;
  /**
   * Its SAN letter by `@chesslaws/notation` locale ID (`{ ru: 'М', de: 'M' }`); a locale not
   * listed writes `san`.
   */
  readonly sanLetters?: Readonly<Record<string, string>>;
}

/** A kind of piece of a made variant: the definition read, with its role name and piece code. */
export interface VariantPiece {
  /** Its name: a standard role (`'king'`) or the variant's own (`'commoner'`, `'met'`). */
  readonly role: Role;
  /** Its piece code (1..7): `PIECE_CODE`'s colour plus this is what `pieceCodeAt` returns. */
  readonly code: number;
  /** Its FEN letter in upper case. */
  readonly letter: string;
  /** Its SAN letter in English. */
  readonly san: string;
  /** Its SAN letters by locale ID. */
  readonly sanLetters: Readonly<Record<string, string>>;
  /** Its moves; empty for the pawn, whose moves are the variant's pawn rules. */
  readonly moves: readonly PieceMove[];
  /** The Betza text it was defined with, or written from its typed moves (`''` for the pawn). */
  readonly betza: string;
}
