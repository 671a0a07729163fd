/**
 * The adapter between `@chesslaws/rules` and the screen: it builds the regulation from the
 * new-game form, creates and restores games, and derives the {@link GameView} from the rules'
 * state. Nothing here decides a rule; it only reads what the rules decided.
 */
import { err, ok, type Result } from '@chesslaws/board';
import { makeTimeControl } from '@chesslaws/clock';
import { CHESS960, Position, STANDARD, type Variant } from '@chesslaws/moves';
import {
  createGame,
  describeRegulation,
  type Game,
  type GameLog,
  gameSetup,
  inEveryCategory,
  REGULATIONS,
  type Regulation,
  regulationFromHeader,
  restoreGame,
  touchObligation,
  variantPluginFactory,
} from '@chesslaws/rules';
import { fairyVariants, findVariant, lichessVariants } from '@chesslaws/variants';
import type { ClockPoint } from '../chart/series.js';
import { type GameSettings, type VariantChoice, variantOf } from '../setup/settings.js';
import type { GameView, RulingView } from './view.js';

/** A game of the rules runtime (`@chesslaws/rules`' `Game`). */
export type RulesGame = Game;

/** The wall clock: it keeps counting while the tab is closed, so a reload finds the clocks where they would be. */
const now = (): number => Date.now();

/** A preset called with plugin overrides by name (the form's choices). */
type AnyPreset = (overrides?: Record<string, unknown>) => Regulation;

const presetOf = (name: GameSettings['regulation']) => REGULATIONS[name] as unknown as AnyPreset;

/** What the regulation starts a game with, as its plugins decide (no game is made). */
const setupOf = (regulation: Regulation) => {
  const setup = gameSetup(regulation);
  return setup.ok ? setup.value : undefined;
};

/** The variant of a choice of the form (its lichess name). */
export const variantNamed = (name: VariantChoice): Variant =>
  name === 'standard' ? STANDARD : name === 'chess960' ? CHESS960 : (findVariant(name) ?? STANDARD);

/**
 * The regulation the form asks for: the preset with what the user changed written over it as
 * overrides (what was not touched stays the preset's own), and the typed time control in place
 * of the preset's when the preset has one (a preset without a clock gets it from the game).
 */
export function regulationFor(settings: GameSettings): Regulation {
  const preset = presetOf(settings.regulation);
  const o = settings.choices ?? {};
  const illegal: Record<string, unknown> = { mode: settings.illegalMoves };
  if (o.supervised !== undefined) illegal.supervised = o.supervised;
  if (o.lossOn !== undefined) illegal.lossOn = o.lossOn;
  const penalty =
    o.penaltyMinutes === undefined ? undefined : Math.round(o.penaltyMinutes * 60_000);
  // A typed penalty replaces the preset's in every category (rapid and blitz have their own, L-A.3).
  if (penalty !== undefined) Object.assign(illegal, inEveryCategory({ opponentBonus: penalty }));
  const overrides: Record<string, unknown> = { illegalMoves: illegal };
  if (setupOf(preset())?.control) overrides.timeControl = { control: settings.timeControl };
  if (penalty !== undefined) overrides.incorrectClaim = inEveryCategory({ ms: penalty });
  if (o.drawOffers !== undefined) overrides.drawOffers = { allowed: o.drawOffers };
  if (o.autoClaims !== undefined) overrides.claimableDraws = { automatic: o.autoClaims };
  // Another variant takes the preset's variant slot (`casual({ variant: atomic() })`); a Chess960
  // start by number needs none (the game's start names it), a Chess960 FEN does.
  const variant = variantOf(settings);
  if (variant !== 'standard' && (variant !== 'chess960' || settings.start.kind === 'fen'))
    overrides.variant = variantNamed(variant);
  return preset(overrides);
}

/** Whether touching binds under the preset (it puts L-4.3 in force), so the form can offer touching. */
export const hasTouchMove = (name: GameSettings['regulation']): boolean =>
  describeRegulation(presetOf(name)()).some((r) => r.id === 'L-4.3');

