import { err, ok } from '@chesslaws/board';
import { classifyTimeControl } from '@chesslaws/clock';
import { chess960Setup, INITIAL_FEN, Position } from '@chesslaws/moves';
import { Arbiter } from '../arbiter/arbiter.js';
import { HookRunner } from '../arbiter/hookRunner.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { readControl } from '../model/readControl.js';
import { VARIANT_SLOT } from '../plugins/variant.js';
import { LiveGame } from './liveGame.js';

const defaultNow = () => Math.floor(performance.now());
function resolveControl(clock) {
  if (clock === void 0 || clock === false) return ok(void 0);
  return readControl(clock, {
    field: 'clock',
    what: say.control.what,
    code: 'ERR_RULES_START',
    pass: say.control.passClock,
  });
}
const regulationVariant = (regulation) =>
  regulation.plugins.find((p) => p.slot === VARIANT_SLOT)?.variant;
function variantStart(start, variant) {
  if ('chess960' in start)
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
        ...(e.location?.offset !== void 0 ? { offset: e.location.offset } : {}),
      }),
    );
  }
  return ok({ variant: variant.name, position: pos.value, startGiven: true });
}
function resolveStart(given, variant) {
  if (given === void 0) return ok({ variant: 'standard', startGiven: false });
  const start = typeof given === 'string' ? { fen: given } : given;
  if (typeof start !== 'object' || start === null)
    return err(
      new RulesError('ERR_RULES_START', say.start.shape, {
        field: 'start',
      }),
    );
  if (variant && !variant.standard) return variantStart(start, variant);
  if ('chess960' in start) {
    const n = start.chess960;
    if (!Number.isInteger(n) || n < 0 || n > 959)
      return err(
        new RulesError('ERR_RULES_START', say.start.chess960Range(n), {
          field: 'start.chess960',
        }),
      );
    const pos2 = Position.fromSetup(chess960Setup(n), { chess960: true });
    if (!pos2.ok)
      return err(
        new RulesError('ERR_RULES_START', pos2.error.message, { field: 'start.chess960' }),
      );
    return ok({ variant: 'chess960', position: pos2.value, chess960: n, startGiven: true });
  }
  if (typeof start.fen !== 'string')
    return err(new RulesError('ERR_RULES_START', say.start.fenNotText, { field: 'start.fen' }));
  let pos = start.fen === INITIAL_FEN ? ok(Position.default()) : Position.fromFen(start.fen);
  if (!pos.ok) {
    const c960 = Position.fromFen(start.fen, { chess960: true });
    if (c960.ok) pos = c960;
  }
  if (!pos.ok) {
    const e = pos.error;
    return err(
      new RulesError('ERR_RULES_START', `FEN: ${e.message}`, {
        field: 'start.fen',
        ...(e.location?.offset !== void 0 ? { offset: e.location.offset } : {}),
      }),
    );
  }
  return ok({
    variant: pos.value.chess960 ? 'chess960' : 'standard',
    position: pos.value,
    startGiven: true,
  });
}
function initialSetup(regulation, options) {
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
function gameSetup(regulation, options = {}) {
  const initial = initialSetup(regulation, options);
  if (!initial.ok) return initial;
  let setup;
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
    ...(setup.chess960 !== void 0 ? { chess960: setup.chess960 } : {}),
    control,
    category: control ? classifyTimeControl(control) : void 0,
  });
}
function createGame(regulation, options = {}) {
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

export { createGame, gameSetup };
//# sourceMappingURL=createGame.js.map
