/**
 * A clock beside a real board: the device does not see the moves, so a press is just a press
 * (`@chesslaws/clock`), and what the regulation decides (a penalty's minutes, the illegal move
 * that loses, the question a flag fall asks) comes from the rules through {@link clockRules}.
 * The arbiter's decisions are kept in a short list saved with the clock's own log.
 */
import { type ByColor, type Color, type GameResult, opposite } from '@chesslaws/board';
import {
  type Clock,
  type ClockJSON,
  type ClockView,
  createClock,
  makeTimeControl,
  restoreClock,
} from '@chesslaws/clock';
import { signal } from '@preact/signals';
import { lowTimeWatcher } from '../clock/lowTime.js';
import { type CodedError, errorText } from '../i18n/errors.js';
import type { GameSettings } from '../setup/settings.js';
import { playSound } from '../ui/sound.js';
import { type ClockRules, clockRules } from './rulesGame.js';
import { keepAwake } from './wakeLock.js';

/** The localStorage key of the clock-only game in progress. */
export const CLOCK_SAVE_KEY = 'chesslaws.clock.v1';

/** How a clock-only game ended, as the arbiter decided it. */
export interface ClockOutcome {
  readonly result: GameResult;
  /** The rule the decision follows (`L-6.9`, `L-7.5.5`, `L-12`). */
  readonly rule: string;
  /** Why, as a key of the interface's words. */
  readonly reason:
    | 'flag-can-mate'
    | 'flag-cannot-mate'
    | 'illegal-can-mate'
    | 'illegal-cannot-mate'
    | 'declared';
}

/** One decision of the arbiter, in order: a penalty applied, or the result. */
export type ClockDecision =
  | { readonly kind: 'illegal-move' | 'incorrect-claim'; readonly side: Color; readonly at: number }
  | { readonly kind: 'result'; readonly at: number; readonly outcome: ClockOutcome };

/** What is saved: the settings, the clock's own log, and the arbiter's decisions. */
interface SavedClock {
  readonly format: 'chesslaws-demo-clock';
  readonly settings: GameSettings;
  readonly clock: ClockJSON;
  readonly decisions: readonly ClockDecision[];
}

/** The clock-only game as the screen shows it. */
export interface ClockOnly {
  readonly settings: GameSettings;
  /** The time control as text (`3+2`). */
  readonly control: string;
  /** What the regulation decides for this game. */
  readonly rules: ClockRules;
  readonly decisions: readonly ClockDecision[];
  /** Illegal moves penalized, per side. */
  readonly illegal: ByColor<number>;
  readonly outcome: ClockOutcome | undefined;
}

/** The clock-only game, if one is on. */
export const clockOnly = signal<ClockOnly | undefined>(undefined);
/** Its clocks now (ticks while one runs). */
export const clockOnlyLive = signal<ClockView | undefined>(undefined);

const now = (): number => Date.now();
let clock: Clock | undefined;
let flagTimer: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;
let lowTime = lowTimeWatcher();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function show(settings: GameSettings, rules: ClockRules, decisions: readonly ClockDecision[]) {
  const illegal = { white: 0, black: 0 };
  let outcome: ClockOutcome | undefined;
  for (const d of decisions)
    if (d.kind === 'illegal-move') illegal[d.side]++;
    else if (d.kind === 'result') outcome = d.outcome;
  clockOnly.value = {
    settings,
    control: clock ? makeTimeControl(clock.control) : settings.timeControl,
    rules,
    decisions,
    illegal,
    outcome,
  };
  refresh();
}

/** Re-reads the clock, saves, and sets the one flag timer and the ticker. */
function refresh(): void {
  const state = clockOnly.value;
  if (!clock || !state) return;
  const view = clock.view();
  clockOnlyLive.value = view;
  const saved: SavedClock = {
    format: 'chesslaws-demo-clock',
    settings: state.settings,
    clock: clock.toJSON(),
    decisions: state.decisions,
  };
  try {
    storage()?.setItem(CLOCK_SAVE_KEY, JSON.stringify(saved));
  } catch {
    // A full storage: the clock goes on, it just will not survive a reload.
  }
  clearTimeout(flagTimer);
  clearInterval(ticker);
  const running = view.status === 'running' && !state.outcome;
  if (running) {
    ticker = setInterval(() => {
      if (!clock) return;
      clockOnlyLive.value = clock.view();
      lowTime(clockOnlyLive.value);
    }, 100);
    const at = clock.flagFallAt();
    if (at !== undefined) flagTimer = setTimeout(refresh, Math.max(0, at - now()) + 1);
  }
  keepAwake(running);
}

/** Starts a clock-only game; returns why the rules refuse the settings, in words. */
export function startClockOnly(settings: GameSettings): string | undefined {
  const rules = clockRules(settings);
  if (!rules.ok) return rules.error;
  const made = createClock(settings.timeControl, { now });
  if (!made.ok) return errorText(made.error);
  clock = made.value;
  lowTime = lowTimeWatcher();
  show(settings, rules.value, []);
  return undefined;
}

