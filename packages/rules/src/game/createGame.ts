// createGame: resolves the start and the time control, then hands a new engine to a LiveGame.
import { err, ok, type Result } from '@chesslaws/board';
import { parseTimeControl, type TimeControl, validateTimeControl } from '@chesslaws/clock';
import { chess960Setup, Position } from '@chesslaws/moves';
import { RulesError } from '../errors.js';
import type { GameSetup } from '../plugin/context.js';
import type { Regulation } from '../regulation/regulation.js';
import { GameEngine } from './engine.js';
import { LiveGame } from './liveGame.js';
import type { Game, GameOptions, GameStart } from './types.js';

const defaultNow = (): number => Math.floor(performance.now());

function resolveControl(clock: GameOptions['clock']): Result<TimeControl | undefined, RulesError> {
  if (clock === undefined || clock === false) return ok(undefined);
  const parsed = typeof clock === 'string' ? parseTimeControl(clock) : validateTimeControl(clock);
  if (!parsed.ok)
    return err(
      new RulesError('ERR_RULES_START', `time control: ${parsed.error.message}`, {
        field: 'clock',
      }),
    );
  return ok(parsed.value);
}

function resolveStart(start: GameStart | undefined): Result<GameSetup, RulesError> {
  if (start === undefined)
    return ok({ variant: 'standard', position: Position.default(), startGiven: false });
  if ('chess960' in start) {
    const n = start.chess960;
    if (!Number.isInteger(n) || n < 0 || n > 959)
      return err(
        new RulesError('ERR_RULES_START', `Chess960 start positions are 0..959, not ${n}`, {
          field: 'start.chess960',
        }),
      );
    const pos = Position.fromSetup(chess960Setup(n), { chess960: true });
    if (!pos.ok)
      return err(new RulesError('ERR_RULES_START', pos.error.message, { field: 'start.chess960' }));
    return ok({ variant: 'chess960', position: pos.value, chess960: n, startGiven: true });
  }
  if (typeof start.fen !== 'string')
    return err(
      new RulesError('ERR_RULES_START', 'start.fen must be a FEN string', { field: 'start.fen' }),
    );
  const pos = Position.fromFen(start.fen);
  if (!pos.ok) {
    const e = pos.error;
    return err(
      new RulesError('ERR_RULES_START', `FEN: ${e.message}`, {
        field: 'start.fen',
        ...(e.location?.offset !== undefined ? { offset: e.location.offset } : {}),
      }),
    );
  }
  return ok({
    variant: pos.value.chess960 ? 'chess960' : 'standard',
    position: pos.value,
    startGiven: true,
  });
}

/**
 * A new game under `regulation`. Bad input (a FEN, a time control) is an error result with a
 * located `RulesError`; the clock starts at once unless `autoStart: false`.
 *
 * ```ts
 * const game = unwrap(createGame(fideBlitz(), { now: () => Date.now() }));
 * game.play('e2e4');
 * ```
 */
export function createGame(
  regulation: Regulation,
  options: GameOptions = {},
): Result<Game, RulesError> {
  const start = resolveStart(options.start);
  if (!start.ok) return start;
  const control = resolveControl(options.clock);
  if (!control.ok) return control;
  const initial: GameSetup = {
    ...start.value,
    ...(options.clock === false
      ? { control: null }
      : control.value
        ? { control: control.value }
        : {}),
  };
  const engine = GameEngine.create(regulation, initial);
  if (engine instanceof RulesError) return err(engine);
  const game = new LiveGame(engine, options.now ?? defaultNow);
  engine.adjudicateStart();
  if (options.autoStart !== false && !engine.outcome) {
    const started = game.start();
    if (!started.ok) return started;
  }
  return ok(game);
}
