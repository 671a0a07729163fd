// `illegal-move`: the side to move completes an illegal move, or a legal one with two hands (L-7.5).
import { makeSquare } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import type { IllegalMoveReport } from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import { judgeIllegal, settleIllegal } from './illegal.js';
import { positionAfterIllegalMove } from './illegalPosition.js';
import { defineEvent } from './kind.js';
import { checkMoveCode, ensurePlayable, fail, parseMove } from './steps.js';
import type { Transaction } from './transaction.js';

/** The side to move completes an illegal move: moves the piece and presses the clock (L-7.5.1). */
export interface IllegalMoveEvent {
  /** Discriminant. */
  readonly type: 'illegal-move';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The piece's way, from and to square (`e2e5`); a pawn left unpromoted on the last rank is `e7e8` (L-7.5.2). */
  readonly move: string;
  /** A legal move made with two hands (castling, a capture, a promotion): penalized as an illegal move (L-7.5.4). */
  readonly twoHands?: boolean;
}

/**
 * A completed illegal move: ruled on at once (restored and penalized, or lost), or left
 * standing until the opponent claims it (L-A.5.2). What follows a penalty is the plugin's
 * `sequel`: the replacement played (L-7.5.2's queen, L-7.5.4's two-handed move), or the piece
 * bound (L-7.5.1).
 */
export const illegalMove = defineEvent<IllegalMoveEvent>({
  type: 'illegal-move',
  fields: { move: 'uci', twoHands: 'bool?' },
  core: false,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const text = event.move;
    const parsed = parseMove(text, tx.position.variant);
    if (parsed instanceof RulesError) return parsed;
    const pos = tx.position;
    const offender = pos.turn;
    // A drop (crazyhouse) takes its piece from the pocket: one must be there to be dropped.
    const drop = parsed.drop;
    const inPocket = drop && drop !== 'king' ? pos.pocket(offender)[drop] > 0 : false;
    if (drop && !inPocket)
      return fail(
        'ERR_RULES_BAD_MOVE',
        msg('refusal.noPieceToDrop', { side: offender, role: drop }),
      );
    const piece = drop ? { color: offender, role: drop } : pos.pieceAt(parsed.from);
    if (!piece || piece.color !== offender)
      return fail(
        'ERR_RULES_BAD_MOVE',
        msg('refusal.noPieceToMove', { side: offender, square: makeSquare(parsed.from) }),
      );
    const legal = pos.isLegal(parsed);
    if (legal && !event.twoHands)
      return fail(
        'ERR_RULES_BAD_MOVE',
        msg('refusal.legalNotIllegal', { move: moveParam(pos, parsed) }),
      );
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
    const decision = judgeIllegal(tx, {
      offender,
      kind,
      count: tx.facts.illegalMoves[offender] + 1,
      ...(replacement === undefined ? {} : { replacement }),
    });
    if (!('value' in decision)) return decision;
    const d = decision.value;
    if (d.action === 'await-claim') {
      if (kind !== 'illegal-move') return undefined;
      const after = positionAfterIllegalMove(pos, parsed, pos.chess960);
      const pressed = tx.press(offender);
      if (pressed instanceof RulesError) return pressed;
      tx.set('pendingIllegal', {
        offender,
        move: text,
        event: tx.index,
        rule: d.rule,
        plugin: decision.plugin,
        position: after.ok ? after.value : undefined,
      });
      tx.set('touches', []);
      if (!after.ok) {
        const reason = msg('illegal.unplayable', {
          side: offender,
          move: moveParam(pos, parsed, 'lan'),
          why: after.error,
        });
        tx.set('awaiting', { rule: d.rule, reason, event: tx.index });
        tx.rule('awaiting-arbiter', d.rule, decision.plugin, offender, reason);
      }
      return undefined;
    }
    const sequel = d.action === 'lose' ? undefined : d.sequel;
    const replaced = sequel === 'play-replacement' ? replacement : undefined;
    const problem = settleIllegal(tx, decision, { offender, kind, move: text, replaced });
    if (problem || tx.facts.outcome) return problem;
    if (replaced !== undefined) return playReplacement(tx, replaced);
    return undefined;
  },
});

/** Plays the move that stands in place of the illegal one, as any move is judged and played. */
function playReplacement(tx: Transaction, uci: string): RulesError | undefined {
  const code = checkMoveCode(tx, uci);
  if (code instanceof RulesError) return code;
  return tx.refusesMove(uci) ?? tx.play(code, uci);
}
