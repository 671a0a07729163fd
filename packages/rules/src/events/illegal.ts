// A ruling on a completed illegal move, applied: restored and penalized, or lost (L-7.5).
import type { Color } from '@chesslaws/board';
import { parseUci } from '@chesslaws/moves';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import type { IllegalMoveDecision, IllegalMoveReport } from '../model/decisions.js';
import type { RulesError } from '../model/errors.js';
import { fail } from './steps.js';
import type { Answer, Transaction } from './transaction.js';

/** The plugins' ruling on an illegal move, or the refusal when no plugin gives one. */
export function judgeIllegal(
  tx: Transaction,
  report: IllegalMoveReport,
): Answer<IllegalMoveDecision> | RulesError {
  return (
    tx.judgeIllegalMove(report) ??
    fail(
      'ERR_RULES_REFUSED',
      msg('refusal.unhandled', { regulation: tx.regulation, type: 'illegal-move' }),
    )
  );
}

/**
 * Applies a ruling on an illegal move the arbiter has seen or the opponent claimed: counts
 * it (unless only restored), binds the piece moved (`sequel: 'bind-piece'`), and penalizes
 * it, ends the game with it, or records it.
 */
export function settleIllegal(
  tx: Transaction,
  decision: Answer<IllegalMoveDecision>,
  what: {
    readonly offender: Color;
    readonly kind: IllegalMoveReport['kind'];
    readonly move?: string;
    /** The move played in its place (`sequel: 'play-replacement'`). */
    readonly replaced?: string | undefined;
  },
): RulesError | undefined {
  const { offender } = what;
  const d = decision.value;
  // A press without a move under no supervision: nothing to rule on until a claim.
  if (d.action === 'await-claim') return undefined;
  const move = what.move === undefined ? undefined : moveParam(tx.position, what.move, 'lan');
  const label = msg('illegal.label', { side: offender, kind: what.kind, move });
  const replaced =
    what.replaced === undefined ? undefined : what.kind === 'unpromoted-pawn' ? 'queen' : 'move';
  // The plugin may bind the piece moved illegally (L-7.5.1): the runtime holds the player to it,
  // with or without touch-move in the regulation. A drop binds nothing.
  if (d.action !== 'lose' && d.sequel === 'bind-piece') {
    const moved = what.move === undefined ? undefined : parseUci(what.move, tx.position.variant);
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
    return undefined;
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
    return undefined;
  }
  tx.rule(
    'illegal-move',
    d.rule,
    decision.plugin,
    offender,
    msg('illegal.settled', { label, replaced, adjustments: [] }),
  );
  return undefined;
}
