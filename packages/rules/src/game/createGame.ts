// createGame: resolves the start and the time control, then hands a new arbiter to a LiveGame.

import { err, ok, type Result } from '@chesslaws/board';
import { classifyTimeControl, type TimeCategory, type TimeControl } from '@chesslaws/clock';
import { chess960Setup, INITIAL_FEN, Position, type Variant } from '@chesslaws/moves';
import { Arbiter } from '../arbiter/arbiter.js';
import { HookRunner } from '../arbiter/hookRunner.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { unknownField } from '../model/plainData.js';
import { readControl } from '../model/readControl.js';
import type { GameSetup, VariantName } from '../model/setup.js';
import { VARIANT_SLOT } from '../plugins/variant.js';
import type { Regulation } from '../regulation/regulation.js';
import { LiveGame } from './liveGame.js';
import { localeProblem } from './moveInput.js';
import type { Game, GameOptions, GameStart } from './types.js';

const defaultNow = (): number => Math.floor(performance.now());

function resolveControl(clock: GameOptions['clock']): Result<TimeControl | undefined, RulesError> {
  if (clock === undefined || clock === false) return ok(undefined);
  return readControl(clock, {
    field: 'clock',
    what: say.control.what,
    code: 'ERR_RULES_START',
    pass: say.control.passClock,
  });
}

/** The regulation's variant: the move rules of its variant plugin, if it says. */
const regulationVariant = (regulation: Regulation): Variant | undefined =>
  regulation.plugins.find((p) => p.slot === VARIANT_SLOT)?.variant;

/** A Chess960 start (an own `chess960` key: never one inherited from a prototype). */
const isChess960 = (start: GameStart): start is Extract<GameStart, { chess960: number }> =>
  Object.hasOwn(start, 'chess960');

/** A start FEN read in a variant other than standard chess and Chess960 (pockets, checks). */
function variantStart(start: GameStart, variant: Variant): Result<GameSetup, RulesError> {
  if (isChess960(start))
    return err(
      new RulesError('ERR_RULES_START', say.start.chess960InVariant(variant.name), {
        field: 'start.chess960',
      }),
    );
  if (typeof start.fen !== 'string')
    return err(new RulesError('ERR_RULES_START', say.start.fenNotText, { field: 'start.fen' }));
  const pos = Position.fromFen(start.fen, { variant });
  if (!pos.ok) {
    const e = pos.error;
    return err(
      new RulesError('ERR_RULES_START', say.start.variantFen(variant.title, e.message), {
        field: 'start.fen',
        ...(e.location?.offset !== undefined ? { offset: e.location.offset } : {}),
      }),
    );
  }
  return ok({ variant: variant.name, position: pos.value, startGiven: true });
}

