// What an event's `apply` may do: read the game as it stands and change it, all or nothing.
import type { Color } from '@chesslaws/board';
import type { Adjustment, ClockSettings, ClockView } from '@chesslaws/clock';
import type { ReadonlyPosition } from '@chesslaws/moves';
import type { Message } from '../messages/message.js';
import type {
  ClaimDecision,
  ClaimPenalty,
  ClaimRequest,
  ClaimSpec,
  ClaimVerdict,
  FlagReport,
  FlagRuling,
  IllegalMoveDecision,
  IllegalMoveReport,
} from '../model/decisions.js';
import type { RulesError } from '../model/errors.js';
import type { Draft, Facts } from '../model/facts.js';
import type { RuledOutcome, Ruling } from '../model/outcome.js';
import type { BoardMove } from '../model/played.js';

/** A plugin's answer, with the plugin that gave it. */
export interface Answer<V> {
  /** What the plugin answered. */
  readonly value: V;
  /** The plugin's name. */
  readonly plugin: string;
}

/** A clock change's outcome: the clocks after it, or the clock's refusal in words. */
export type ClockChange =
  | { readonly ok: true; readonly value: ClockView }
  | { readonly ok: false; readonly error: { readonly message: string } };

/** The clock as an event may change it (every change is undone if the event is dropped). */
export interface TransactionClock {
  /** Both clocks now (`at` the event's instant by default). */
  view(at?: number): ClockView;
  /** The clock's status at the event's instant. */
  status(): ClockView['status'];
  /** Starts `side`'s clock. */
  start(side: Color): ClockChange;
  /** Takes back the last press; the press's record goes with it. */
  takeBack(): ClockChange;
  /** Stops both clocks. */
  pause(): ClockChange;
  /** Restarts the clock of the side to move. */
  resume(): ClockChange;
  /** Adds `ms` to `side` (negative removes). */
  adjust(side: Color, ms: number): ClockChange;
  /** Sets the move counters (and times, periods). */
  set(settings: ClockSettings): ClockChange;
  /** Both flags down, order unknown. */
  flagsDown(): ClockChange;
}

/**
 * The operations an event's `apply` may do: read the game as it stands (the draft, with this
 * event's changes so far) and change it through these methods only. The runtime keeps a
 * journal of every change, and drops them all if the event is refused or a plugin throws:
 * an event applies whole or not at all.
 */
export interface Transaction {
  /** The event's index in the log. */
  readonly index: number;
  /** The event's instant, ms. */
  readonly now: number;
  /** The regulation's name, for refusals. */
  readonly regulation: string;
  /** The position the side to move plays on (a standing illegal move's, while one is pending). */
  readonly position: ReadonlyPosition;
  /** The side to move. */
  readonly turn: Color;
  /** What the game knows between events, with this event's changes so far. */
  readonly facts: Facts;
  /** The moves made so far. */
  readonly moves: readonly BoardMove[];
  /** The clock, when the game has one. */
  readonly clock: TransactionClock | undefined;

  /** Changes one fact for this event. */
  set<K extends keyof Draft>(key: K, value: Draft[K]): void;
  /** Presses `side`'s clock (none: no clock, or a frozen one): the time after it and the time spent. */
  press(side: Color): { readonly clock: number; readonly spent: number } | RulesError | undefined;
  /**
   * Plays the legal move `code` (read from `uci`), pressing the clock: a pending illegal move
   * stands first, the move is recorded, touches and the intended move are cleared, and the
   * position is adjudicated.
   */
  play(code: number, uci: string): RulesError | undefined;
  /** Takes the last move back (the board and the move list; the clock is the caller's). */
  takeBackMove(): void;
  /** Takes the last press back: the clock and the press's record. */
  unpress(): RulesError | undefined;
  /** Applies clock changes a plugin decided (a clock with no time to change refuses them silently). */
  adjustClocks(adjustments: readonly Adjustment[]): void;
  /** Records a ruling of `plugin` under `rule` about `side`. */
  rule(
    kind: Ruling['kind'],
    rule: string,
    plugin: string,
    side: Color | undefined,
    message: Message,
    adjustments?: readonly Adjustment[],
  ): void;
  /** Ends the game: mapped, scored, recorded, the clock stopped, the plugins told. */
  end(outcome: RuledOutcome, plugin: string, cause?: Message, at?: number): void;

  /** The claim kind `kind` and the plugin that declares it, if one does. */
  claimSpec(kind: string): { readonly spec: ClaimSpec; readonly plugin: string } | undefined;
  /** `id` if a plugin puts that rule in force (a refusal on the facts cites no other rule). */
  cite(id: string): string | undefined;
  /** Why a plugin refuses a move event `uci` now, as it would refuse the move played. */
  refusesMove(uci: string): RulesError | undefined;
  /** The regulation's ruling on an illegal move (`judgeIllegalMove`), if a plugin gives one. */
  judgeIllegalMove(report: IllegalMoveReport): Answer<IllegalMoveDecision> | undefined;
  /** The regulation's verdict on a claim (`judgeClaim`). */
  judgeClaim(request: ClaimRequest): Answer<ClaimVerdict> | undefined;
  /** What a claim decided against its claimant costs (`penalizeClaim`). */
  penalizeClaim(decision: ClaimDecision): Answer<ClaimPenalty> | undefined;
  /** What a fallen flag means (`judgeFlag`). */
  judgeFlag(report: FlagReport): Answer<FlagRuling> | undefined;
}
