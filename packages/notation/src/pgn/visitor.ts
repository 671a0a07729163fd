import type { PgnResult } from '@chesslaws/board';
import type { PgnError } from './error.js';

/** Returned by {@link PgnVisitor.endTags} or {@link PgnVisitor.beginVariation} to skip what follows. */
export const SKIP = 'skip';

/**
 * The low-level reading interface, in the manner of pgn-reader's `Visitor`: the
 * reader calls these hooks in order, and every hook is optional.
 *
 * For each game: `beginGame` → `tag`* → `endTags` → movetext hooks (`san`,
 * `nag`, `comment`, `beginVariation`/`endVariation`, `result`) → `endGame`.
 * `error` may come at any point of a game; the reader then carries on: a `{`
 * comment never closed ends its game where the next game's tag section plainly starts (a blank
 * line, then `[Name "value"]` at the start of a line), so the games after it are read.
 * Every position is a one-based line and column.
 */
export interface PgnVisitor {
  /**
   * A game starts: its first tag, comment or movetext token is at `line`:`column`, `offset`
   * UTF-16 code units from the start of the input. Text cut just before a game that starts at
   * column 1 reads, piece by piece, as the whole text does (the CLI's `--jobs` relies on it).
   */
  beginGame?(line: number, column: number, offset: number): void;
  /** A tag pair, with escapes already undone. Tags may repeat; the last one usually wins. */
  tag?(name: string, value: string, line: number, column: number): void;
  /** The tags are over; return {@link SKIP} to skip this game's movetext (e.g. for header indexing). */
  endTags?(): typeof SKIP | undefined;
  /** A move token as written: SAN, LAN, UCI, localized, or a null move (`--`, `Z0`). */
  san?(text: string, line: number, column: number): void;
  /** A numeric annotation glyph (`$n`, or `!?`, `±`... translated to their numbers). */
  nag?(nag: number, line: number, column: number): void;
  /** A `{...}` or `;...` comment, without its delimiters, not trimmed. */
  comment?(text: string, line: number, column: number): void;
  /** A `(` opens a variation; return {@link SKIP} to skip it up to its matching `)`. */
  beginVariation?(line: number, column: number): typeof SKIP | undefined;
  /** A `)` closes a variation (also called for variations still open when the game ends). */
  endVariation?(line: number, column: number): void;
  /** A termination marker in the movetext (outside variations); it ends the game. */
  result?(result: PgnResult, line: number, column: number): void;
  /** The game is over: after its result, before the next game's tags, or at the end of input. */
  endGame?(line: number, column: number): void;
  /** A syntax error in the current game; reading continues. */
  error?(error: PgnError): void;
}
