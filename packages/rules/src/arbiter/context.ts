// Each plugin's RuleContext: one live view per plugin and game, reading the arbiter's current state.
import type { ByColor, Color } from '@chesslaws/board';
import type { ClockView, TimeCategory } from '@chesslaws/clock';
import type { Position, ReadonlyPosition } from '@chesslaws/moves';
import type { PositionHistory } from '@chesslaws/termination';
import type { GameEvent } from '../events/index.js';
import type { GameOutcome, Ruling } from '../model/outcome.js';
import type { BoardMove } from '../model/played.js';
import type { DrawOffer, GameSetup, Touch } from '../model/setup.js';
import type { RuleContext } from '../plugin/context.js';

/** What a context reads: the arbiter's state as it stands during a hook call. */
export interface ContextSource {
  /** The game's setup. */
  readonly setup: Readonly<GameSetup> & { readonly position: Position };
  /** The category of its control. */
  readonly category: TimeCategory | undefined;
  /** The position on the board. */
  readonly position: ReadonlyPosition;
  /** The repetition history (stitched across an illegal move that stood). */
  readonly history: PositionHistory;
  /** The moves so far. */
  readonly moves: readonly BoardMove[];
  /** Completed illegal moves ruled on. */
  readonly illegalMoves: Readonly<ByColor<number>>;
  /** Pieces touched this move. */
  readonly touches: readonly Touch[];
  /** The rulings so far. */
  readonly rulings: readonly Ruling[];
  /** The outcome, once there is one. */
  readonly outcome: GameOutcome | undefined;
  /** The log so far. */
  readonly events: readonly GameEvent[];
  /** The event being judged, and its index. */
  readonly call: {
    readonly event: GameEvent | undefined;
    readonly index: number;
    readonly at?: number;
  };
  /** Both clocks at `at`. */
  clockView(at?: number): ClockView | undefined;
  /** The offer that stands. */
  standingOffer(): DrawOffer | undefined;
  /** The state of the plugin at `slot`. */
  state(slot: number): unknown;
}

/**
 * The context of the plugin at `slot`: getters over the arbiter's state, so one object per
 * plugin serves every hook call of a game without copying anything.
 */
export class PluginContext implements RuleContext {
  readonly #source: ContextSource;
  readonly #slot: number;

  constructor(source: ContextSource, slot: number) {
    this.#source = source;
    this.#slot = slot;
  }

  get setup(): Readonly<GameSetup> & { readonly position: Position } {
    return this.#source.setup;
  }
  get position(): ReadonlyPosition {
    return this.#source.position;
  }
  get history(): PositionHistory {
    return this.#source.history;
  }
  get turn(): Color {
    return this.#source.position.turn;
  }
  get moveNumber(): number {
    return this.#source.position.fullmoves;
  }
  get ply(): number {
    return this.#source.moves.length;
  }
  get moves(): readonly BoardMove[] {
    return this.#source.moves;
  }
  get category(): TimeCategory | undefined {
    return this.#source.category;
  }
  clock(): ClockView | undefined {
    const call = this.#source.call;
    return this.#source.clockView(call.event?.at ?? call.at);
  }
  get illegalMoves(): Readonly<ByColor<number>> {
    return this.#source.illegalMoves;
  }
  get touches(): readonly Touch[] {
    return this.#source.touches;
  }
  get pendingOffer(): DrawOffer | undefined {
    return this.#source.standingOffer();
  }
  get rulings(): readonly Ruling[] {
    return this.#source.rulings;
  }
  get outcome(): GameOutcome | undefined {
    return this.#source.outcome;
  }
  get events(): readonly GameEvent[] {
    return this.#source.events;
  }
  get event(): GameEvent | undefined {
    return this.#source.call.event;
  }
  get index(): number {
    return this.#source.call.index;
  }
  get state(): unknown {
    return this.#source.state(this.#slot);
  }
}
