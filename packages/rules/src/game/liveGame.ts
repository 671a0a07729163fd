// The live game's actions: each builds one event stamped with the injected time.
import {
  type ByColor,
  type Color,
  err,
  type GameResult,
  makeSquare,
  type Result,
  type Square,
  type SquareName,
} from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import type { GameEvent } from '../events/index.js';
import { say } from '../messages/say.js';
import type { ClaimKind } from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import { GameCore } from './gameCore.js';
import type { Game, GameState, MoveInput } from './types.js';

/** The one `Game` implementation: its actions, over {@link GameCore}. */
export class LiveGame extends GameCore implements Game {
  /** UCI for a move given as `Move` or text, or why it is neither. */
  #uci(input: MoveInput): string | RulesError {
    if (typeof input === 'string') return input;
    if (
      typeof input !== 'object' ||
      input === null ||
      !Number.isInteger(input.from) ||
      !Number.isInteger(input.to)
    )
      return new RulesError('ERR_RULES_BAD_MOVE', say.badMoveInput);
    const pos = this.runtime.position;
    const legal = pos.normalizeMove(input);
    return legal
      ? makeUci(pos, legal)
      : `${makeSquare(input.from)}${makeSquare(input.to)}${input.promotion ? (input.promotion[0] === 'k' ? 'n' : input.promotion[0]) : ''}`;
  }

  #withMove(input: MoveInput, make: (uci: string) => GameEvent): Result<GameState, RulesError> {
    const uci = this.#uci(input);
    if (uci instanceof RulesError) return err(uci);
    return this.act(make(uci));
  }

  start(): Result<GameState, RulesError> {
    return this.act({ type: 'start', at: this.time() });
  }

  play(move: MoveInput): Result<GameState, RulesError> {
    return this.#withMove(move, (uci) => ({ type: 'move', at: this.time(), move: uci }));
  }

  /** {@link play} without the state snapshot: the refusal, or `undefined` (records rebuilt move by move). */
  playQuietly(move: MoveInput): RulesError | undefined {
    const uci = this.#uci(move);
    return uci instanceof RulesError
      ? uci
      : this.actQuietly({ type: 'move', at: this.time(), move: uci });
  }

  illegalMove(
    move: MoveInput,
    options: { readonly twoHands?: boolean } = {},
  ): Result<GameState, RulesError> {
    return this.#withMove(move, (uci) => ({
      type: 'illegal-move',
      at: this.time(),
      move: uci,
      ...(options.twoHands ? { twoHands: true } : {}),
    }));
  }

  pressClock(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'press', at: this.time(), by: side });
  }

  touch(side: Color, square: Square | SquareName, adjust = false): Result<GameState, RulesError> {
    const name = typeof square === 'number' ? makeSquare(square) : square;
    return this.act({
      type: 'touch',
      at: this.time(),
      by: side,
      square: name,
      ...(adjust ? { adjust } : {}),
    });
  }

  offerDraw(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'offer-draw', at: this.time(), by: side });
  }

  acceptDraw(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'accept-draw', at: this.time(), by: side });
  }

  declineDraw(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'decline-draw', at: this.time(), by: side });
  }

  claim(claim: {
    readonly by: Color;
    readonly kind: ClaimKind;
    readonly intended?: MoveInput;
  }): Result<GameState, RulesError> {
    if (claim.intended === undefined)
      return this.act({ type: 'claim', at: this.time(), by: claim.by, claim: claim.kind });
    return this.#withMove(claim.intended, (uci) => ({
      type: 'claim',
      at: this.time(),
      by: claim.by,
      claim: claim.kind,
      intended: uci,
    }));
  }

  resign(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'resign', at: this.time(), by: side });
  }

  callFlag(by?: Color, side?: Color): Result<GameState, RulesError> {
    const at = this.time();
    const fallen =
      side ?? this.runtime.unjudgedFlag(at)?.side ?? this.runtime.clockView(at)?.flags[0]?.side;
    if (!fallen)
      return err(
        new RulesError('ERR_RULES_NO_FLAG', say.noFlag, undefined, {
          rule: this.runtime.cite('L-6.9'),
        }),
      );
    return this.act({ type: 'flag', at, side: fallen, ...(by ? { by } : {}) });
  }

  takeback(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'takeback', at: this.time(), by: side });
  }

  /** The arbiter's actions, made on first use (a game restored to be read needs none). */
  get arbiter(): Game['arbiter'] {
    this.#arbiterActions ??= Object.freeze({
      pause: () => this.act({ type: 'pause', at: this.time() }),
      resume: () => this.act({ type: 'resume', at: this.time() }),
      adjust: (side: Color, ms: number) => this.act({ type: 'adjust', at: this.time(), side, ms }),
      setMoves: (moves: Partial<ByColor<number>>) =>
        this.act({ type: 'set-moves', at: this.time(), moves }),
      flagsDown: () => this.act({ type: 'flags-down', at: this.time() }),
      declare: (result: GameResult, reason?: string) =>
        this.act({ type: 'declare', at: this.time(), result, ...(reason ? { reason } : {}) }),
      decideClaim: (upheld: boolean, reason?: string) =>
        this.act({ type: 'decide-claim', at: this.time(), upheld, ...(reason ? { reason } : {}) }),
    });
    return this.#arbiterActions;
  }
  #arbiterActions: Game['arbiter'] | undefined;
}
