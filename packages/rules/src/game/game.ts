import {
  type ByColor,
  type Color,
  err,
  type GameResult,
  makeSquare,
  ok,
  type Result,
  type Square,
  type SquareName,
} from '@chesslaws/board';
import {
  type ClockView,
  parseTimeControl,
  type TimeControl,
  validateTimeControl,
} from '@chesslaws/clock';
import {
  chess960Setup,
  INITIAL_FEN,
  type Move,
  makeFen,
  makeUci,
  Position,
} from '@chesslaws/moves';
import { RulesError } from '../errors.js';
import type { DrawOffer, GameSetup, Touch } from '../plugin/context.js';
import type { Regulation, RegulationHeader } from '../regulation/regulation.js';
import { checkEvent } from './checkEvent.js';
import {
  type ArbiterNeeded,
  GameEngine,
  type PendingIllegalMove,
  type PlayedMove,
} from './engine.js';
import type { ClaimKind, GameEvent } from './events.js';
import type { GameOutcome, Ruling } from './ruling.js';

/** Where a game starts: a FEN, or a Chess960 start position by number (0..959; 518 is standard). */
export type GameStart = { readonly fen: string } | { readonly chess960: number };

/** Options of {@link createGame}. */
export interface GameOptions {
  /** The start position (default: the variant's: the standard start, or the Chess960 plugin's). */
  readonly start?: GameStart;
  /**
   * The time control, replacing the regulation's: a `TimeControl`, a shorthand string
   * (`'3+2'`, `'90/40+30, 30+30'`), or `false` for a game without a clock.
   */
  readonly clock?: TimeControl | string | false;
  /** A monotonic source of integer ms for the events' times (default: `performance.now()`). */
  readonly now?: () => number;
  /** Start the clock at once (the default); `false` waits for {@link Game.start}. */
  readonly autoStart?: boolean;
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
  /** The intended move that must be played after an incorrect claim (L-9.5). */
  readonly mustPlay: Move | undefined;
  /** An illegal move that stands unless the opponent claims it (L-A.5.2). */
  readonly pendingIllegalMove: PendingIllegalMove | undefined;
  /** Set when the board cannot be played on until the arbiter decides. */
  readonly awaitingArbiter: ArbiterNeeded | undefined;
  /** What the arbiter noted since the last move (for the record's comments). */
  readonly notes: readonly string[];
  /**
   * Where a record's movetext starts: the start position (ply 0), or the position an
   * unclaimed illegal move left (L-A.5.2), with what was noted before it.
   */
  readonly recordStart: {
    readonly position: Position;
    readonly ply: number;
    readonly notes: readonly string[];
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

/** A move as the game's actions take it: a `Move` or UCI text. */
export type MoveInput = Move | string;

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
  /** The current state (a snapshot, computed once per event). */
  readonly state: GameState;
  /** Starts the clock (when created with `autoStart: false`). */
  start(): Result<GameState, RulesError>;
  /** The side to move plays `move` and presses the clock. */
  play(move: MoveInput): Result<GameState, RulesError>;
  /** The side to move completes an illegal move (arbiter mode; L-7.5.1), or a legal one with two hands (L-7.5.4). */
  illegalMove(
    move: MoveInput,
    options?: { readonly twoHands?: boolean },
  ): Result<GameState, RulesError>;
  /** `side` presses the clock without moving (L-7.5.3). */
  pressClock(side: Color): Result<GameState, RulesError>;
  /** `side` touches the piece on `square` (touch-move, L-4.3); `adjust` after "j'adoube". */
  touch(side: Color, square: Square | SquareName, adjust?: boolean): Result<GameState, RulesError>;
  /** `side` offers a draw (L-9.1). */
  offerDraw(side: Color): Result<GameState, RulesError>;
  /** `side` accepts the opponent's offer. */
  acceptDraw(side: Color): Result<GameState, RulesError>;
  /** `side` declines the opponent's offer. */
  declineDraw(side: Color): Result<GameState, RulesError>;
  /** `claim.by` claims a draw (now, or with `intended` written down) or an illegal move. */
  claim(claim: {
    readonly by: Color;
    readonly kind: ClaimKind;
    readonly intended?: MoveInput;
  }): Result<GameState, RulesError>;
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
  };
  /** Appends a flag event if a flag has fallen by now; the UI calls it when its timer fires. */
  checkTime(): GameState;
  /** The instant the running side's flag falls if nobody moves (set one timer from it). */
  flagFallAt(): number | undefined;
  /** Both clocks now (or at `at`); `undefined` without a clock. */
  clockAt(at?: number): ClockView | undefined;
  /** The legal moves of the side to move (none once the game is over). */
  legalMoves(): Move[];
  /** Listens to `type`; returns the function that stops listening. */
  on<K extends keyof GameEvents>(type: K, listener: (payload: GameEvents[K]) => void): () => void;
  /** The log as JSON data: save it, and {@link restoreGame} replays it exactly. */
  toJSON(): GameLog;
}

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

