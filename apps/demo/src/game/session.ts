/**
 * The one place the app meets `@chesslaws/rules`: it starts, restores and saves games, turns
 * the rules' state into what the screen shows ({@link GameView}), runs the single flag-fall timer
 * and announces moves. Every legal target, penalty, claim verdict and outcome comes from the rules.
 */
import type { Color, Square } from '@chesslaws/board';
import type { ClockView } from '@chesslaws/clock';
import { isDrop, type Move, makeUci } from '@chesslaws/moves';
import { describeMove } from '@chesslaws/notation';
import type { LineMove } from '@chesslaws/rules';
import { signal } from '@preact/signals';
import { lowTimeWatcher } from '../clock/lowTime.js';
import { lang, t } from '../i18n/lang.js';
import { type RuleLine, refusalText } from '../i18n/rulings.js';
import { notationById, writeIllegalMove } from '../record/notation.js';
import type { GameSettings } from '../setup/settings.js';
import { playSound, type SoundKind } from '../ui/sound.js';
import type { GameActions } from './actions.js';
import {
  gameView,
  newRulesGame,
  type RulesGame,
  restoreRulesGame,
  rulesInForce,
} from './rulesGame.js';
import { clearSaved, keepSaved, readPrefs, readSaved, writePrefs, writeSaved } from './storage.js';
import type { GameView } from './view.js';
import { keepAwake } from './wakeLock.js';

/** The game being played, with the settings it started from and its rules in words. */
export interface CurrentGame {
  /** The rules' game. */
  readonly game: RulesGame;
  /** The new-game form's choices. */
  readonly settings: GameSettings;
  /** The rules in force, one line each. */
  readonly rules: readonly RuleLine[];
}

/** The game in progress, if any. */
export const current = signal<CurrentGame | undefined>(undefined);
/** What the screen shows of it. */
export const view = signal<GameView | undefined>(undefined);
/** The clocks now: refreshed every tenth of a second while one runs. */
export const liveClock = signal<ClockView | undefined>(undefined);
/** The last move in words, for the aria-live region (L-D). */
export const announcement = signal('');
/** Why the saved game could not be restored, when it could not. */
export const corruptSave = signal<string | undefined>(undefined);
/** The move-list notation. */
export const notationId = signal<string>(
  readPrefs().notation ?? (lang === 'ru' ? 'san:ru' : 'san:en'),
);

let unsubscribe: (() => void) | undefined;
let flagTimer: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;
let lowTime = lowTimeWatcher();

/** Picks a notation for the move list and remembers it. */
export function setNotation(id: string): void {
  notationId.value = id;
  writePrefs({ ...readPrefs(), notation: id });
}

/** Starts a game; returns the rules' refusal (a bad time control or position) as text. */
export function startGame(settings: GameSettings): string | undefined {
  const made = newRulesGame(settings);
  if (!made.ok) return made.error;
  corruptSave.value = undefined;
  writePrefs({ ...readPrefs(), settings });
  attach(made.value, settings);
  return undefined;
}

