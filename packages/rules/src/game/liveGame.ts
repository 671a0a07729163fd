// The live game: stamps actions with the injected time, records flags before them, tells listeners.
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
import type { ClockView } from '@chesslaws/clock';
import { type Move, makeFen, makeUci } from '@chesslaws/moves';
import { RulesError } from '../errors.js';
import type { Regulation } from '../regulation/regulation.js';
import { checkEvent } from './checkEvent.js';
import type { GameEngine } from './engine.js';
import type { ClaimKind, GameEvent } from './events.js';
import { type Rights, rightsOf } from './rights.js';
import type { GameOutcome } from './ruling.js';
import type { Game, GameEvents, GameLog, GameState, MoveInput } from './types.js';

/** The one `Game` implementation: actions append events through the engine, listeners hear them. */
export class LiveGame implements Game {
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
    const problem = this.#act(event);
    return problem ? err(problem) : ok(this.state);
  }

  /** `act` without building the state snapshot (a replay needs none per event). */
  #act(event: GameEvent): RulesError | undefined {
    const engine = this.#engine;
    if (!this.#replaying) {
      if (engine.outcome)
        return new RulesError(
          'ERR_RULES_GAME_OVER',
          `the game is over: ${engine.outcome.reason}`,
          undefined,
          {
            rule: engine.outcome.byRule,
            plugin: engine.outcome.plugin,
          },
        );
      // A live caller (plain JavaScript, a UI) may pass anything: only well-formed events enter the log.
      const checked = checkEvent(event, engine.events.length);
      if (!checked.ok) return badAction(checked.error);
      if (!engine.started && event.type !== 'start' && engine.clock) {
        const started = this.#append({ type: 'start', at: event.at });
        if (started) return started;
      }
      if (event.type !== 'flag' && event.type !== 'flags-down') {
        const flag = engine.unjudgedFlag(event.at);
        if (flag) this.#append({ type: 'flag', at: event.at, side: flag.side });
      }
    } else if (event.type !== 'flag' && event.type !== 'flags-down' && event.type !== 'start') {
      const flag = engine.unjudgedFlag(event.at);
      if (flag)
        return new RulesError(
          'ERR_RULES_LOG',
          `${flag.side === 'white' ? 'White' : 'Black'}'s flag fell at ${flag.at} ms, before this event, and no flag event records it`,
        );
    }
    const problem = this.#append(event);
    if (problem) return problem;
    if (!this.#replaying) {
      const flag = engine.unjudgedFlag(event.at);
      if (flag && event.type !== 'flags-down')
        this.#append({ type: 'flag', at: event.at, side: flag.side });
    }
    return undefined;
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
        const e = this.#act(checked.value);
        if (e) {
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
    return this.act({
      type: 'touch',
      at: this.#time(),
      by: side,
      square: name,
      ...(adjust ? { adjust } : {}),
    });
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
    adjust: (side: Color, ms: number) => this.act({ type: 'adjust', at: this.#time(), side, ms }),
    setMoves: (moves: Partial<ByColor<number>>) =>
      this.act({ type: 'set-moves', at: this.#time(), moves }),
    flagsDown: () => this.act({ type: 'flags-down', at: this.#time() }),
    declare: (result: GameResult, reason?: string) =>
      this.act({ type: 'declare', at: this.#time(), result, ...(reason ? { reason } : {}) }),
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
    if (engine.outcome || engine.arbiterNeeded) return [];
    // Legal, and allowed: the intended move after an incorrect claim, the touched piece.
    return engine.position.legalMoves().filter((m) => engine.mayPlay(m));
  }

  rights(side: Color): Rights {
    return rightsOf(this.#engine, side);
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

/** A malformed live action, as the caller's error: which field, and why (no log index). */
function badAction(error: RulesError): RulesError {
  const field = error.location?.field?.replace(/^events\[\d+\]\./, '');
  const code =
    field === 'move' || field === 'intended' || field === 'square'
      ? 'ERR_RULES_BAD_MOVE'
      : 'ERR_RULES_BAD_ACTION';
  return new RulesError(
    code,
    error.message.replace(/^events\[\d+\]: /, ''),
    field ? { field } : undefined,
  );
}
