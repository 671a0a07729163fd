/**
 * The adapter between `@chesslaws/rules` and the screen: it builds the regulation from the
 * new-game form, creates and restores games, and derives the {@link GameView} from the rules'
 * state. Nothing here decides a rule; it only reads what the rules decided.
 */
import { err, ok, type Result } from '@chesslaws/board';
import { Position } from '@chesslaws/moves';
import {
  createGame,
  describeRegulation,
  type Game,
  type GameLog,
  PRESETS,
  type Regulation,
  regulationFromHeader,
  restoreGame,
  touchObligation,
} from '@chesslaws/rules';
import type { ClockPoint } from '../chart/series.js';
import type { GameSettings, RegulationOptions } from '../setup/settings.js';
import type { GameView, RulingView } from './view.js';

/** A game of the rules runtime. */
export type Engine = Game;

/** The wall clock: it keeps counting while the tab is closed, so a reload finds the clocks where they would be. */
const now = (): number => Date.now();

/** The options of the plugin named `name`, when the regulation has it. */
const pluginOptions = (regulation: Regulation, name: string) =>
  regulation.plugins.find((p) => p.name === name)?.options as Record<string, unknown> | undefined;

/**
 * An override that sets `key` to `value` for every time category: the presets give rapid and
 * blitz their own penalties (`byCategory`, L-A.3), and a value the user typed replaces them all.
 */
function everyCategory(regulation: Regulation, plugin: string, key: string, value: number) {
  const byCategory = pluginOptions(regulation, plugin)?.byCategory as
    | Record<string, object>
    | undefined;
  return {
    [key]: value,
    ...(byCategory
      ? {
          byCategory: Object.fromEntries(Object.keys(byCategory).map((c) => [c, { [key]: value }])),
        }
      : {}),
  };
}

/** A preset called with plugin overrides by name (the form's choices). */
type AnyPreset = (overrides?: Record<string, unknown>) => Regulation;

/**
 * The regulation the form asks for: the preset, its illegal-move mode, and the typed time
 * control in its `timeControl` plugin (casual play has none: the game gets the clock instead).
 */
export function regulationFor(settings: GameSettings): Regulation {
  const preset = PRESETS[settings.regulation] as unknown as AnyPreset;
  const base = preset();
  const has = (name: string) => pluginOptions(base, name) !== undefined;
  const o = settings.options ?? {};
  const illegal: Record<string, unknown> = { mode: settings.illegalMoves };
  if (o.supervised !== undefined) illegal.supervised = o.supervised;
  if (o.lossOn !== undefined) illegal.lossOn = o.lossOn;
  const penalty =
    o.penaltyMinutes === undefined ? undefined : Math.round(o.penaltyMinutes * 60_000);
  if (penalty !== undefined)
    Object.assign(illegal, everyCategory(base, 'illegalMoves', 'opponentBonus', penalty));
  const overrides: Record<string, unknown> = { illegalMoves: illegal };
  if (has('timeControl')) overrides.timeControl = { control: settings.timeControl };
  const claims = pluginOptions(base, 'incorrectClaim');
  if (penalty !== undefined && claims?.penalty === 'opponent-bonus')
    overrides.incorrectClaim = everyCategory(base, 'incorrectClaim', 'ms', penalty);
  if (o.drawOffers !== undefined && has('drawOffers'))
    overrides.drawOffers = { allowed: o.drawOffers };
  if (o.autoClaims !== undefined && has('claimableDraws'))
    overrides.claimableDraws = { automatic: o.autoClaims };
  return preset(overrides);
}

/** Whether the preset has the touch-move plugin (L-4.3), so the form can offer touching. */
export const hasTouchMove = (name: GameSettings['regulation']): boolean =>
  pluginOptions((PRESETS[name] as unknown as AnyPreset)(), 'touchMove') !== undefined;

/** The options of a preset as it comes, for the form to start from. */
export function presetOptions(name: GameSettings['regulation']): RegulationOptions {
  const regulation = (PRESETS[name] as unknown as AnyPreset)();
  const option = <T>(plugin: string, key: string, fallback: T): T =>
    (pluginOptions(regulation, plugin)?.[key] as T | undefined) ?? fallback;
  return {
    supervised: option('illegalMoves', 'supervised', true),
    // No penalty given: the regulation's own, which depends on the time control's category (L-A.3).
    lossOn: option('illegalMoves', 'lossOn', 2),
    drawOffers: option('drawOffers', 'allowed', true),
    autoClaims: option('claimableDraws', 'automatic', false),
    // Touching is the app's choice (a click need not be a touch); only offered where the rules have touch-move.
    touchMove: false,
  };
}

