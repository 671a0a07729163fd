// The live game's actions: each builds one event stamped with the injected time.
import {
  type ByColor,
  type Color,
  err,
  type GameResult,
  makeSquare,
  parseSquare,
  type Result,
  type Square,
  type SquareName,
} from '@chesslaws/board';
import { type LocaleOption, readMoveText } from '@chesslaws/notation';
import type { GameEvent } from '../events/index.js';
import { msg } from '../messages/msg.js';
import { say } from '../messages/say.js';
import type { ClaimKind } from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import { GameCore } from './gameCore.js';
import { anyMoveUci, legalMoveUci, type MoveInput, type MoveOptions } from './moveInput.js';
import type { Game, GameState } from './types.js';

/** The one `Game` implementation: its actions, over {@link GameCore}. */
export class LiveGame extends GameCore implements Game {
  readonly #locale: LocaleOption | undefined;

  constructor(
    arbiter: ConstructorParameters<typeof GameCore>[0],
    now: () => number,
    onListenerError?: (error: unknown) => void,
    locale?: LocaleOption,
  ) {
    super(arbiter, now, onListenerError);
    this.#locale = locale;
  }

  /** The log's UCI for a legal move given as SAN, UCI or a `Move`, or what was understood of it. */
  #legal(input: MoveInput, options: MoveOptions | undefined, field = 'move'): string | RulesError {
    return legalMoveUci(this.runtime.position, input, options?.locale ?? this.#locale, field);
  }

  #withMove(
    uci: string | RulesError,
    make: (uci: string) => GameEvent,
  ): Result<GameState, RulesError> {
    if (uci instanceof RulesError) return err(uci);
    return this.act(make(uci));
  }

  start(): Result<GameState, RulesError> {
    return this.act({ type: 'start', at: this.time() });
  }

  play(move: MoveInput, options?: MoveOptions): Result<GameState, RulesError> {
    return this.#withMove(this.#legal(move, options), (uci) => ({
      type: 'move',
      at: this.time(),
      move: uci,
    }));
  }

  /** {@link play} without the state snapshot: the refusal, or `undefined` (records rebuilt move by move). */
  playQuietly(move: MoveInput): RulesError | undefined {
    const uci = this.#legal(move, undefined);
    return uci instanceof RulesError
      ? uci
      : this.actQuietly({ type: 'move', at: this.time(), move: uci });
  }

  illegalMove(
    move: MoveInput,
    options: MoveOptions & { readonly twoHands?: boolean } = {},
  ): Result<GameState, RulesError> {
    const uci = anyMoveUci(this.runtime.position, move, options.locale ?? this.#locale);
    return this.#withMove(uci, (uci) => ({
      type: 'illegal-move',
      at: this.time(),
      move: uci,
      ...(options.twoHands ? { twoHands: true } : {}),
    }));
  }

  pressClock(side: Color): Result<GameState, RulesError> {
    return this.act({ type: 'press', at: this.time(), by: side });
  }

  touch(side: Color, square: Square | string, adjust = false): Result<GameState, RulesError> {
    const name = touchedSquare(this.runtime.position, square, this.#locale);
    if (name instanceof RulesError) return err(name);
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

  claim(
    claim: {
      readonly by: Color;
      readonly kind: ClaimKind;
      readonly intended?: MoveInput;
    },
    options?: MoveOptions,
  ): Result<GameState, RulesError> {
    if (claim.intended === undefined)
      return this.act({ type: 'claim', at: this.time(), by: claim.by, claim: claim.kind });
    return this.#withMove(this.#legal(claim.intended, options, 'intended'), (uci) => ({
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
        new RulesError('ERR_RULES_NO_FLAG', msg('refusal.noFlag', {}), undefined, {
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

/**
 * The square a touch names: a square (`g1`, or its number), or the piece and its square as a
 * player says it (`Ng1`, `Кg1`), which must be the piece there.
 */
function touchedSquare(
  pos: LiveGame['runtime']['position'],
  square: Square | string,
  locale: LocaleOption | undefined,
): SquareName | RulesError {
  if (typeof square === 'number') return makeSquare(square);
  if (typeof square !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', say.eventField.square('square'), {
      field: 'square',
    });
  if (parseSquare(square) !== undefined) return square as SquareName;
  const read = readMoveText(square, locale ? { locale } : {});
  if (!read.ok || read.value.kind !== 'move' || read.value.toRank === undefined)
    return new RulesError('ERR_RULES_BAD_MOVE', say.eventField.square('square'), {
      field: 'square',
    });
  const at = (read.value.toRank << 3) | read.value.toFile;
  const piece = pos.pieceAt(at);
  if (read.value.role && piece?.role !== read.value.role)
    return new RulesError(
      'ERR_RULES_BAD_MOVE',
      msg('refusal.noSuchPieceThere', { text: square, square: makeSquare(at) }),
      {
        field: 'square',
      },
    );
  return makeSquare(at);
}
