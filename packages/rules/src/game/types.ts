// The Game API as types: options, the saved log, the state snapshot, listeners, the actions.
import type { ByColor, Color, GameResult, Result, Square } from '@chesslaws/board';
import type { ClockView, TimeCategory, TimeControl, TimeControlInput } from '@chesslaws/clock';
import type { Move, Position } from '@chesslaws/moves';
import type { LocaleOption } from '@chesslaws/notation';
import type { Rights } from '../arbiter/rights.js';
import type { GameEvent, GameEventType } from '../events/index.js';
import type { ClaimKind, ClaimSpec } from '../model/decisions.js';
import type { RulesError } from '../model/errors.js';
import type { BoundPiece } from '../model/facts.js';
import type { GameOutcome, Ruling } from '../model/outcome.js';
import type {
  ArbiterNeeded,
  IntendedMove,
  LineMove,
  PendingIllegalMove,
  PlayedMove,
} from '../model/played.js';
import type { DrawOffer, Touch, VariantName } from '../model/setup.js';
import type { Regulation, RegulationHeader } from '../regulation/regulation.js';
import type { MoveInput, MoveOptions } from './moveInput.js';
/** Where a game starts: a FEN, or a Chess960 start position by number (0..959; 518 is standard). */
export type GameStart = { readonly fen: string } | { readonly chess960: number };

/** Options of {@link createGame}. */
export interface GameOptions {
  /**
   * The start position (default: the variant's: the standard start, the Chess960 plugin's, or
   * the variant's own). A FEN is read in the regulation's variant (crazyhouse pockets, three-check
   * counters). A bare FEN string is short for `{ fen }`.
   */
  readonly start?: GameStart | string;
  /**
   * The time control, replacing the regulation's: a `TimeControl`; text as people write it,
   * read by clock's `readTimeControl` (`'3+2'`, `'90+30'`, `'90/40+30, 30+30'` in minutes,
   * `'180+2'`, `'5400+30'` as PGN tags in seconds, `'60m+0'` with a unit, `'pgn:60+0'`);
   * text in a named notation (`{ shorthand: '60+0' }`, `{ pgn: '60+0' }`); or `false` for a
   * game without a clock. Text that is two real controls (`'60+0'`: 1 h or 1 min) is refused
   * with `ERR_RULES_CONTROL_AMBIGUOUS`.
   */
  readonly clock?: TimeControlInput | false;
  /** A monotonic source of integer ms for the events' times (default: `performance.now()`). */
  readonly now?: () => number;
  /** Start the clock at once (the default); `false` waits for {@link Game.start}. */
  readonly autoStart?: boolean;
  /**
   * The language of piece letters in moves the game is given (`'ru'`: `game.play('Кf3')`);
   * English is always read too. Any notation locale id, or a `Locale` object.
   */
  readonly locale?: LocaleOption;
  /**
   * Called with what a listener of {@link Game.on} threw. A listener runs after its event
   * was committed, so the action still succeeds; by default the error is thrown again in a
   * microtask, where the platform reports it (as an event listener's error is).
   */
  readonly onListenerError?: (error: unknown) => void;
}

/** How a game was set up: what `createGame` and the regulation's `setup` hooks decided. */
export interface GameSetupView {
  /** The variant (`'standard'`, `'chess960'`, ...). */
  readonly variant: VariantName;
  /** The start position (a copy). */
  readonly position: Position;
  /** The Chess960 start-position number, when it is one. */
  readonly chess960?: number;
  /** The time control; `null` without a clock. */
  readonly control: TimeControl | null;
  /** The control's FIDE category (L-A.1, L-B.1); `undefined` without a clock. */
  readonly category: TimeCategory | undefined;
  /** Both clocks before the first move (`undefined` without a clock). */
  readonly clock: ClockView | undefined;
  /** The side whose clock starts (L-6.1: the side to move in the start position). */
  readonly firstToMove: Color;
}

/** A claim kind a game takes, with the plugin that judges it: what a UI lists as claim buttons. */
export interface ClaimKindInfo extends ClaimSpec {
  /** The plugin that declares and judges it. */
  readonly plugin: string;
}

/** A saved game: the regulation's header, the start, the time control and every event. */
export interface GameLog {
  /** Always `'chesslaws-game'`. */
  readonly format: 'chesslaws-game';
  /** Format version, currently 1. */
  readonly version: 1;
  /** The regulation's name and every plugin's options. */
  readonly regulation: RegulationHeader;
  /** The start position as FEN, and its Chess960 number when it is one. */
  readonly start: { readonly fen: string; readonly chess960?: number };
  /** The time control in force; `null` without a clock. */
  readonly control: TimeControl | null;
  /** Every event, oldest first. */
  readonly events: readonly GameEvent[];
}