function startOf(settings: GameSettings) {
  const start = settings.start;
  return start.kind === 'fen'
    ? { fen: start.fen }
    : start.kind === 'chess960'
      ? { chess960: start.number }
      : undefined;
}

/** A new game from the form's settings, or the rules' refusal in words. */
export function newEngine(settings: GameSettings): Result<Engine, string> {
  let regulation: Regulation;
  try {
    regulation = regulationFor(settings);
  } catch (error) {
    return err(error instanceof Error ? error.message : String(error));
  }
  const start = startOf(settings);
  const clock = pluginOptions(regulation, 'timeControl') ? {} : { clock: settings.timeControl };
  const game = createGame(regulation, { now, ...clock, ...(start ? { start } : {}) });
  return game.ok ? ok(game.value) : err(game.error.message);
}

/**
 * Rebuilds a saved game under the rules its log's header names (so a game saved before the
 * presets changed still replays as it was played); a log the rules refuse comes back as their reason.
 */
export function restoreEngine(log: unknown): Result<Engine, string> {
  const header =
    typeof log === 'object' && log !== null
      ? (log as { regulation?: unknown }).regulation
      : undefined;
  const regulation = regulationFromHeader(header);
  if (!regulation.ok) return err(regulation.error.message);
  const game = restoreGame(regulation.value, log, { now });
  return game.ok ? ok(game.value) : err(game.error.message);
}

/** The start position of a game, from its log. */
function startPosition(log: GameLog): Position {
  if (log.start.chess960 !== undefined) return Position.chess960(log.start.chess960);
  const pos = Position.fromFen(log.start.fen);
  return pos.ok ? pos.value : Position.default();
}

const starts = new WeakMap<
  Engine,
  { start: Position; initial: { white: number; black: number } }
>();

/** The start position and the clocks before the first move (computed once per game). */
function origin(game: Engine): {
  start: Position;
  initial: { white: number; black: number };
} {
  let known = starts.get(game);
  if (!known) {
    const log = game.toJSON();
    const start = startPosition(log);
    // A twin that never starts shows the clocks as they were set.
    const twin = createGame(game.regulation, {
      autoStart: false,
      clock: log.control ?? false,
      ...(log.start.chess960 !== undefined
        ? { start: { chess960: log.start.chess960 } }
        : { start: { fen: log.start.fen } }),
    });
    const view = twin.ok ? twin.value.clockAt(0) : undefined;
    known = { start, initial: { white: view?.white.time ?? 0, black: view?.black.time ?? 0 } };
    starts.set(game, known);
  }
  return known;
}

/** What the screen shows of `game`. */
export function engineView(game: Engine, settings: GameSettings): GameView {
  const state = game.state;
  const { start, initial } = origin(game);
  const position = state.position;
  const rulings: RulingView[] = state.rulings
    .filter((r) => r.kind !== 'outcome')
    .map((r, i) => ({
      key: `${r.event}:${i}`,
      kind: r.kind,
      rule: r.rule,
      side: r.side,
      message: r.message,
    }));
  const chart: ClockPoint[] = state.moves
    .filter((m) => m.clock !== undefined)
    .map((m) => ({ side: m.side, spent: m.spent ?? 0, left: m.clock ?? 0 }));
  const outcome = state.outcome;
  return {
    position,
    start,
    moves: state.moves.map((m) => m.move),
    turn: state.turn,
    lastMove: state.lastMove,
    check: state.check ? position.kingSquare(state.turn) : undefined,
    legal: game.legalMoves(),
    // Illegal moves can be completed wherever the regulation records or forfeits them (not 'reject').
    allowIllegal:
      (pluginOptions(game.regulation, 'illegalMoves')?.mode ?? 'reject') !== 'reject' && !outcome,
    clock: state.clock,
    outcome: outcome && {
      result: outcome.result,
      termination: outcome.termination,
      winner: outcome.winner,
      rule: outcome.byRule,
      reason: outcome.reason,
    },
    offerBy: state.pendingOffer?.by,
    rulings,
    chart,
    initialTime: initial,
    pendingIllegalBy: state.pendingIllegalMove?.offender,
    touch: touchObligation(position, state.touches),
    touchMove:
      settings.options?.touchMove === true &&
      pluginOptions(game.regulation, 'touchMove') !== undefined,
    mustPlay: state.mustPlay,
    awaitingArbiter: state.awaitingArbiter?.reason,
    takebacks: pluginOptions(game.regulation, 'takebacks') !== undefined,
    rights: { white: game.rights('white'), black: game.rights('black') },
  };
}

/** The rules in force, one line each: `L-6.9 flagFall: ...`. */
export function rulesInForce(game: Engine): string[] {
  return describeRegulation(game.regulation).map((r) => `${r.id} (${r.plugin}): ${r.summary}`);
}