class LiveGame implements Game {
  readonly #engine: GameEngine;
  readonly #now: () => number;
  readonly #listeners = new Map<keyof GameEvents, Set<(payload: never) => void>>();
  #state: GameState | undefined;
  #replaying = false;

  constructor(engine: GameEngine, now: () => number) {
    this.#engine = engine;
    this.#now = now;
  }

  get regulation(): Regulation {
    return this.#engine.regulation;
  }

  get events(): readonly GameEvent[] {
    return this.#engine.events;
  }

  get state(): GameState {
    if (this.#state?.version !== this.#engine.events.length) this.#state = snapshot(this.#engine);
    return this.#state;
  }

  #time(): number {
    return Math.max(Math.floor(this.#now()), this.#engine.now);
  }

  /** Appends `event` (and any flag that fell before it); the shared path of every action. */
  act(event: GameEvent): Result<GameState, RulesError> {
    const engine = this.#engine;
    if (!this.#replaying) {
      if (!engine.started && event.type !== 'start' && engine.clock && !engine.outcome) {
        const started = this.#append({ type: 'start', at: event.at });
        if (started) return err(started);
      }
      if (event.type !== 'flag' && event.type !== 'flags-down') {
        const flag = engine.unjudgedFlag(event.at);
        if (flag) this.#append({ type: 'flag', at: event.at, side: flag.side });
      }
    } else if (event.type !== 'flag' && event.type !== 'flags-down' && event.type !== 'start') {
      const flag = engine.unjudgedFlag(event.at);
      if (flag)
        return err(
          new RulesError(
            'ERR_RULES_LOG',
            `${flag.side === 'white' ? 'White' : 'Black'}'s flag fell at ${flag.at} ms, before this event, and no flag event records it`,
          ),
        );
    }
    const problem = this.#append(event);
    if (problem) return err(problem);
    if (!this.#replaying) {
      const flag = engine.unjudgedFlag(event.at);
      if (flag && event.type !== 'flags-down')
        this.#append({ type: 'flag', at: event.at, side: flag.side });
    }
    return ok(this.state);
  }

  #append(event: GameEvent): RulesError | undefined {
    const engine = this.#engine;
    const before = {
      rulings: engine.rulings.length,
      plies: engine.plies.length,
      outcome: engine.outcome,
    };
    const problem = engine.apply(event);
    if (problem) return problem;
    if (!this.#replaying) this.#emitAfter(event, before);
    return undefined;
  }

  #emitAfter(
    event: GameEvent,
    before: { rulings: number; plies: number; outcome: GameOutcome | undefined },
  ): void {
    if (this.#listeners.size === 0) return;
    const engine = this.#engine;
    const index = engine.events.length - 1;
    this.#emit('event', { event, index });
    if (engine.plies.length > before.plies) {
      this.#emit('move', engine.plies[engine.plies.length - 1]!);
      if (engine.position.isCheck()) this.#emit('check', { side: engine.turn });
    }
    const fresh = engine.rulings.slice(before.rulings);
    for (const ruling of fresh)
      if (
        ruling.kind === 'penalty' ||
        ruling.kind === 'illegal-move' ||
        ruling.kind === 'incorrect-claim'
      )
        this.#emit('penalty', ruling);
    if (
      event.type === 'offer-draw' ||
      event.type === 'accept-draw' ||
      event.type === 'decline-draw'
    )
      this.#emit('offer', { event, index });
    if (event.type === 'claim')
      this.#emit('claim', { event, index, ruling: fresh[fresh.length - 1] });
    if (!before.outcome && engine.outcome) this.#emit('outcome', engine.outcome);
    this.#emit('change', this.state);
  }

  #emit<K extends keyof GameEvents>(type: K, payload: GameEvents[K]): void {
    for (const listener of this.#listeners.get(type) ?? [])
      (listener as (p: GameEvents[K]) => void)(payload);
  }

  /** Replays a saved log: the same checks, no listeners, strict about missing flag events. */
  replay(events: readonly unknown[]): Result<void, RulesError> {
    this.#replaying = true;
    try {
      for (const [index, raw] of events.entries()) {
        const checked = checkEvent(raw, index);
        if (!checked.ok) return checked;
        const applied = this.act(checked.value);
        if (!applied.ok) {
          const e = applied.error;
          return err(
            new RulesError(
              'ERR_RULES_LOG',
              `events[${index}] (${checked.value.type}): ${e.message}`,
              { index, field: `events[${index}]` },
              { rule: e.rule, plugin: e.plugin },
            ),
          );
        }
      }
      return ok(undefined);
    } finally {
      this.#replaying = false;
    }
  }

  #move(input: MoveInput): string | RulesError {
    if (typeof input === 'string') return input;
    if (
      typeof input !== 'object' ||
      input === null ||
      !Number.isInteger(input.from) ||
      !Number.isInteger(input.to)
    )
      return new RulesError(
        'ERR_RULES_BAD_MOVE',
        'a move is { from, to, promotion? } with squares 0..63, or UCI text',
      );
    const pos = this.#engine.position;
    const legal = pos.normalizeMove(input);
    return legal
      ? makeUci(pos, legal)
      : `${makeSquare(input.from)}${makeSquare(input.to)}${input.promotion ? (input.promotion[0] === 'k' ? 'n' : input.promotion[0]) : ''}`;
  }

  #withMove(input: MoveInput, make: (uci: string) => GameEvent): Result<GameState, RulesError> {
    const uci = this.#move(input);
    if (uci instanceof RulesError) return err(uci);
    return this.act(make(uci));
  }

