/**
 * The adapter between `@chesslaws/rules` and the screen: it builds the regulation from the
 * new-game form, creates and restores games, and derives the {@link GameView} from the rules'
 * state. Nothing here decides a rule; it only reads what the rules decided.
 */
import { err, ok, type Result } from '@chesslaws/board';
import { makeTimeControl } from '@chesslaws/clock';
import { CHESS960, type Position, STANDARD, type Variant } from '@chesslaws/moves';
import {
  createGame,
  describeRegulation,
  type Game,
  gameSetup,
  REGULATIONS,
  type Regulation,
  type Rights,
  readRegulation,
  restoreGame,
  touchObligation,
} from '@chesslaws/rules';
import { fairyVariants, findVariant, lichessVariants } from '@chesslaws/variants';
import type { ClockPoint } from '../chart/series.js';
import {
  type MessagePlugins,
  type RuleLine,
  refusalText,
  ruleLines,
  ruleName,
  words,
} from '../i18n/rulings.js';
import { type GameSettings, type VariantChoice, variantOf } from '../setup/settings.js';
import type { GameView, RightsInWords, RulingView } from './view.js';

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
  // A typed penalty wins over the preset's per category (rapid and blitz have their own, L-A.3).
  if (penalty !== undefined) illegal.opponentBonus = penalty;
  const overrides: Record<string, unknown> = { illegalMoves: illegal };
  if (setupOf(preset())?.control) overrides.timeControl = { control: settings.timeControl };
  if (penalty !== undefined) overrides.incorrectClaim = { opponentBonus: penalty };
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
export function newRulesGame(
  settings: GameSettings,
  clockNow: () => number = now,
): Result<RulesGame, string> {
  let regulation: Regulation;
  try {
    regulation = regulationFor(settings);
  } catch (error) {
    return err(error instanceof Error ? error.message : String(error));
  }
  const start = startOf(settings);
  // The regulation's own control is the typed one already; one without a clock takes it here.
  const clock = setupOf(regulation)?.control ? {} : { clock: settings.timeControl };
  const game = createGame(regulation, { now: clockNow, ...clock, ...(start ? { start } : {}) });
  return game.ok ? ok(game.value) : err(refusalText(game.error));
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
  const regulation = readRegulation(header, {
    variants: [...lichessVariants(), ...fairyVariants()],
  });
  if (!regulation.ok) return err(regulation.error.message);
  const game = restoreGame(regulation.value, log, { now });
  return game.ok ? ok(game.value) : err(game.error.message);
}

const origins = new WeakMap<RulesGame, { start: Position; touchBinds: boolean }>();

/** The start position as the game was set up, and whether touches bind (read once per game). */
function origin(game: RulesGame): { start: Position; touchBinds: boolean } {
  let known = origins.get(game);
  if (!known) {
    known = {
      start: game.setup.position,
      touchBinds: describeRegulation(game.regulation).some((r) => r.id === 'L-4.3'),
    };
    origins.set(game, known);
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
  const plugins = game.regulation.plugins;
  const rulings: RulingView[] = state.rulings
    .filter((r) => r.kind !== 'outcome')
    .map((r, i) => ({
      key: `${r.event}:${i}`,
      kind: r.kind,
      rule: r.rule,
      ruleName: ruleName(r.rule),
      side: r.side,
      message: words(r.message, plugins),
    }));
  const touch = touchObligation(position, state.touches);
  const chart: ClockPoint[] = state.moves
    .filter((m) => m.clock !== undefined)
    .map((m) => ({ side: m.side, spent: m.spent ?? 0, left: m.clock ?? 0 }));
  const outcome = state.outcome;
  return {
    position,
    start,
    line: state.line,
    turn: state.turn,
    lastMove: state.line.at(-1)?.move,
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
      ruleName: ruleName(outcome.byRule),
      reason: words(outcome.reason, plugins),
    },
    offerBy: state.pendingOffer?.by,
    rulings,
    chart,
    initialTime: initial,
    pendingIllegalBy: state.pendingIllegalMove?.offender,
    pendingIllegalRule: state.pendingIllegalMove?.rule,
    touch: touch && {
      rule: touch.rule,
      ruleName: ruleName(touch.rule),
      text: words(touch.message, plugins),
    },
    touchMove: settings.choices?.touchMove === true && touchBinds,
    mustPlay: state.mustPlay,
    awaitingArbiter: state.awaitingArbiter && words(state.awaitingArbiter.reason, plugins),
    claimToDecide: state.awaitingArbiter?.claim !== undefined,
    claimKinds: game.claimKinds.map((c) => ({ ...c, title: words(c.title, plugins) })),
    takebacks: game.accepts('takeback'),
    rights: {
      white: rightsInWords(rights.white, plugins),
      black: rightsInWords(rights.black, plugins),
    },
  };
}