/** The time control the preset starts with, as text (`'3+2'`); `undefined` for a preset without a clock. */
export function presetControl(name: GameSettings['regulation']): string | undefined {
  const control = setupOf(presetOf(name)())?.control;
  return control ? makeTimeControl(control) : undefined;
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
export function newRulesGame(settings: GameSettings): Result<RulesGame, string> {
  let regulation: Regulation;
  try {
    regulation = regulationFor(settings);
  } catch (error) {
    return err(error instanceof Error ? error.message : String(error));
  }
  const start = startOf(settings);
  // The regulation's own control is the typed one already; one without a clock takes it here.
  const clock = setupOf(regulation)?.control ? {} : { clock: settings.timeControl };
  const game = createGame(regulation, { now, ...clock, ...(start ? { start } : {}) });
  return game.ok ? ok(game.value) : err(game.error.message);
}

/**
 * Rebuilds a saved game under the rules its log's header names (so a game saved before the
 * presets changed still replays as it was played); a log the rules refuse comes back as their reason.
 */
export function restoreRulesGame(log: unknown): Result<RulesGame, string> {
  const header =
    typeof log === 'object' && log !== null
      ? (log as { regulation?: unknown }).regulation
      : undefined;
  // The header names the variant; the lichess ones are rebuilt from @chesslaws/variants.
  const regulation = regulationFromHeader(header, [
    variantPluginFactory([...lichessVariants(), ...fairyVariants()]),
  ]);
  if (!regulation.ok) return err(regulation.error.message);
  const game = restoreGame(regulation.value, log, { now });
  return game.ok ? ok(game.value) : err(game.error.message);
}

/** The start position of a game, from its log, in the variant the game plays. */
function startPosition(log: GameLog, variant: Variant): Position {
  if (log.start.chess960 !== undefined) return Position.chess960(log.start.chess960);
  const pos = Position.fromFen(log.start.fen, variant === STANDARD ? {} : { variant });
  return pos.ok ? pos.value : Position.default(variant);
}

const starts = new WeakMap<RulesGame, { start: Position; touchBinds: boolean }>();

/** The start position, and whether touches bind, of a game (computed once per game). */
function origin(game: RulesGame): { start: Position; touchBinds: boolean } {
  let known = starts.get(game);
  if (!known) {
    known = {
      start: startPosition(game.toJSON(), game.state.position.variant),
      touchBinds: describeRegulation(game.regulation).some((r) => r.id === 'L-4.3'),
    };
    starts.set(game, known);
  }
  return known;
}

/** What the screen shows of `game`. */
export function gameView(game: RulesGame, settings: GameSettings): GameView {
  const state = game.state;
  const { start, touchBinds } = origin(game);
  const clockAtStart = game.setup.clock;
  const initial = { white: clockAtStart?.white.time ?? 0, black: clockAtStart?.black.time ?? 0 };
  const rights = { white: game.rights('white'), black: game.rights('black') };
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
    // The rules say whether an illegal move is completed on the board (arbiter mode) or refused.
    allowIllegal: rights[state.turn].illegalMove,
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
    pendingIllegalRule: state.pendingIllegalMove?.rule,
    touch: touchObligation(position, state.touches),
    touchMove: settings.choices?.touchMove === true && touchBinds,
    mustPlay: state.mustPlay,
    awaitingArbiter: state.awaitingArbiter?.reason,
    claimToDecide: state.awaitingArbiter?.claim !== undefined,
    claimKinds: game.claimKinds,
    takebacks: game.accepts('takeback'),
    rights,
  };
}

/** The rules in force, one line each: `L-6.9 flagFall: ...`. */
export function rulesInForce(game: RulesGame): string[] {
  return describeRegulation(game.regulation).map((r) => `${r.id} (${r.plugin}): ${r.summary}`);
}