/** Restores the saved clock-only game, if there is one; `false` when there is none or it is unreadable. */
export function restoreClockOnly(): boolean {
  const text = storage()?.getItem(CLOCK_SAVE_KEY);
  if (!text) return false;
  try {
    const saved = JSON.parse(text) as SavedClock;
    if (saved.format !== 'chesslaws-demo-clock' || !Array.isArray(saved.decisions)) return false;
    const restored = restoreClock(saved.clock, { now });
    const rules = clockRules(saved.settings);
    if (!restored.ok || !rules.ok) return false;
    clock = restored.value;
    show(saved.settings, rules.value, saved.decisions);
    return true;
  } catch {
    return false;
  }
}

/** Ends the clock-only mode (a new game of another kind begins); its save goes too. */
export function closeClockOnly(): void {
  clearTimeout(flagTimer);
  clearInterval(ticker);
  keepAwake(false);
  clock = undefined;
  clockOnly.value = undefined;
  clockOnlyLive.value = undefined;
  try {
    storage()?.removeItem(CLOCK_SAVE_KEY);
  } catch {
    // Nothing to remove.
  }
}

/** Runs a clock action; a refusal comes back as the clock's message. */
function run(action: (clock: Clock) => { ok: boolean; error?: CodedError }) {
  if (!clock || clockOnly.value?.outcome) return undefined;
  const done = action(clock);
  refresh();
  return done.ok || !done.error ? undefined : errorText(done.error);
}

function decide(decision: ClockDecision): void {
  const state = clockOnly.value;
  if (!state) return;
  if (decision.kind === 'result') playSound('end');
  show(state.settings, state.rules, [...state.decisions, decision]);
}

/** What the players and the arbiter do with a clock beside a real board. */
export const clockActions = {
  /**
   * `side` taps its half: it presses its own running clock (its move is made on the board);
   * before the start, a tap starts the clock of the side to move (L-6.1); a tap on the clock
   * that is not running does nothing.
   */
  tap(side: Color): string | undefined {
    const view = clock?.view();
    if (!view) return undefined;
    if (view.status === 'ready') return run((c) => c.start(view.turn));
    if (view.status !== 'running' || view.running !== side) return undefined;
    playSound('move');
    return run((c) => c.press(side));
  },
  pause: () => run((c) => c.pause()),
  resume: () => run((c) => c.resume()),
  /** The arbiter adds (or removes) time. */
  adjust: (side: Color, ms: number) => run((c) => c.adjust(side, ms)),
  /** The arbiter corrects the moves counted on `side`'s clock (a multi-period control counts them). */
  setMoves: (side: Color, moves: number) =>
    run((c) => c.set({ moves: { [side]: Math.max(0, moves) } })),
  /**
   * An illegal move by `side`: the regulation's penalty to the opponent, or, on the illegal
   * move that loses, the question whether the opponent could mate (answered with {@link clockActions.illegalLoses}).
   */
  illegalMove(side: Color): string | undefined {
    const state = clockOnly.value;
    const penalty = state?.rules.illegalMove;
    if (!state || state.outcome) return undefined;
    const loss = state.rules.illegalLoss;
    if (loss && state.illegal[side] + 1 >= loss.count) return undefined;
    const refused = penalty ? run((c) => c.adjust(opposite(side), penalty.ms)) : undefined;
    if (!refused) decide({ kind: 'illegal-move', side, at: now() });
    return refused;
  },
  /** The losing illegal move by `side`: a loss, or a draw when the opponent could not mate. */
  illegalLoses(side: Color, opponentCanMate: boolean): void {
    const state = clockOnly.value;
    const loss = state?.rules.illegalLoss;
    if (!state || !loss || state.outcome) return;
    clock?.pause();
    decide({
      kind: 'result',
      at: now(),
      outcome: {
        result: opponentCanMate ? (side === 'white' ? '0-1' : '1-0') : '1/2-1/2',
        rule: loss.rule,
        reason: opponentCanMate ? 'illegal-can-mate' : 'illegal-cannot-mate',
      },
    });
  },
  /** An incorrect claim by `side` (L-9.5): the regulation's penalty to the opponent. */
  incorrectClaim(side: Color): string | undefined {
    const penalty = clockOnly.value?.rules.incorrectClaim;
    if (!penalty) return undefined;
    const refused = run((c) => c.adjust(opposite(side), penalty.ms));
    if (!refused) decide({ kind: 'incorrect-claim', side, at: now() });
    return refused;
  },
  /** `side`'s flag fell: the L-6.9 question answered (could the opponent mate by any series of legal moves?). */
  flag(side: Color, opponentCanMate: boolean): void {
    const state = clockOnly.value;
    if (!state || state.outcome) return;
    decide({
      kind: 'result',
      at: now(),
      outcome: {
        result: opponentCanMate ? (side === 'white' ? '0-1' : '1-0') : '1/2-1/2',
        rule: state.rules.flagRule,
        reason: opponentCanMate ? 'flag-can-mate' : 'flag-cannot-mate',
      },
    });
  },
  /** The arbiter declares a result (a mate, a resignation, an agreed draw on the real board). */
  declare(result: GameResult): void {
    const state = clockOnly.value;
    if (!state || state.outcome) return;
    if (clock?.view().status === 'running') clock.pause();
    decide({
      kind: 'result',
      at: now(),
      outcome: { result, rule: state.rules.declareRule, reason: 'declared' },
    });
  },
};
