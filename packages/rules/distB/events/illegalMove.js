import { makeSquare } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';
import { judgeIllegal, settleIllegal } from './illegal.js';
import { positionAfterIllegalMove } from './illegalPosition.js';
import { defineEvent } from './kind.js';
import { checkMoveCode, ensurePlayable, fail, parseMove } from './steps.js';

const illegalMove = defineEvent({
  type: 'illegal-move',
  fields: { move: 'uci', twoHands: 'bool?' },
  core: false,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const text = event.move;
    const parsed = parseMove(text);
    if (parsed instanceof RulesError) return parsed;
    const pos = tx.position;
    const offender = pos.turn;
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
    const kind = legal ? 'two-hands' : unpromoted ? 'unpromoted-pawn' : 'illegal-move';
    const replacement =
      kind === 'unpromoted-pawn'
        ? makeUci(pos, { ...parsed, promotion: 'queen' })
        : kind === 'two-hands'
          ? text
          : void 0;
    const decision = judgeIllegal(tx, {
      offender,
      kind,
      count: tx.facts.illegalMoves[offender] + 1,
      ...(replacement === void 0 ? {} : { replacement }),
    });
    if (!('value' in decision)) return decision;
    const d = decision.value;
    if (d.action === 'await-claim') {
      if (kind !== 'illegal-move') return void 0;
      const after = positionAfterIllegalMove(pos, parsed, pos.chess960);
      const pressed = tx.press(offender);
      if (pressed instanceof RulesError) return pressed;
      tx.set('pendingIllegal', {
        offender,
        move: text,
        event: tx.index,
        rule: d.rule,
        plugin: decision.plugin,
        position: after.ok ? after.value : void 0,
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
      return void 0;
    }
    const sequel = d.action === 'lose' ? void 0 : d.sequel;
    const replaced = sequel === 'play-replacement' ? replacement : void 0;
    const problem = settleIllegal(tx, decision, { offender, kind, move: text, replaced });
    if (problem || tx.facts.outcome) return problem;
    if (replaced !== void 0) return playReplacement(tx, replaced);
    return void 0;
  },
});
function playReplacement(tx, uci) {
  const code = checkMoveCode(tx, uci);
  if (code instanceof RulesError) return code;
  return tx.refusesMove(uci) ?? tx.play(code, uci);
}

export { illegalMove };
//# sourceMappingURL=illegalMove.js.map
