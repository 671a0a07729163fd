/**
 * The game as PGN, in a module of its own so the PGN writer loads only when a game is exported.
 */
import { buildGame, makePgn } from '@chesslaws/notation';
import { toGameRecord } from '@chesslaws/rules';
import type { RulesGame } from '../game/rulesGame.js';
import { t } from '../i18n/lang.js';

/**
 * The game as PGN: the rules' record (SAN moves with `[%clk]` and `[%emt]`, the arbiter's
 * notes, draw offers, the outcome and its rule, the `TimeControl` tag) written by notation.
 */
export function exportPgn(game: RulesGame): string {
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '.');
  const record = buildGame(
    toGameRecord(game, {
      Event: `chesslaws demo (${game.regulation.name})`,
      Site: 'chesslaws demo',
      Date: date,
      Round: '-',
      White: t.whiteName,
      Black: t.blackName,
    }),
  );
  return record.ok ? makePgn(record.value) : `; ${record.error.message}`;
}