/** The game at one moment: a snapshot, derived from the log (it does not change afterwards). */
export interface GameState {
  /** Number of events so far: a version that grows with every accepted action. */
  readonly version: number;
  /** `'ready'` (clock not started), `'playing'`, `'paused'`, `'awaiting-arbiter'`, or `'over'`. */
  readonly status: 'ready' | 'playing' | 'paused' | 'awaiting-arbiter' | 'over';
  /** The position on the board (a copy of the game's). */
  readonly position: Position;
  /** The position as FEN. */
  readonly fen: string;
  /** The side to move. */
  readonly turn: Color;
  /** Whether the side to move is in check. */
  readonly check: boolean;
  /** The moves played, in order, with clock readings. */
  readonly moves: readonly PlayedMove[];
  /**
   * Every move on the board in order, with the positions around it: the moves played and the
   * completed illegal moves that are on the board (pending a claim, or stood unclaimed,
   * L-A.5.2), marked. `moves` lists only the moves played.
   */
  readonly line: readonly LineMove[];
  /** The last move played, if any. */
  readonly lastMove: Move | undefined;
  /** Both clocks at the last event; `undefined` without a clock. */
  readonly clock: ClockView | undefined;
  /** How the game ended, once it has. */
  readonly outcome: GameOutcome | undefined;
  /** The draw offer that stands, if any. */
  readonly pendingOffer: DrawOffer | undefined;
  /** Every ruling so far (penalties, incorrect claims, illegal moves, the outcome). */
  readonly rulings: readonly Ruling[];
  /** Completed illegal moves by each side that were ruled on. */
  readonly illegalMoves: Readonly<ByColor<number>>;
  /** Pieces the side to move has touched this move (touch-move). */
  readonly touches: readonly Touch[];
  /** The piece moved illegally that must now be moved (L-7.5.1), with the rule and plugin that bind it. */
  readonly boundPiece: BoundPiece | undefined;
  /** The intended move that must be played after an incorrect claim (L-9.5), with its rule. */
  readonly mustPlay: IntendedMove | undefined;
  /** An illegal move that stands unless the opponent claims it (L-A.5.2), with the rule it falls under. */
  readonly pendingIllegalMove: PendingIllegalMove | undefined;
  /** Set when the board cannot be played on until the arbiter decides (an illegal position, a claim). */
  readonly awaitingArbiter: ArbiterNeeded | undefined;
  /** What the arbiter ruled since the last move (for the record's comments). */
  readonly notes: readonly Ruling[];
  /**
   * Where a record's movetext starts: the start position (ply 0), or the position an
   * unclaimed illegal move left (L-A.5.2), with what was noted before it.
   */
  readonly recordStart: {
    readonly position: Position;
    readonly ply: number;
    readonly notes: readonly Ruling[];
  };
}

/** What each listener of {@link Game.on} receives. */
export interface GameEvents {
  /** Any accepted event. */
  event: { readonly event: GameEvent; readonly index: number };
  /** A move was played. */
  move: PlayedMove;
  /** The side to move is in check after a move. */
  check: { readonly side: Color };
  /** A time penalty or an illegal move was ruled. */
  penalty: Ruling;
  /** A draw was offered, accepted or declined. */
  offer: { readonly event: GameEvent; readonly index: number };
  /** A claim was judged. */
  claim: { readonly event: GameEvent; readonly index: number; readonly ruling: Ruling | undefined };
  /** The game ended. */
  outcome: GameOutcome;
  /** The state changed (after any event). */
  change: GameState;
}

/**
 * A game under a regulation. Every action stamps the injected time, and either appends one
 * event to the log and returns the new state, or returns why it cannot happen and appends
 * nothing. The state is derived from the log alone: `restoreGame(game.toJSON())` rebuilds it.
 */
