import { err, ok, type Result } from '@chesslaws/board';
import { Position, type Variant } from '@chesslaws/moves';
import { PgnError } from '../error.js';
import type { PgnGame } from '../model/game.js';
import { type ParseVariantOptions, parseVariant } from '../model/variant.js';

/** Options of {@link startingPosition}. */
export interface StartingPositionOptions {
  /**
   * The variants the `Variant` tag may name besides standard chess and Chess960, for a game
   * whose `variant` is not set yet (one built in code; the readers set it).
   */
  readonly variants?: readonly Variant[];
}

/** The variant a game is played under: `game.variant`, else its `Variant` tag read among `variants`. */
export function gameVariant(
  game: PgnGame,
  options: StartingPositionOptions = {},
): Result<Variant, PgnError> {
  if (game.variant) return ok(game.variant);
  const read: ParseVariantOptions = { variants: options.variants, at: game.location };
  return parseVariant(game.headers.get('Variant'), read);
}

/**
 * The position a game starts from: its `FEN` tag (FEN, X-FEN or Shredder-FEN; pockets and
 * check counters in a variant that has them) when there is one (with or without `SetUp "1"`),
 * else the start position of its variant (`game.variant`, else the `Variant` tag among the
 * built-in standard chess and Chess960 and `options.variants`). Castling rights or an e.p.
 * square that cannot stand are dropped, as python-chess and chessops do.
 */
export function startingPosition(
  game: PgnGame,
  options: StartingPositionOptions = {},
): Result<Position, PgnError> {
  const found = gameVariant(game, options);
  if (!found.ok) return found;
  const variant = found.value;
  const chess960 = variant.chess960;
  const fen = game.headers.get('FEN');
  if (fen === undefined) {
    if (!variant.standard) return ok(Position.default(variant));
    return ok(chess960 ? Position.chess960(518) : Position.default());
  }
  const ignore = ['ERR_CASTLING_RIGHTS', 'ERR_EP_SQUARE'] as const;
  const pos = Position.fromFen(
    fen,
    variant.standard ? { chess960, ignore: [...ignore] } : { variant, ignore: [...ignore] },
  );
  if (pos.ok) return pos;
  return err(
    new PgnError(
      'ERR_PGN_FEN',
      `bad FEN tag "${fen.length > 100 ? `${fen.slice(0, 100)}…` : fen}": ${pos.error.message}`,
      game.fenLocation ?? game.location,
      fen,
    ),
  );
}
