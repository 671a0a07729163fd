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
 * standing until the opponent claims it (L-A.5.2). What follows a penalty is the plugin's
 * `sequel`: the replacement played (L-7.5.2's queen, L-7.5.4's two-handed move), or the piece
 * bound (L-7.5.1).
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
  // The legal move the Laws may let stand in its place, if the plugin says so.
  const replacement =
    kind === 'unpromoted-pawn'
      ? makeUci(pos, { ...parsed, promotion: 'queen' })
      : kind === 'two-hands'
        ? text
        : undefined;
  const decision = judgeIllegal(arbiter, {
    offender,
    kind,
    count: arbiter.facts.illegalMoves[offender] + 1,
    ...(replacement === undefined ? {} : { replacement }),
  });
  if (!('value' in decision)) return decision;
  const draft = arbiter.draft;
  const d = decision.value;
  if (d.action === 'await-claim') {
    if (kind !== 'illegal-move') return undefined;
    const after = positionAfterIllegalMove(pos, parsed, pos.chess960);
    const pressed = pressClock(arbiter, offender);
    if (pressed instanceof RulesError) return pressed;
    draft.pendingIllegal = {
      offender,
      move: text,
      event: arbiter.call.index,
      rule: d.rule,
      plugin: decision.plugin,
      position: after.ok ? after.value : undefined,
    };
    draft.touches = [];
    if (!after.ok) {
      const reason = say.unplayable(offender, text, after.error);
      draft.awaiting = { rule: d.rule, reason, event: arbiter.call.index };
      rule(arbiter, 'awaiting-arbiter', d.rule, decision.plugin, offender, reason);
    }
    return undefined;
  }
  const sequel = d.action === 'lose' ? undefined : d.sequel;
  const replaced = sequel === 'play-replacement' ? replacement : undefined;
  const problem = settleIllegal(arbiter, decision, { offender, kind, move: text, replaced });
  if (problem || draft.outcome) return problem;
  if (replaced !== undefined) return playReplacement(arbiter, replaced, event.at);
  return undefined;
}

/** Plays the move that stands in place of the illegal one, as any move is judged and played. */
function playReplacement(arbiter: Arbiter, uci: string, at: number): RulesError | undefined {
  const code = checkMoveCode(arbiter, uci);
  if (code instanceof RulesError) return code;
  const move = { type: 'move', at, move: uci } as const;
  const refusal = arbiter.judging(move, () => arbiter.hooks.first('judgeAction', move));
  if (refusal) return refused(refusal);
  return makeMove(arbiter, code, uci);
}