function resolveStart(
  given: GameStart | string | undefined,
  variant: Variant | undefined,
): Result<GameSetup, RulesError> {
  // No start given: the variant plugin's setup sets its own start position.
  if (given === undefined) return ok({ variant: 'standard', startGiven: false });
  // A bare FEN string is short for `{ fen }`; anything else not an object is refused, not probed.
  const start: GameStart = typeof given === 'string' ? { fen: given } : given;
  if (typeof start !== 'object' || start === null)
    return err(
      new RulesError('ERR_RULES_START', say.start.shape, {
        field: 'start',
      }),
    );
  if (variant && !variant.standard) return variantStart(start, variant);
  if (isChess960(start)) {
    const n = start.chess960;
    if (!Number.isInteger(n) || n < 0 || n > 959)
      return err(
        new RulesError('ERR_RULES_START', say.start.chess960Range(n), {
          field: 'start.chess960',
        }),
      );
    const pos = Position.fromSetup(chess960Setup(n), { chess960: true });
    if (!pos.ok)
      return err(new RulesError('ERR_RULES_START', pos.error.message, { field: 'start.chess960' }));
    return ok({ variant: 'chess960', position: pos.value, chess960: n, startGiven: true });
  }
  if (typeof start.fen !== 'string')
    return err(new RulesError('ERR_RULES_START', say.start.fenNotText, { field: 'start.fen' }));
  // The standard start, the most common FEN of all (every saved standard game), needs no parse.
  let pos = start.fen === INITIAL_FEN ? ok(Position.default()) : Position.fromFen(start.fen);
  // Castling rights only a Chess960 array allows (a rook not on a or h): a Chess960 position.
  if (!pos.ok) {
    const c960 = Position.fromFen(start.fen, { chess960: true });
    if (c960.ok) pos = c960;
  }
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

/** The options {@link createGame} takes: any other key is a typo (`autostart`), refused. */
const GAME_OPTIONS: readonly string[] = [
  'start',
  'clock',
  'now',
  'autoStart',
  'locale',
  'onListenerError',
] satisfies readonly (keyof GameOptions)[];

/** The setup `createGame` starts from, before the regulation's `setup` hooks. */
function initialSetup(regulation: Regulation, options: GameOptions): Result<GameSetup, RulesError> {
  if (typeof options !== 'object' || options === null)
    return err(
      new RulesError('ERR_RULES_START', say.start.unknownOption('(options)', GAME_OPTIONS)),
    );
  const unknown = unknownField(options, GAME_OPTIONS);
  if (unknown !== undefined)
    return err(
      new RulesError('ERR_RULES_START', say.start.unknownOption(unknown, GAME_OPTIONS), {
        field: unknown,
      }),
    );
  const badLocale = localeProblem(options.locale, 'ERR_RULES_START');
  if (badLocale) return err(badLocale);
  const start = resolveStart(options.start, regulationVariant(regulation));
  if (!start.ok) return start;
  const control = resolveControl(options.clock);
  if (!control.ok) return control;
  return ok({
    ...start.value,
    ...(options.clock === false
      ? { control: null }
      : control.value
        ? { control: control.value }
        : {}),
  });
}

/** What a game under a regulation starts with, as its plugins decide it (see {@link gameSetup}). */
export interface StartDecision {
  /** The variant. */
  readonly variant: VariantName;
  /** The start position. */
  readonly position: Position;
  /** The Chess960 start-position number, when it is one. */
  readonly chess960?: number;
  /** The time control; `null` without a clock. */
  readonly control: TimeControl | null;
  /** Its FIDE category (L-A.1, L-B.1); `undefined` without a clock. */
  readonly category: TimeCategory | undefined;
}

/**
 * What a game under `regulation` would start with, given `options` (only `start` and `clock`
 * count): the variant, the start position and the time control the plugins set, e.g. a
 * preset's default control (`gameSetup(fideRapid()).value.control` is 15+10). No game is made.
 */
export function gameSetup(
  regulation: Regulation,
  options: Pick<GameOptions, 'start' | 'clock'> = {},
): Result<StartDecision, RulesError> {
  const initial = initialSetup(regulation, options);
  if (!initial.ok) return initial;
  let setup: GameSetup;
  try {
    setup = new HookRunner(regulation.plugins).sequential('setup', initial.value).value;
  } catch (e) {
    if (e instanceof RulesError) return err(e);
    throw e;
  }
  if (!setup.position)
    return err(
      new RulesError('ERR_RULES_START', say.noVariant(regulation.name), {
        field: 'start',
      }),
    );
  const control = setup.control ?? null;
  return ok({
    variant: setup.variant,
    position: setup.position.clone(),
    ...(setup.chess960 !== undefined ? { chess960: setup.chess960 } : {}),
    control,
    category: control ? classifyTimeControl(control) : undefined,
  });
}

/**
 * A new game under `regulation`. Bad input (a FEN, a time control) is an error result with a
 * located `RulesError`; the clock of the side to move starts at once unless `autoStart: false`.
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
  const initial = initialSetup(regulation, options);
  if (!initial.ok) return initial;
  const arbiter = Arbiter.create(regulation, initial.value);
  if (arbiter instanceof RulesError) return err(arbiter);
  const game = new LiveGame(
    arbiter,
    options.now ?? defaultNow,
    options.onListenerError,
    options.locale,
  );
  try {
    arbiter.adjudicateStart();
  } catch (e) {
    if (e instanceof RulesError) return err(e);
    throw e;
  }
  if (options.autoStart !== false && !arbiter.outcome) {
    const started = game.start();
    if (!started.ok) return started;
  }
  return ok(game);
}
