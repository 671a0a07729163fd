import { parseUci } from '@chesslaws/moves';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import { fail } from './steps.js';

function judgeIllegal(tx, report) {
  return (
    tx.judgeIllegalMove(report) ??
    fail(
      'ERR_RULES_REFUSED',
      msg('refusal.unhandled', { regulation: tx.regulation, type: 'illegal-move' }),
    )
  );
}
function settleIllegal(tx, decision, what) {
  const { offender } = what;
  const d = decision.value;
  if (d.action === 'await-claim') return void 0;
  const move = what.move === void 0 ? void 0 : moveParam(tx.position, what.move, 'lan');
  const label = msg('illegal.label', { side: offender, kind: what.kind, move });
  const replaced =
    what.replaced === void 0 ? void 0 : what.kind === 'unpromoted-pawn' ? 'queen' : 'move';
  if (d.action !== 'lose' && d.sequel === 'bind-piece') {
    const moved = what.move === void 0 ? void 0 : parseUci(what.move);
    if (moved && !moved.drop)
      tx.set('bound', {
        side: offender,
        square: moved.from,
        rule: tx.cite('L-7.5.1') ?? d.rule,
        plugin: decision.plugin,
      });
  }
  const counted = tx.facts.illegalMoves;
  if (d.action !== 'restore')
    tx.set('illegalMoves', { ...counted, [offender]: counted[offender] + 1 });
  if (d.action === 'lose') {
    tx.rule('illegal-move', d.rule, decision.plugin, offender, label);
    tx.end(
      d.outcome,
      decision.plugin,
      msg('cause.illegalLoses', { label, count: tx.facts.illegalMoves[offender] }),
    );
    return void 0;
  }
  if (d.action === 'penalize') {
    tx.adjustClocks(d.adjustments);
    tx.rule(
      'penalty',
      d.rule,
      decision.plugin,
      offender,
      msg('illegal.settled', { label, replaced, adjustments: d.adjustments }),
      d.adjustments,
    );
    return void 0;
  }
  tx.rule(
    'illegal-move',
    d.rule,
    decision.plugin,
    offender,
    msg('illegal.settled', { label, replaced, adjustments: [] }),
  );
  return void 0;
}

export { judgeIllegal, settleIllegal };
//# sourceMappingURL=illegal.js.map
