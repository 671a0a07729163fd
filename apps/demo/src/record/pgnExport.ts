/**
 * The game as PGN, in a module of its own so the PGN writer loads only when a game is exported.
 */
import { buildGame, makePgn } from '@chesslaws/notation';
import { type Engine, origin } from '../game/engine.js';
import type { GameSettings } from '../setup/settings.js';

/** The game as PGN: SAN moves with `[%clk]` and `[%emt]`, the arbiter's notes, the outcome and its rule. */
export function exportPgn(game: Engine, settings: GameSettings): string {
  const state = game.state;
  const { start } = origin(game);
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '.');
  const record = buildGame({
    start,
    moves: state.moves.map((m) => ({
      move: m.move,
      ...(m.clock !== undefined ? { clock: m.clock } : {}),
      ...(m.spent !== undefined ? { elapsed: m.spent } : {}),
      ...(m.notes.length > 0 ? { comments: m.notes } : {}),
      ...(m.drawOffer ? { drawOffer: true } : {}),
    })),
    tags: {
      Event: `chesslaws demo (${game.regulation.name})`,
      Site: 'chesslaws demo',
      Date: date,
      Round: '-',
      White: 'White',
      Black: 'Black',
      TimeControl: settings.timeControl,
    },
    ...(state.outcome ? { outcome: state.outcome } : {}),
  });
  return record.ok ? makePgn(record.value) : `; ${record.error.message}`;
}