export interface Game {
  /** The regulation the game runs under. */
  readonly regulation: Regulation;
  /** The event log so far (read-only; save it with {@link Game.toJSON}). */
  readonly events: readonly GameEvent[];
  /** How the game was set up: variant, start position, control and its category, the first clocks. */
  readonly setup: GameSetupView;
  /** The claim kinds this game takes besides an illegal move's (the draws, and kinds plugins add). */
  readonly claimKinds: readonly ClaimKindInfo[];
  /**
   * Whether the regulation gives events of `type` a meaning (some plugin handles them): a game
   * without `takebacks` refuses every takeback, one without `drawOffers` every offer.
   */
  accepts(type: GameEventType): boolean;
  /** The current state (a snapshot, computed once per event). */
  readonly state: GameState;
  /** Starts the clock (when created with `autoStart: false`). */
  start(): Result<GameState, RulesError>;
  /**
   * The side to move plays `move` and presses the clock: SAN as people write it (`'e4'`,
   * `'Nf3'`, `'0-0'`, `'exd6 e.p.'`, `'Ngf3'`), in the game's `locale` or `options.locale`
   * too (`'Кf3'`), UCI (`'g1f3'`), or a `Move`. The log records UCI.
   */
  play(move: MoveInput, options?: MoveOptions): Result<GameState, RulesError>;
  /**
   * The side to move completes an illegal move (arbiter mode; L-7.5.1), or a legal one with two
   * hands (L-7.5.4): UCI, long algebraic (`'Bf1-f3'`), SAN whose piece is the only one of its
   * kind that fits (`'Qd8'`), or a `Move`.
   */
  illegalMove(
    move: MoveInput,
    options?: MoveOptions & { readonly twoHands?: boolean },
  ): Result<GameState, RulesError>;
  /** `side` presses the clock without moving (L-7.5.3). */
  pressClock(side: Color): Result<GameState, RulesError>;
  /**
   * `side` touches the piece on `square` (touch-move, L-4.3): a square (`'g1'`), or the piece and
   * its square as a player says it (`'Ng1'`); `adjust` after "j'adoube".
   */
  touch(side: Color, square: Square | string, adjust?: boolean): Result<GameState, RulesError>;
  /** `side` offers a draw (L-9.1). */
  offerDraw(side: Color): Result<GameState, RulesError>;
  /** `side` accepts the opponent's offer. */
  acceptDraw(side: Color): Result<GameState, RulesError>;
  /** `side` declines the opponent's offer. */
  declineDraw(side: Color): Result<GameState, RulesError>;
  /**
   * `claim.by` claims a draw (now, or with `intended` written down: `'Nb8'`), an illegal move,
   * or a kind a plugin adds.
   */
  claim(
    claim: {
      readonly by: Color;
      readonly kind: ClaimKind;
      readonly intended?: MoveInput;
    },
    options?: MoveOptions,
  ): Result<GameState, RulesError>;
  /** `side` resigns. */
  resign(side: Color): Result<GameState, RulesError>;
  /** `by` calls the flag of `side` (default: the side whose flag fell). */
  callFlag(by?: Color, side?: Color): Result<GameState, RulesError>;
  /** `side` takes back the last move, where the regulation allows it. */
  takeback(side: Color): Result<GameState, RulesError>;
  /** Arbiter actions. */
  readonly arbiter: {
    /** Stops both clocks. */
    pause(): Result<GameState, RulesError>;
    /** Restarts the clock of the side to move. */
    resume(): Result<GameState, RulesError>;
    /** Adds `ms` to `side`'s clock (negative removes). */
    adjust(side: Color, ms: number): Result<GameState, RulesError>;
    /** Sets the clocks' move counters. */
    setMoves(moves: Partial<ByColor<number>>): Result<GameState, RulesError>;
    /** Both flags down, order unknown (L-III.3.1). */
    flagsDown(): Result<GameState, RulesError>;
    /** Declares a result. */
    declare(result: GameResult, reason?: string): Result<GameState, RulesError>;
    /** Upholds (`true`) or rejects (`false`) the claim the game waits on (S-10.2). */
    decideClaim(upheld: boolean, reason?: string): Result<GameState, RulesError>;
  };
  /**
   * Appends a flag event if a flag has fallen by now (the UI calls it when its timer fires),
   * and returns the state; a plugin that fails while the flag is judged is an error, and the
   * flag stays unrecorded (every later action judges it first).
   */
  checkTime(): Result<GameState, RulesError>;
  /** The instant the running side's flag falls if nobody moves (set one timer from it). */
  flagFallAt(): number | undefined;
  /** Both clocks now (or at `at`); `undefined` without a clock. */
  clockAt(at?: number): ClockView | undefined;
  /**
   * The moves the side to move may play now: legal, and allowed by the regulation (the
   * intended move after an incorrect claim, a touched piece); none once the game is over.
   */
  legalMoves(): Move[];
  /** What `side` may do now (move, offer, answer an offer, claim, take back, call a flag). */
  rights(side: Color): Rights;
  /** Listens to `type`; returns the function that stops listening. */
  on<K extends keyof GameEvents>(type: K, listener: (payload: GameEvents[K]) => void): () => void;
  /** The log as JSON data: save it, and {@link restoreGame} replays it exactly. */
  toJSON(): GameLog;
}