/** Restores the saved game, if there is one; a broken save is reported and discarded. */
export function restoreSaved(): void {
  const saved = readSaved();
  if (saved.kind === 'none') return;
  if (saved.kind === 'corrupt') {
    corruptSave.value = saved.reason;
    keepSaved();
    return;
  }
  let restored: ReturnType<typeof restoreRulesGame>;
  try {
    restored = restoreRulesGame(saved.saved.log);
  } catch (error) {
    // A save from another version can break assumptions anywhere: report it, never break the page.
    restored = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (!restored.ok) {
    corruptSave.value = restored.error;
    keepSaved();
    return;
  }
  try {
    attach(restored.value, saved.saved.settings);
  } catch (error) {
    current.value = undefined;
    view.value = undefined;
    corruptSave.value = error instanceof Error ? error.message : String(error);
    keepSaved();
  }
}

/** The move in words (L-D); an illegal one that stands is said to be one. */
function announce(entry: LineMove): string {
  if (entry.illegal)
    return `${t.illegalMove}: ${writeIllegalMove(entry.before, entry.move, notationById(lang === 'ru' ? 'san:ru' : 'san:en'))}`;
  try {
    return describeMove(entry.before, entry.move, { locale: lang });
  } catch {
    // Should the describer fail on a move, it is said as UCI writes it.
    return makeUci(entry.before, entry.move);
  }
}

/** The sound of a move on the board: a check, a capture, or a move. */
function moveSound(entry: LineMove): SoundKind {
  if (entry.after.isCheck()) return 'check';
  const captured = entry.illegal
    ? entry.before.pieceAt(entry.move.to) !== undefined
    : entry.before.isCapture(entry.move);
  return captured ? 'capture' : 'move';
}

function attach(game: RulesGame, settings: GameSettings): void {
  unsubscribe?.();
  lowTime = lowTimeWatcher();
  current.value = { game, settings, rules: rulesInForce(game) };
  announcement.value = '';
  let plies: number | undefined;
  let ended = game.state.outcome !== undefined;
  const refresh = () => {
    const next = gameView(game, settings);
    const last = next.line.at(-1);
    if (plies !== undefined && next.line.length === plies + 1 && last) {
      announcement.value = announce(last);
      if (!next.outcome) playSound(moveSound(last));
    }
    if (next.outcome && !ended) playSound('end');
    ended = next.outcome !== undefined;
    plies = next.line.length;
    view.value = next;
    // The clocks now, not at the last event: a restored game shows the time that has passed since.
    liveClock.value = game.clockAt();
    writeSaved({ settings, log: game.toJSON() });
    schedule(game);
  };
  unsubscribe = game.on('change', refresh);
  refresh();
}

/** One timer, set from the rules' `flagFallAt()`, shows a flag fall the instant it happens. */
function schedule(game: RulesGame): void {
  clearTimeout(flagTimer);
  clearInterval(ticker);
  const state = view.value;
  const running = state?.clock?.status === 'running' && !state.outcome;
  if (running) {
    let ticks = 0;
    ticker = setInterval(() => {
      liveClock.value = game.clockAt();
      lowTime(liveClock.value);
      // Rights can follow the clock (a claim under two minutes, S-10.2): asked again each second.
      if (++ticks % 10 === 0 && current.value) view.value = gameView(game, current.value.settings);
    }, 100);
    const at = game.flagFallAt();
    if (at !== undefined)
      flagTimer = setTimeout(() => game.checkTime(), Math.max(0, at - Date.now()));
  }
  keepAwake(running);
}

/** A refusal as the rules give it: English text, and the message and rule to word it with. */
type RefusalLike = Parameters<typeof refusalText>[0];

/** Runs an action on the current game; a refusal comes back as its message. */
function run(
  action: (game: RulesGame) => {
    ok: boolean;
    error?: RefusalLike;
  },
): string | undefined {
  const playing = current.value;
  if (!playing) return undefined;
  try {
    const result = action(playing.game);
    return result.ok || !result.error
      ? undefined
      : refusalText(result.error, playing.game.regulation.plugins);
  } catch (error) {
    // A bug must not take the board away: say what happened, the game stays as it was.
    return error instanceof Error ? error.message : String(error);
  }
}

/** The actions of the current game. */
export const actions: GameActions = {
  // A move the rules do not list as legal is, in arbiter mode, completed as on a real board (L-7.5.1).
  // The rules judge the move first; only one they call illegal (L-3.10) is completed as an
  // illegal move, in arbiter mode. A move refused for another reason (touch-move, L-9.5) stays refused.
  play: (move: Move) =>
    run((g) => {
      // A drop goes as its UCI text (`P@c1`), which names it whether it is legal or not.
      const input = isDrop(move) ? makeUci(g.state.position, move) : move;
      const played = g.play(input);
      if (
        !played.ok &&
        played.error.code === 'ERR_RULES_ILLEGAL_MOVE' &&
        view.value?.allowIllegal
      ) {
        const completed = g.illegalMove(input);
        // Should the rules not complete an illegal drop, it stays refused with their reason.
        return !completed.ok && isDrop(move) ? played : completed;
      }
      return played;
    }),
  touch: (side: Color, square: Square) => run((g) => g.touch(side, square)),
  press: (side: Color) => run((g) => g.pressClock(side)),
  offerDraw: (side: Color) => run((g) => g.offerDraw(side)),
  acceptDraw: (side: Color) => run((g) => g.acceptDraw(side)),
  declineDraw: (side: Color) => run((g) => g.declineDraw(side)),
  claim: (kind, intended) =>
    run((g) => g.claim({ by: g.state.turn, kind, ...(intended ? { intended } : {}) })),
  claimIllegal: (by: Color) => run((g) => g.claim({ by, kind: 'illegal-move' })),
  resign: (side: Color) => run((g) => g.resign(side)),
  callFlag: (by: Color) => run((g) => g.callFlag(by)),
  takeback: (side: Color) => run((g) => g.takeback(side)),
  pause: () => run((g) => g.arbiter.pause()),
  resume: () => run((g) => g.arbiter.resume()),
  adjust: (side: Color, ms: number) => run((g) => g.arbiter.adjust(side, ms)),
  declare: (result) => run((g) => g.arbiter.declare(result)),
  decideClaim: (upheld) => run((g) => g.arbiter.decideClaim(upheld)),
};

/** The current game as PGN, clocks included (the PGN writer loads on first use). */
export async function gamePgn(): Promise<string> {
  const playing = current.value;
  if (!playing) return '';
  const { exportPgn } = await import('../record/pgnExport.js');
  return exportPgn(playing.game);
}

/** Ends the game in progress for a clock-only game: the new game replaces it, as a new board game would. */
export function endGame(): void {
  detach();
  clearSaved();
}

function detach(): void {
  unsubscribe?.();
  unsubscribe = undefined;
  clearTimeout(flagTimer);
  clearInterval(ticker);
  keepAwake(false);
  current.value = undefined;
  view.value = undefined;
  liveClock.value = undefined;
}

/**
 * Leaves the game in progress after a failure the page could not show: its save is kept aside
 * (downloadable, never deleted), and the new-game form opens.
 */
export function abandonGame(): void {
  detach();
  keepSaved();
}
