// What a side may do now, by dry runs of the regulation's hooks: what a UI enables.

import { type Color, opposite } from '@chesslaws/board';
import { type Move, makeUci } from '@chesslaws/moves';
import type { GameEvent } from '../events/index.js';
import { checkMove } from '../events/steps.js';
import type { Message } from '../messages/message.js';
import type { ClaimKind, ClaimOffer } from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import type { Arbiter } from './arbiter.js';

/** A claim the player on move may make correctly now, or by writing down one of `intendedMoves`. */
export interface ClaimRight {
  /** The kind (`threefold`, `fifty`, or one a plugin adds, like `quickplay-finish`). */
  readonly kind: ClaimKind;
  /** The rule it claims under (`'L-9.2'`, `'S-10.2'`). */
  readonly rule: string;
  /** A few words for its button, from the plugin that adds it (render a message with `formatMessage`). */
  readonly title: Message | string;
  /** The plugin that judges it. */
  readonly plugin: string;
  /** The claim is correct (or goes to the arbiter) on the position as it stands (L-9.2.1.2, L-9.3.2). */
  readonly now: boolean;
  /** The moves that make it correct when written down first (L-9.2.1.1, L-9.3.1); one button for all. */
  readonly intendedMoves: readonly Move[];
}

/** What one side may do now, as the regulation's plugins judge it: what a UI enables. */
export interface Rights {
  /** It is this side's move and the board can be played on. */
  readonly move: boolean;
  /** It may complete an illegal move, which the rules then rule on (arbiter mode); `false`: an illegal move is refused. */
  readonly illegalMove: boolean;
  /** It may offer a draw. */
  readonly offerDraw: boolean;
  /** The opponent's offer stands, to accept or decline. */
  readonly answerDraw: boolean;
  /** The claims it may make correctly (an incorrect claim is always possible, and penalized). */
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
  illegalMove: false,
  offerDraw: false,
  answerDraw: false,
  claims: [],
  claimIllegalMove: false,
  takeback: false,
  callFlag: false,
  resign: false,
});

/**
 * `ask()`, or `failed` when a plugin throws: a query never throws, and a plugin that fails
 * in a dry run grants nothing (the action itself would report `ERR_RULES_PLUGIN_FAILED`).
 */
function safely<T>(ask: () => T, failed: T): T {
  try {
    return ask();
  } catch (e) {
    if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return failed;
    throw e;
  }
}

/** Whether a plugin refuses `event` (or none gives it a meaning), asked as a dry run. */
const refused = (arbiter: Arbiter, event: GameEvent): boolean =>
  safely(() => arbiter.judging(event, () => arbiter.refusal(event)) !== undefined, true);

/** Whether the side to move may play `move` now (legal, the intended move, no plugin refusing). */
export function mayPlay(arbiter: Arbiter, move: Move, at = arbiter.now): boolean {
  if (arbiter.facts.outcome) return false;
  const uci = makeUci(arbiter.position, move);
  if (checkMove(arbiter, uci) instanceof RulesError) return false;
  return !refused(arbiter, { type: 'move', at, move: uci });
}

/** The rights of `side` in the arbiter's committed state, asked at the instant `at` (default: the last event's). */
export function rightsOf(arbiter: Arbiter, side: Color, at = arbiter.now): Rights {
  const facts = arbiter.facts;
  if (facts.outcome) return NONE;
  const onMove = arbiter.turn === side && !facts.awaiting;
  const offer = arbiter.standingOffer();
  const view = arbiter.clockView();
  const pending = facts.pendingIllegal;
  return {
    move: onMove,
    illegalMove: onMove && !refused(arbiter, { type: 'illegal-move', at, move: 'a1a2' }),
    offerDraw: !offer && !refused(arbiter, { type: 'offer-draw', at, by: side }),
    answerDraw:
      offer !== undefined &&
      offer.by !== side &&
      !refused(arbiter, { type: 'accept-draw', at, by: side }),
    claims: onMove && !pending ? claimRights(arbiter, side, true, at) : [],
    claimIllegalMove: pending !== undefined && pending.offender !== side,
    takeback: arbiter.moves.length > 0 && !refused(arbiter, { type: 'takeback', at, by: side }),
    callFlag: view?.flags.some((f) => f.side === opposite(side)) ?? false,
    resign: true,
  };
}

/**
 * The claims the plugins offer `side`, each checked as the game would judge it; with
 * `intendedMoves: false`, only those correct on the position as it stands.
 */
export function claimRights(
  arbiter: Arbiter,
  side: Color,
  intendedMoves: boolean,
  at = arbiter.now,
): ClaimRight[] {
  const pos = arbiter.position;
  const none: readonly ClaimOffer[] = [];
  const offers: readonly ClaimOffer[] = safely(
    () =>
      arbiter.judging(
        undefined,
        () => arbiter.hooks.sequential('offerClaims', none, { side, intendedMoves }),
        at,
      ).value,
    none,
  );
  const correct = (kind: ClaimKind, intended?: Move): boolean => {
    const event: GameEvent = {
      type: 'claim',
      at,
      by: side,
      claim: kind,
      ...(intended ? { intended: makeUci(pos, intended) } : {}),
    };
    if (refused(arbiter, event)) return false;
    const verdict = safely(
      () =>
        arbiter.judging(event, () =>
          arbiter.hooks.first('judgeClaim', {
            by: side,
            claim: kind,
            ...(intended ? { intended } : {}),
          }),
        ),
      undefined,
    );
    return verdict !== undefined && verdict.value.correct !== false;
  };
  const out: ClaimRight[] = [];
  for (const offer of offers) {
    const declared = arbiter.claimSpec(offer.kind);
    if (!declared || out.some((c) => c.kind === offer.kind)) continue;
    const now = offer.now && correct(offer.kind);
    const intendedMoves = now
      ? []
      : offer.intendedMoves.filter((m) => mayPlay(arbiter, m, at) && correct(offer.kind, m));
    if (now || intendedMoves.length > 0)
      out.push({
        kind: offer.kind,
        rule: declared.spec.rule,
        title: declared.spec.title,
        plugin: declared.plugin,
        now,
        intendedMoves,
      });
  }
  return out;
}
