import type { Result } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import type { PgnError } from '../error.js';
import type { PgnGame } from '../model/game.js';
import type { PgnVisitor } from '../visitor.js';
import type { DecodeOptions } from './decode.js';
import { GameBuilder } from './gameBuilder.js';
import { PgnScanner, type ScannerLimits } from './scanner.js';
import { type PgnSource, textChunks } from './source.js';

/** Options of the readers: limits, how bytes are decoded, and the variants games may be in. */
export interface ReadOptions extends ScannerLimits, DecodeOptions {
  /**
   * The variants a game's `Variant` tag may name besides standard chess and Chess960 (built in),
   * e.g. `allVariants()` of `@chesslaws/variants`: a game in one of them is read and replayed by
   * its rules (`game.variant`). A game whose tag names none is an `ERR_PGN_VARIANT` error,
   * located at the tag, and the games after it are still read.
   */
  readonly variants?: readonly Variant[];
}

/**
 * Every game of a PGN text, in order: a game with an error (with line and
 * column) is an `err`, and the games after it are still read.
 *
 * @example
 * ```ts
 * const [first] = parsePgn('[White "Tal"]\n\n1. e4 e5 (1... c5) 2. Nf3 *');
 * if (first?.ok) first.value.headers.get('White'); // 'Tal'
 * ```
 */
export function parsePgn(text: string, options?: ReadOptions): Array<Result<PgnGame, PgnError>> {
  const games: Array<Result<PgnGame, PgnError>> = [];
  const scanner = new PgnScanner(
    new GameBuilder((game) => games.push(game), options?.variants),
    options,
  );
  scanner.write(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  scanner.end();
  return games;
}

/**
 * Calls `fn` with every game of a PGN text, in order, as soon as it is read: {@link parsePgn}
 * without the array, so only the game being looked at is held (a large text's game trees do
 * not all stay alive until the end, which costs the garbage collector dearly). Returns how
 * many games there were.
 *
 * @example
 * ```ts
 * let games = 0;
 * forEachGame(text, (game) => {
 *   if (game.ok) games++;
 * });
 * ```
 */
export function forEachGame(
  text: string,
  fn: (game: Result<PgnGame, PgnError>, index: number) => void,
  options?: ReadOptions,
): number {
  let index = 0;
  const scanner = new PgnScanner(
    new GameBuilder((game) => fn(game, index++), options?.variants),
    options,
  );
  scanner.write(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  scanner.end();
  return index;
}

/**
 * Reads games one at a time from a string, bytes, a web `ReadableStream`, or an async
 * iterable of chunks (a Node stream), holding only the game being read: memory
 * stays flat however large the input. Bytes are decoded as `options` say (`encoding`;
 * by default UTF-8 or UTF-16 by the byte order mark, else UTF-8 with a Windows-1252
 * fallback that `onDecodeNotice` reports).
 *
 * @example
 * ```ts
 * for await (const game of readGames(createReadStream('big.pgn'))) {
 *   if (!game.ok) console.error(game.error.message); // "12:5: ..."
 * }
 * ```
 */
export async function* readGames(
  source: PgnSource,
  options?: ReadOptions,
): AsyncGenerator<Result<PgnGame, PgnError>, void, undefined> {
  const ready: Array<Result<PgnGame, PgnError>> = [];
  const scanner = new PgnScanner(
    new GameBuilder((game) => ready.push(game), options?.variants),
    options,
  );
  let first = true;
  for await (let chunk of textChunks(source, options)) {
    if (first && chunk.length > 0) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    scanner.write(chunk);
    for (let i = 0; i < ready.length; i++) yield ready[i]!;
    ready.length = 0;
  }
  scanner.end();
  yield* ready;
}

/** Runs a {@link PgnVisitor} over a whole text at once (the low-level reader). */
export function visitPgn(text: string, visitor: PgnVisitor, options?: ReadOptions): void {
  const scanner = new PgnScanner(visitor, options);
  scanner.write(text);
  scanner.end();
}

/** Runs a {@link PgnVisitor} over a streamed source, chunk by chunk, with flat memory. */
export async function visitPgnStream(
  source: PgnSource,
  visitor: PgnVisitor,
  options?: ReadOptions,
): Promise<void> {
  const scanner = new PgnScanner(visitor, options);
  for await (const chunk of textChunks(source, options)) scanner.write(chunk);
  scanner.end();
}