  start(): Result<GameState, RulesError> {
    return this.act({ type: 'start', at: this.#time() });
  }

  play(move: MoveInput): Result<GameState, RulesError> {
    return this.#withMove(move, (uci) => ({ type: 'move', at: this.#time(), move: uci }));
  }

  illegalMove(
    move: MoveInput,
    options: { readonly twoHands?: boolean } = {},
  ): Result<GameState, RulesError> {
    return this.#withMove(move, (uci) => ({
      type: 'illegal-move',
      at: this.#time(),
      move: uci,
      ...(options.twoHands ? { twoHands: true } : {}),
    }));
  }

  pressClock(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'press', at: this.#time(), by: side });
  }

  touch(side: Color, square: Square | SquareName, adjust = false): Result<GameState, RulesError> {
    const name = typeof square === 'number' ? makeSquare(square) : square;
    return this.#checked({
      type: 'touch',
      at: this.#time(),
      by: side,
      square: name,
      ...(adjust ? { adjust } : {}),
    });
  }

  /** Validates a hand-built event's fields (a square name, a side) before acting on it. */
  #checked(event: GameEvent): Result<GameState, RulesError> {
    const checked = checkEvent(event, this.#engine.events.length);
    if (!checked.ok)
      return err(
        new RulesError(
          checked.error.code === 'ERR_RULES_LOG' ? 'ERR_RULES_BAD_MOVE' : checked.error.code,
          checked.error.message.replace(/^events\[\d+\]: /, ''),
        ),
      );
    return this.act(checked.value);
  }

  offerDraw(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'offer-draw', at: this.#time(), by: side });
  }

  acceptDraw(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'accept-draw', at: this.#time(), by: side });
  }

  declineDraw(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'decline-draw', at: this.#time(), by: side });
  }

  claim(claim: {
    readonly by: Color;
    readonly kind: ClaimKind;
    readonly intended?: MoveInput;
  }): Result<GameState, RulesError> {
    if (claim.intended === undefined)
      return this.act({ type: 'claim', at: this.#time(), by: claim.by, claim: claim.kind });
    return this.#withMove(claim.intended, (uci) => ({
      type: 'claim',
      at: this.#time(),
      by: claim.by,
      claim: claim.kind,
      intended: uci,
    }));
  }

  resign(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'resign', at: this.#time(), by: side });
  }

  callFlag(by?: Color, side?: Color): Result<GameState, RulesError> {
    const at = this.#time();
    const fallen =
      side ?? this.#engine.unjudgedFlag(at)?.side ?? this.#engine.clockView(at)?.flags[0]?.side;
    if (!fallen)
      return err(
        new RulesError('ERR_RULES_NO_FLAG', 'no flag has fallen', undefined, { rule: 'L-6.9' }),
      );
    return this.act({ type: 'flag', at, side: fallen, ...(by ? { by } : {}) });
  }

  takeback(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'takeback', at: this.#time(), by: side });
  }

  readonly arbiter = {
    pause: () => this.act({ type: 'pause', at: this.#time() }),
    resume: () => this.act({ type: 'resume', at: this.#time() }),
    adjust: (side: Color, ms: number) =>
      this.#checked({ type: 'adjust', at: this.#time(), side, ms }),
    setMoves: (moves: Partial<ByColor<number>>) =>
      this.#checked({ type: 'set-moves', at: this.#time(), moves }),
    flagsDown: () => this.act({ type: 'flags-down', at: this.#time() }),
    declare: (result: GameResult, reason?: string) =>
      this.#checked({ type: 'declare', at: this.#time(), result, ...(reason ? { reason } : {}) }),
  };

  checkTime(): GameState {
    const engine = this.#engine;
    const at = this.#time();
    const flag = engine.unjudgedFlag(at);
    if (flag && engine.started) this.#append({ type: 'flag', at, side: flag.side });
    return this.state;
  }

  flagFallAt(): number | undefined {
    const engine = this.#engine;
    if (engine.outcome || !engine.clock) return undefined;
    return engine.clock.flagFallAt(this.#time());
  }

  clockAt(at?: number): ClockView | undefined {
    return this.#engine.clockView(at ?? this.#time());
  }

  legalMoves(): Move[] {
    const engine = this.#engine;
    return engine.outcome || engine.arbiterNeeded ? [] : engine.position.legalMoves();
  }

  on<K extends keyof GameEvents>(type: K, listener: (payload: GameEvents[K]) => void): () => void {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  toJSON(): GameLog {
    const engine = this.#engine;
    const fen = makeFen(engine.setup.position);
    return {
      format: 'chesslaws-game',
      version: 1,
      regulation: engine.regulation.header,
      start:
        engine.setup.chess960 !== undefined ? { fen, chess960: engine.setup.chess960 } : { fen },
      control: engine.setup.control ?? null,
      events: [...engine.events],
    };
  }
}

function snapshot(engine: GameEngine): GameState {
  const position = engine.position.clone();
  const clock = engine.clockView();
  const last = engine.plies[engine.plies.length - 1];
  const status: GameState['status'] = engine.outcome
    ? 'over'
    : engine.arbiterNeeded
      ? 'awaiting-arbiter'
      : !engine.started
        ? 'ready'
        : clock?.status === 'paused'
          ? 'paused'
          : 'playing';
  const pending = engine.pendingIllegal;
  return Object.freeze({
    version: engine.events.length,
    status,
    position,
    fen: makeFen(position),
    turn: position.turn,
    check: position.isCheck(),
    moves: Object.freeze([...engine.plies]),
    lastMove: last?.move,
    clock,
    outcome: engine.outcome,
    pendingOffer: engine.offer,
    rulings: Object.freeze([...engine.rulings]),
    illegalMoves: Object.freeze({ ...engine.illegalMoves }),
    touches: engine.touches,
    mustPlay: engine.mustPlay?.move,
    pendingIllegalMove: pending && {
      offender: pending.offender,
      move: pending.move,
      event: pending.event,
    },
    awaitingArbiter: engine.arbiterNeeded,
    notes: Object.freeze([...engine.pendingNotes]),
    recordStart: engine.recordStart,
  });
}

/** Options of {@link restoreGame}. */
export interface RestoreOptions {
  /** The time source for actions after the restore. */
  readonly now?: () => number;
}

/**
 * Rebuilds a game from its saved log under `regulation`, which must be the one the log's
 * header names, with the same options. A bad log (from a file, a browser's storage) is an
 * error result naming the event index and the reason; nothing is dropped silently.
 */
export function restoreGame(
  regulation: Regulation,
  log: unknown,
  options: RestoreOptions = {},
): Result<Game, RulesError> {
  const bad = (message: string, field: string) =>
    err(new RulesError('ERR_RULES_LOG', message, { field }));
  if (typeof log !== 'object' || log === null)
    return bad('a saved game must be an object', '(log)');
  const data = log as Partial<GameLog>;
  if (data.format !== 'chesslaws-game')
    return bad(`not a chesslaws game log (format ${JSON.stringify(data.format)})`, 'format');
  if (data.version !== 1)
    return bad(`unknown log version ${JSON.stringify(data.version)}`, 'version');
  if (!Array.isArray(data.events)) return bad('events must be an array', 'events');
  const header = data.regulation;
  const mismatch = compareHeaders(regulation.header, header);
  if (mismatch)
    return err(new RulesError('ERR_RULES_LOG_REGULATION', mismatch, { field: 'regulation' }));
  const start = data.start;
  if (typeof start !== 'object' || start === null || typeof start.fen !== 'string')
    return bad('start.fen is missing', 'start');
  const gameStart: GameStart =
    start.chess960 !== undefined ? { chess960: start.chess960 } : { fen: start.fen ?? INITIAL_FEN };
  const created = createGame(regulation, {
    start: gameStart,
    clock: data.control === null ? false : ((data.control as TimeControl | undefined) ?? false),
    autoStart: false,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!created.ok)
    return err(
      new RulesError('ERR_RULES_LOG', created.error.message, {
        field: created.error.location?.field ?? 'start',
      }),
    );
  const game = created.value as LiveGame;
  const replayed = game.replay(data.events);
  if (!replayed.ok) return replayed;
  return ok(game);
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function compareHeaders(expected: RegulationHeader, actual: unknown): string | undefined {
  if (typeof actual !== 'object' || actual === null) return 'the log has no regulation header';
  const got = actual as Partial<RegulationHeader>;
  if (got.name !== expected.name)
    return `the game was played under '${String(got.name)}', not '${expected.name}'`;
  if (!Array.isArray(got.plugins)) return 'the log header lists no plugins';
  const names = (list: readonly { name: string }[]) => list.map((p) => p.name).join(', ');
  if (names(got.plugins) !== names(expected.plugins))
    return `the game's plugins were ${names(got.plugins)}, not ${names(expected.plugins)}`;
  for (const [i, plugin] of expected.plugins.entries()) {
    if (stable(plugin.options) !== stable(got.plugins[i]?.options))
      return `plugin '${plugin.name}' had other options when the game was played: ${stable(got.plugins[i]?.options)}`;
  }
  return undefined;
}