/** The rules in force, one line each, in the interface's words. */
export const rulesInForce = (game: RulesGame): RuleLine[] =>
  ruleLines(describeRegulation(game.regulation), game.regulation.plugins);

/** A side's rights with each claim's title in the interface's words. */
const rightsInWords = (rights: Rights, plugins: MessagePlugins): RightsInWords => ({
  ...rights,
  claims: rights.claims.map((c) => ({ ...c, title: words(c.title, plugins) })),
});

/** A time penalty as the regulation rules it: the opponent's extra time and the rule. */
export interface RuledPenalty {
  /** Milliseconds added to the opponent's clock. */
  readonly ms: number;
  /** The rule that gives it (`L-7.5.5`, `L-A.3`, `L-B.2`, `L-9.5`). */
  readonly rule: string;
}

/**
 * What a regulation decides for a clock beside a real board, where the device does not see
 * the moves: what an illegal move and an incorrect claim cost, which illegal move loses, and
 * the rules a flag fall and two flags down fall under. Each is asked of the rules, never
 * read from a plugin's options.
 */
export interface ClockRules {
  /** The first illegal move's penalty; `undefined` when the regulation gives none (casual play). */
  readonly illegalMove: RuledPenalty | undefined;
  /** The illegal move (1st, 2nd, 3rd...) that loses, and the rule; `undefined` when none does. */
  readonly illegalLoss: { readonly count: number; readonly rule: string } | undefined;
  /** An incorrect claim's penalty (L-9.5); `undefined` when the regulation gives none. */
  readonly incorrectClaim: RuledPenalty | undefined;
  /** The rule a flag fall is judged by (`L-6.9`: a draw when the opponent cannot mate). */
  readonly flagRule: string;
  /** Whether a flag fall asks if the opponent could mate (L-6.9), rather than simply losing. */
  readonly askCanMate: boolean;
  /** The rule under which the arbiter declares a result (L-12). */
  readonly declareRule: string;
}

/** The last ruling of a game about `side`'s opponent's time, and what it added. */
function ruledPenalty(game: RulesGame, before: number): RuledPenalty | undefined {
  const after = game.state.clock?.black.time ?? before;
  const ruling = game.state.rulings.at(-1);
  return after > before && ruling ? { ms: after - before, rule: ruling.rule } : undefined;
}

/**
 * Asks the regulation the form describes what it decides for a clock-only game: throwaway
 * games on a stopped clock, in which White completes an illegal move (claimed by Black where
 * no arbiter sees it) until the rules end the game, and claims fifty moves at the start (an
 * incorrect claim, L-9.5).
 */
export function clockRules(settings: GameSettings): Result<ClockRules, string> {
  const asked: GameSettings = {
    ...settings,
    start: { kind: 'standard' },
    variant: 'standard',
    choices: { ...settings.choices, touchMove: false },
  };
  let t = 0;
  const fresh = () => newRulesGame(asked, () => t);
  const first = fresh();
  if (!first.ok) return err(first.error);
  const regulation = first.value.regulation;
  let illegalMove: RuledPenalty | undefined;
  let illegalLoss: ClockRules['illegalLoss'];
  const game = first.value;
  for (let count = 1; count <= 5 && !game.state.outcome; count++) {
    const before = game.state.clock?.black.time ?? 0;
    t += 1_000;
    if (!game.illegalMove('e2e5').ok) break;
    if (game.state.pendingIllegalMove && !game.claim({ by: 'black', kind: 'illegal-move' }).ok)
      break;
    // Read again: the loop's test narrowed the state's outcome to none.
    const outcome = (game.state as RulesGame['state']).outcome as { byRule: string } | undefined;
    if (outcome) illegalLoss = { count, rule: outcome.byRule };
    else if (count === 1) illegalMove = ruledPenalty(game, before);
  }
  let incorrectClaim: RuledPenalty | undefined;
  const claimed = fresh();
  if (claimed.ok && claimed.value.claimKinds.some((k) => k.kind === 'fifty')) {
    const before = claimed.value.state.clock?.black.time ?? 0;
    t += 1_000;
    if (claimed.value.claim({ by: 'white', kind: 'fifty' }).ok)
      incorrectClaim = ruledPenalty(claimed.value, before);
  }
  const described = describeRegulation(regulation);
  const flag = described.find((r) => r.id === 'L-6.9');
  return ok({
    illegalMove,
    illegalLoss,
    incorrectClaim,
    flagRule: flag?.id ?? 'L-6.9',
    askCanMate: flag !== undefined,
    declareRule: described.find((r) => r.id.startsWith('L-12'))?.id ?? 'L-12',
  });
}
