import { err, makeSquare, parseSquare } from '@chesslaws/board';
import { readMoveText } from '@chesslaws/notation';
import { msg } from '../messages/msg.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { GameCore } from './gameCore.js';
import { anyMoveUci, legalMoveUci } from './moveInput.js';

class LiveGame extends GameCore {
  #locale;
  constructor(arbiter, now, onListenerError, locale) {
    super(arbiter, now, onListenerError);
    this.#locale = locale;
  }
  /** The log's UCI for a legal move given as SAN, UCI or a `Move`, or what was understood of it. */
  #legal(input, options, field = 'move') {
    return legalMoveUci(this.runtime.position, input, options?.locale ?? this.#locale, field);
  }
  #withMove(uci, make) {
    if (uci instanceof RulesError) return err(uci);
    return this.act(make(uci));
  }
  start() {
    return this.act({ type: 'start', at: this.time() });
  }
  play(move, options) {
    return this.#withMove(this.#legal(move, options), (uci) => ({
      type: 'move',
      at: this.time(),
      move: uci,
    }));
  }
  /** {@link play} without the state snapshot: the refusal, or `undefined` (records rebuilt move by move). */
  playQuietly(move) {
    const uci = this.#legal(move, void 0);
    return uci instanceof RulesError
      ? uci
      : this.actQuietly({ type: 'move', at: this.time(), move: uci });
  }
  illegalMove(move, options = {}) {
    const uci = anyMoveUci(this.runtime.position, move, options.locale ?? this.#locale);
    return this.#withMove(uci, (uci2) => ({
      type: 'illegal-move',
      at: this.time(),
      move: uci2,
      ...(options.twoHands ? { twoHands: true } : {}),
    }));
  }
  pressClock(side) {
    return this.act({ type: 'press', at: this.time(), by: side });
  }
  touch(side, square, adjust = false) {
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
  offerDraw(side) {
    return this.act({ type: 'offer-draw', at: this.time(), by: side });
  }
  acceptDraw(side) {
    return this.act({ type: 'accept-draw', at: this.time(), by: side });
  }
  declineDraw(side) {
    return this.act({ type: 'decline-draw', at: this.time(), by: side });
  }
  claim(claim, options) {
    if (claim.intended === void 0)
      return this.act({ type: 'claim', at: this.time(), by: claim.by, claim: claim.kind });
    return this.#withMove(this.#legal(claim.intended, options, 'intended'), (uci) => ({
      type: 'claim',
      at: this.time(),
      by: claim.by,
      claim: claim.kind,
      intended: uci,
    }));
  }
  resign(side) {
    return this.act({ type: 'resign', at: this.time(), by: side });
  }
  callFlag(by, side) {
    const at = this.time();
    const fallen =
      side ?? this.runtime.unjudgedFlag(at)?.side ?? this.runtime.clockView(at)?.flags[0]?.side;
    if (!fallen)
      return err(
        new RulesError('ERR_RULES_NO_FLAG', msg('refusal.noFlag', {}), void 0, {
          rule: this.runtime.cite('L-6.9'),
        }),
      );
    return this.act({ type: 'flag', at, side: fallen, ...(by ? { by } : {}) });
  }
  takeback(side) {
    return this.act({ type: 'takeback', at: this.time(), by: side });
  }
  /** The arbiter's actions, made on first use (a game restored to be read needs none). */
  get arbiter() {
    this.#arbiterActions ??= Object.freeze({
      pause: () => this.act({ type: 'pause', at: this.time() }),
      resume: () => this.act({ type: 'resume', at: this.time() }),
      adjust: (side, ms) => this.act({ type: 'adjust', at: this.time(), side, ms }),
      setMoves: (moves) => this.act({ type: 'set-moves', at: this.time(), moves }),
      flagsDown: () => this.act({ type: 'flags-down', at: this.time() }),
      declare: (result, reason) =>
        this.act({ type: 'declare', at: this.time(), result, ...(reason ? { reason } : {}) }),
      decideClaim: (upheld, reason) =>
        this.act({ type: 'decide-claim', at: this.time(), upheld, ...(reason ? { reason } : {}) }),
    });
    return this.#arbiterActions;
  }
  #arbiterActions;
}
function touchedSquare(pos, square, locale) {
  if (typeof square === 'number') return makeSquare(square);
  if (typeof square !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', say.eventField.square('square'), {
      field: 'square',
    });
  if (parseSquare(square) !== void 0) return square;
  const read = readMoveText(square, locale ? { locale } : {});
  if (!read.ok || read.value.kind !== 'move' || read.value.toRank === void 0)
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

export { LiveGame };
//# sourceMappingURL=liveGame.js.map
