import { type Color, opposite } from '@chesslaws/board';
import { type Move, makeUci } from '@chesslaws/moves';
import { threefoldClaimMoves } from '@chesslaws/termination';
import type { GameEngine } from './engine.js';
import type { GameEvent } from './events.js';

/** A draw the player on move may claim now, or by writing down one of `intendedMoves` (L-9.2, L-9.3). */
export interface ClaimRight {
  /** `threefold` or `fifty`. */
  readonly kind: 'threefold' | 'fifty';
  /** The claim is correct on the position as it stands (L-9.2.1.2, L-9.3.2). */
  readonly now: boolean;
  /** The moves that make it correct when written down first (L-9.2.1.1, L-9.3.1); one button for all. */
  readonly intendedMoves: readonly Move[];
}

/** What one side may do now, as the regulation's plugins judge it: what a UI enables. */
export interface Rights {
  /** It is this side's move and the board can be played on. */
  readonly move: boolean;
  /** It may offer a draw. */
  readonly offerDraw: boolean;
  /** The opponent's offer stands, to accept or decline. */
  readonly answerDraw: boolean;
  /** The draws it may claim correctly (an incorrect claim is always possible, and penalized). */
  readonly claims: readonly ClaimRight[];
  /** It may claim the opponent's illegal move (L-A.5.2). */
  readonly claimIllegalMove: boolean;
  /** It may take back the last move. */
  readonly takeback: boolean;
  /** The opponent's flag has fallen and it may call it. */
  readonly callFlag: boolean;
  /** It may resign (always, until the game ends). */
  readonly resign: boolean;
}

const NONE: Rights = Object.freeze({
  move: false,
  offerDraw: false,
  answerDraw: false,
  claims: [],
  claimIllegalMove: false,
  takeback: false,
  callFlag: false,
  resign: false,
});

/** The rights of `side` in the engine's current state, by dry runs of the regulation's hooks. */
export function rightsOf(engine: GameEngine, side: Color): Rights {
  if (engine.outcome) return NONE;
  const at = engine.now;
  const refused = (event: GameEvent): boolean =>
    engine.hooks.first('judgeAction', event, engine.context(event)) !== undefined;
  const onMove = engine.turn === side && !engine.arbiterNeeded;
  const offer = engine.offer;
  const view = engine.clockView();
  const opponentFlag = view?.flags.some((f) => f.side === opposite(side)) ?? false;
  return {
    move: onMove,
    offerDraw: !offer && !refused({ type: 'offer-draw', at, by: side }),
    answerDraw: offer !== undefined && offer.by !== side,
    claims: onMove && !engine.pendingIllegal ? claimRights(engine, side, refused) : [],
    claimIllegalMove:
      engine.pendingIllegal !== undefined && engine.pendingIllegal.offender !== side,
    takeback:
      engine.plies.length > 0 &&
      !refused({ type: 'takeback', at, by: side }) &&
      engine.hooks.first('allowTakeback', side, engine.context({ type: 'takeback', at, by: side }))
        ?.value === true,
    callFlag: opponentFlag,
    resign: true,
  };
}

function claimRights(
  engine: GameEngine,
  side: Color,
  refused: (event: GameEvent) => boolean,
): ClaimRight[] {
  const at = engine.now;
  const out: ClaimRight[] = [];
  const pos = engine.position;
  const correct = (claim: 'threefold' | 'fifty', intended?: Move): boolean => {
    const event: GameEvent = {
      type: 'claim',
      at,
      by: side,
      claim,
      ...(intended ? { intended: makeUci(pos, intended) } : {}),
    };
    if (refused(event)) return false;
    const verdict = engine.hooks.first(
      'judgeClaim',
      { by: side, claim, ...(intended ? { intended } : {}) },
      engine.context(event),
    );
    return verdict?.value.correct === true;
  };
  const threefoldNow = correct('threefold');
  const threefoldWith = threefoldNow
    ? []
    : threefoldClaimMoves(engine.history).filter(
        (m) => engine.mayPlay(m) && correct('threefold', m),
      );
  if (threefoldNow || threefoldWith.length)
    out.push({ kind: 'threefold', now: threefoldNow, intendedMoves: threefoldWith });
  const fiftyNow = correct('fifty');
  // Every quiet move completes the count alike, so one quiet move stands for all of them.
  const quiet = fiftyNow
    ? []
    : pos.legalMoves().filter((m) => !pos.isZeroing(m) && engine.mayPlay(m));
  const fiftyWith = quiet.length && correct('fifty', quiet[0]) ? quiet : [];
  if (fiftyNow || fiftyWith.length)
    out.push({ kind: 'fifty', now: fiftyNow, intendedMoves: fiftyWith });
  return out;
}
