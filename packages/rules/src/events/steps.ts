// Steps several event kinds share: is the board playable, read a move and check it may be played.
import { makeSquare } from '@chesslaws/board';
import { decodeMove, MOVE_DROP, type Move, parseUci, type Variant } from '@chesslaws/moves';
import type { Message } from '../messages/message.js';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';
import type { Facts } from '../model/facts.js';
import type { Transaction } from './transaction.js';
import { whyIllegal } from './whyIllegal.js';

/** A RulesError for a refusal or a failed action, naming its rule and plugin when there are. */
export const fail = (
  code: RulesError['code'],
  message: Message,
  ruling?: { readonly rule?: string | undefined; readonly plugin?: string | undefined },
): RulesError => new RulesError(code, message, undefined, ruling);

/** Refuses play while the board waits for the arbiter or the clocks are paused. */
export function ensurePlayable(tx: Pick<Transaction, 'facts' | 'clock'>): RulesError | undefined {
  const awaiting = tx.facts.awaiting;
  if (awaiting)
    return fail(
      'ERR_RULES_AWAITING_ARBITER',
      msg('refusal.awaitingArbiter', { reason: awaiting.reason }),
      {
        rule: awaiting.rule,
      },
    );
  if (tx.clock?.status() === 'paused') return fail('ERR_RULES_CLOCK', msg('refusal.paused', {}));
  return undefined;
}

/** `text` as a move (a promotion by `variant`'s letters: makruk's `m`), or why it is not UCI. */
export function parseMove(text: string, variant?: Variant): Move | RulesError {
  return parseUci(text, variant) ?? fail('ERR_RULES_BAD_MOVE', msg('refusal.notUci', { text }));
}

/** What {@link checkMoveCode} reads: the board, the facts, the clock. */
export type MoveChecker = Pick<Transaction, 'facts' | 'clock' | 'position'>;

/**
 * The legal move `text` names as the move's integer, if the side to move may play it now (the
 * board playable, the move legal, the intended move after an incorrect claim, a piece bound
 * by an illegal move); changes nothing. `play` then makes it without testing it again.
 */
export function checkMoveCode(tx: MoveChecker, text: string): number | RulesError {
  const blocked = ensurePlayable(tx);
  if (blocked) return blocked;
  const pos = tx.position;
  const parsed = parseMove(text, pos.variant);
  if (parsed instanceof RulesError) return parsed;
  const code = pos.encodeLegal(parsed);
  if (code === 0)
    return fail(
      'ERR_RULES_ILLEGAL_MOVE',
      msg('refusal.notLegal', { side: pos.turn, move: text, why: whyIllegal(pos, parsed) }),
      {
        rule: 'L-3.10',
      },
    );
  return boundBy(tx.facts, tx, code) ?? code;
}

/** Why the legal move `code` may not be played: another move is bound by a rule. */
function boundBy(facts: Facts, tx: MoveChecker, code: number): RulesError | undefined {
  const pos = tx.position;
  const bound = facts.bound;
  // L-7.5.1 (with L-4.3): the piece moved illegally must be moved, if it has a legal move.
  if (
    bound &&
    bound.side === pos.turn &&
    (decodeMove(code).from !== bound.square || (code & MOVE_DROP) !== 0) &&
    pos.movesFrom(bound.square).length > 0
  )
    return fail(
      'ERR_RULES_REFUSED',
      msg('refusal.mustMoveBound', { side: pos.turn, square: makeSquare(bound.square) }),
      { rule: bound.rule, plugin: bound.plugin },
    );
  const must = facts.mustPlay;
  if (must && must.side === pos.turn && pos.encodeLegal(must.move) !== code)
    return fail(
      'ERR_RULES_INTENDED_MOVE',
      msg('refusal.mustPlayIntended', { side: pos.turn, move: moveParam(pos, must.move) }),
      { rule: must.move.rule, plugin: must.move.plugin },
    );
  return undefined;
}

/** {@link checkMoveCode} as a `Move`. */
export function checkMove(tx: MoveChecker, text: string): Move | RulesError {
  const code = checkMoveCode(tx, text);
  return typeof code === 'number' ? decodeMove(code) : code;
}
