import { err, ok, type Result } from '@chesslaws/board';
import { Position } from '@chesslaws/moves';
import { PgnError } from '../error.js';
import type { Game } from '../model/game.js';
import { parseVariant } from '../model/variant.js';

/**
 * The position a game starts from: its `FEN` tag (FEN, X-FEN or Shredder-FEN)
 * when there is one (with or without `SetUp "1"`), else the initial position;
 * Chess960 rules when the `Variant` tag says so (PGN-std). Castling rights or an
 * e.p. square that cannot stand are dropped, as python-chess and chessops do.
 */
export function startingPosition(game: Game): Result<Position, PgnError> {
  const variant = parseVariant(game.headers.get('Variant'), game.location);
  if (!variant.ok) return variant;
  const chess960 = variant.value === 'chess960';
  const fen = game.headers.get('FEN');
  if (fen === undefined) return ok(chess960 ? Position.chess960(518) : Position.default());
  const pos = Position.fromFen(fen, { chess960, ignore: ['ERR_CASTLING_RIGHTS', 'ERR_EP_SQUARE'] });
  if (pos.ok) return pos;
  return err(
    new PgnError('ERR_PGN_FEN', `bad FEN tag "${fen}": ${pos.error.message}`, game.location, fen),
  );
}
