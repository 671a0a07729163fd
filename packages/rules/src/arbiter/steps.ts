// Steps several event kinds share: is the board playable, read and check a move, press, play.
import type { Color } from '@chesslaws/board';
import type { Adjustment } from '@chesslaws/clock';
import type { ReadonlyPosition } from '@chesslaws/moves';
import {
  decodeMove,
  MOVE_CASTLING,
  MOVE_DROP,
  MOVE_KIND_MASK,
  type Move,
  makeUci,
  parseUci,
} from '@chesslaws/moves';
import { PositionHistory } from '@chesslaws/termination';
import { RulesError } from '../errors.js';
import { say } from '../messages.js';
import type { Arbiter } from './arbiter.js';
import { adjudicate, rule } from './end.js';
import { fail } from './refuse.js';
import { priorOf } from './stitchedHistory.js';
import { whyIllegal } from './whyIllegal.js';

/** Refuses play while the board waits for the arbiter or the clocks are paused. */
export function ensurePlayable(arbiter: Arbiter): RulesError | undefined {
  const awaiting = arbiter.facts.awaiting;
  if (awaiting)
    return fail('ERR_RULES_AWAITING_ARBITER', say.awaitingArbiter(awaiting.reason), {
      rule: awaiting.rule,
    });
  if (arbiter.clock?.status(arbiter.now) === 'paused') return fail('ERR_RULES_CLOCK', say.paused);
  return undefined;
}

/** `text` as a move, or why it is not UCI. */
export function parseMove(text: string): Move | RulesError {
  return parseUci(text) ?? fail('ERR_RULES_BAD_MOVE', say.notUci(text));
}

/**
 * The legal move `text` names, if the side to move may play it now (the board playable, the
 * move legal, the intended move after an incorrect claim); changes nothing.
 */
export function checkMove(arbiter: Arbiter, text: string): Move | RulesError {
  const code = checkMoveCode(arbiter, text);
  return typeof code === 'number' ? decodeMove(code) : code;
}

/**
 * {@link checkMove} as the move's integer, which {@link makeMove} plays without testing its
 * legality again.
 */
export function checkMoveCode(arbiter: Arbiter, text: string): number | RulesError {
  const blocked = ensurePlayable(arbiter);
  if (blocked) return blocked;
  const parsed = parseMove(text);
  if (parsed instanceof RulesError) return parsed;
  const pos = arbiter.position;
  const code = pos.encodeLegal(parsed);
  if (code === 0)
    return fail('ERR_RULES_ILLEGAL_MOVE', say.notLegal(text, pos.turn, whyIllegal(pos, parsed)), {
      rule: 'L-3.10',
    });
  const must = arbiter.facts.mustPlay;
  if (must && must.side === pos.turn && pos.encodeLegal(must.move) !== code)
    return fail(
      'ERR_RULES_INTENDED_MOVE',
      say.mustPlayIntended(pos.turn, makeUci(pos, must.move)),
      { rule: must.move.rule, plugin: must.move.plugin },
    );
  return code;
}

/** Presses the mover's clock; the mover's time after the press and the time spent, if there is a clock. */
export function pressClock(
  arbiter: Arbiter,
  mover: Color,
): { clock: number; spent: number } | RulesError | undefined {
  const clock = arbiter.clock;
  if (!clock) return undefined;
  // A flag fell and the rules let play go on (until it is called): the frozen clock stays frozen.
  if (clock.status(arbiter.now) === 'frozen') return undefined;
  const pressed = clock.press(mover);
  if (!pressed.ok) return fail('ERR_RULES_CLOCK', pressed.error.message);
  const side = pressed.value[mover];
  return { clock: side.time, spent: side.thinking - arbiter.ledger.addPress(mover, side.thinking) };
}

/**
 * Applies clock changes a plugin decided. A clock that has no time to change (an upcount
 * clock) refuses them, and the ruling stands without them.
 */
export function adjustClocks(arbiter: Arbiter, adjustments: readonly Adjustment[]): void {
  if (arbiter.clock && adjustments.length > 0) arbiter.clock.adjustAll(adjustments);
}

/**
 * The UCI of the legal move `code`, read from `text`: `text` itself, which parsed as exactly
 * this move, unless the move may be written another way (castling: king onto rook or two
 * squares; a drop's letter), which is then written anew.
 */
function uciOf(pos: ReadonlyPosition, code: number, text: string | undefined): string {
  const plain = (code & MOVE_KIND_MASK) !== MOVE_CASTLING && (code & MOVE_DROP) === 0;
  return plain && text !== undefined ? text : makeUci(pos, decodeMove(code));
}

/**
 * Makes the legal move `code` (from {@link checkMoveCode}, which read it from `text`) on the
 * board: a pending illegal move stands first (L-A.5.2), the clock is pressed, the move
 * recorded, touches and the intended move cleared, and the position adjudicated.
 */
export function makeMove(arbiter: Arbiter, code: number, text?: string): RulesError | undefined {
  if (arbiter.facts.pendingIllegal) illegalMoveStands(arbiter);
  const pos = arbiter.position;
  const mover = pos.turn;
  const uci = uciOf(pos, code, text);
  const pressed = pressClock(arbiter, mover);
  if (pressed instanceof RulesError) return pressed;
  // The history is the one object the facts share: a dropped draft cuts the move off again.
  // Checked legal on this very position: played without the test again.
  const move = arbiter.facts.history.make(code);
  const index = arbiter.call.index;
  const at = arbiter.now;
  arbiter.ledger.addMove(
    pressed
      ? { move, uci, side: mover, event: index, at, clock: pressed.clock, spent: pressed.spent }
      : { move, uci, side: mover, event: index, at },
  );
  // Written only when there is something to clear: a plain move copies no facts.
  if (arbiter.facts.touches.length > 0) arbiter.draft.touches = [];
  if (arbiter.facts.mustPlay) arbiter.draft.mustPlay = undefined;
  adjudicate(arbiter);
  return undefined;
}

/**
 * The opponent played on: the pending illegal move stands and the game goes on from the
 * position it left (L-A.5.2). The positions before it still count for repetitions.
 */
function illegalMoveStands(arbiter: Arbiter): void {
  const draft = arbiter.draft;
  const pending = draft.pendingIllegal!;
  draft.prior = priorOf(draft.prior, draft.history);
  draft.history = PositionHistory.fromPosition(pending.position!);
  draft.playedFrom = { position: pending.position!, ply: arbiter.moves.length };
  const { offender, move, event, rule: because, plugin } = pending;
  draft.stood = [
    ...draft.stood,
    {
      offender,
      move,
      event,
      rule: because,
      plugin,
      position: pending.position!,
      ply: arbiter.moves.length,
    },
  ];
  draft.pendingIllegal = undefined;
  rule(
    arbiter,
    'illegal-move-stood',
    pending.rule,
    pending.plugin,
    pending.offender,
    say.illegalStood(pending.offender, pending.move),
  );
}
