import { makeSquare } from '@chesslaws/board';
import { decodeMove, MOVE_DROP, parseUci } from '@chesslaws/moves';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';
import { whyIllegal } from './whyIllegal.js';

const fail = (code, message, ruling) => new RulesError(code, message, void 0, ruling);
function ensurePlayable(tx) {
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
  return void 0;
}
function parseMove(text) {
  return parseUci(text) ?? fail('ERR_RULES_BAD_MOVE', msg('refusal.notUci', { text }));
}
function checkMoveCode(tx, text) {
  const blocked = ensurePlayable(tx);
  if (blocked) return blocked;
  const parsed = parseMove(text);
  if (parsed instanceof RulesError) return parsed;
  const pos = tx.position;
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
function boundBy(facts, tx, code) {
  const pos = tx.position;
  const bound = facts.bound;
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
  return void 0;
}
function checkMove(tx, text) {
  const code = checkMoveCode(tx, text);
  return typeof code === 'number' ? decodeMove(code) : code;
}

export { checkMove, checkMoveCode, ensurePlayable, fail, parseMove };
//# sourceMappingURL=steps.js.map
