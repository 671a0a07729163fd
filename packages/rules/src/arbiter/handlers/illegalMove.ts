// `illegal-move`: the side to move completes an illegal move, or a legal one with two hands (L-7.5).
import { makeSquare } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import { RulesError } from '../../errors.js';
import type { IllegalMoveEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { IllegalMoveReport } from '../../pluginApi/hooks.js';
import type { Arbiter } from '../arbiter.js';
import { rule } from '../end.js';
import { judgeIllegal, settleIllegal } from '../illegal.js';
import { positionAfterIllegalMove } from '../illegalPosition.js';
import { fail, refused } from '../refuse.js';
import { checkMoveCode, ensurePlayable, makeMove, parseMove, pressClock } from '../steps.js';

/**
 * A completed illegal move: ruled on at once (restored and penalized, or lost), or left
 * standing until the opponent claims it (L-A.5.2). A pawn left unpromoted becomes a queen
 * (L-7.5.2) and a two-handed move stands (L-7.5.4), each penalized as an illegal move.
 */
export function illegalMove(arbiter: Arbiter, event: IllegalMoveEvent): RulesError | undefined {
  const blocked = ensurePlayable(arbiter);
  if (blocked) return blocked;
  const text = event.move;
  const parsed = parseMove(text);
  if (parsed instanceof RulesError) return parsed;
  const pos = arbiter.position;
  const offender = pos.turn;
  // A drop (crazyhouse) takes its piece from the pocket: one must be there to be dropped.
  const drop = parsed.drop;
  const inPocket = drop && drop !== 'king' ? pos.pocket(offender)[drop] > 0 : false;
  if (drop && !inPocket) return fail('ERR_RULES_BAD_MOVE', say.noPieceToDrop(offender, drop));
  const piece = drop ? { color: offender, role: drop } : pos.pieceAt(parsed.from);
  if (!piece || piece.color !== offender)
    return fail('ERR_RULES_BAD_MOVE', say.noPieceToMove(offender, makeSquare(parsed.from)));
  const legal = pos.isLegal(parsed);
  if (legal && !event.twoHands) return fail('ERR_RULES_BAD_MOVE', say.legalNotIllegal(text));
  const unpromoted =
    !drop &&
    piece.role === 'pawn' &&
    !parsed.promotion &&
    pos.isLegal({ ...parsed, promotion: 'queen' });
  const kind: IllegalMoveReport['kind'] = legal
    ? 'two-hands'
    : unpromoted
      ? 'unpromoted-pawn'
      : 'illegal-move';
  // The move that will stand (the queen of L-7.5.2, the two-handed move of L-7.5.4) must be one
  // the player may make.
  const standingText =
    kind === 'unpromoted-pawn'
      ? makeUci(pos, { ...parsed, promotion: 'queen' })
      : kind === 'two-hands'
        ? text
        : undefined;
  const standing = standingText === undefined ? undefined : checkMoveCode(arbiter, standingText);
  if (standing instanceof RulesError) return standing;
  if (standingText !== undefined) {
    const refusal = arbiter.judging({ type: 'move', at: event.at, move: standingText }, () =>
      arbiter.hooks.first('judgeAction', { type: 'move', at: event.at, move: standingText }),
    );
    if (refusal) return refused(refusal);
  }
  const decision = judgeIllegal(arbiter, {
    offender,
    kind,
    count: arbiter.facts.illegalMoves[offender] + 1,
  });
  if (!('value' in decision)) return decision;
  const draft = arbiter.draft;
  if (decision.value.action === 'await-claim' && kind === 'illegal-move') {
    const after = positionAfterIllegalMove(pos, parsed, pos.chess960);
    const pressed = pressClock(arbiter, offender);
    if (pressed instanceof RulesError) return pressed;
    draft.pendingIllegal = {
      offender,
      move: text,
      event: arbiter.call.index,
      rule: decision.value.rule,
      plugin: decision.plugin,
      position: after.ok ? after.value : undefined,
    };
    draft.touches = [];
    if (!after.ok) {
      const reason = say.unplayable(offender, text, after.error);
      draft.awaiting = { rule: decision.value.rule, reason, event: arbiter.call.index };
      rule(arbiter, 'awaiting-arbiter', decision.value.rule, decision.plugin, offender, reason);
    }
    return undefined;
  }
  const problem = settleIllegal(arbiter, decision, { offender, kind, move: text });
  if (problem || draft.outcome) return problem;
  if (standing !== undefined) return makeMove(arbiter, standing);
  // L-7.5.1: the move replacing the illegal one is bound as a touched piece (Articles 4.3, 4.7).
  if (kind === 'illegal-move') draft.touches = [{ square: parsed.from, own: true }];
  return undefined;
}
