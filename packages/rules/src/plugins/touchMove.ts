import { makeSquare } from '@chesslaws/board';
import type { Move, ReadonlyPosition } from '@chesslaws/moves';
import { parseUci } from '@chesslaws/moves';
import type { Message } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import type { Refusal } from '../model/decisions.js';
import type { Touch } from '../model/setup.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { definePlugin } from '../plugin/plugin.js';

/** What the touched pieces oblige the player to do (L-4.3, L-4.4); `undefined` when nothing binds. */
export interface TouchObligation {
  /** The rule that binds. */
  readonly rule: 'L-4.3' | 'L-4.4';
  /** What must happen, as a message (render it with `formatMessage`). */
  readonly message: Message;
  /** The moves that satisfy it. */
  readonly moves: readonly Move[];
}

/**
 * The obligation of the touches in `touches` (in the order they were made) in `pos`:
 * - own and opponent's piece: capture the first with the first if legal (4.3.3), else
 * - the first touched piece that can be moved or captured must be (4.3.1, 4.3.2);
 * - king then rook: castle with that rook if legal, else another king move (4.4.1, 4.4.4);
 *   rook then king: no castling with that rook (4.4.3).
 * No touched piece that can move or be captured binds nothing (4.3.4).
 */
export function touchObligation(
  pos: ReadonlyPosition,
  touches: readonly Touch[],
): TouchObligation | undefined {
  if (touches.length === 0) return undefined;
  const legal = pos.legalMoves();
  const own = touches.filter((t) => t.own);
  const theirs = touches.filter((t) => !t.own);
  const name = (t: Touch) => makeSquare(t.square);
  if (own.length > 0 && theirs.length > 0) {
    const capture = legal.filter((m) => m.from === own[0]!.square && m.to === theirs[0]!.square);
    if (capture.length > 0)
      return {
        rule: 'L-4.3',
        message: msg('touchMove.mustTake', { from: name(own[0]!), to: name(theirs[0]!) }),
        moves: capture,
      };
  }
  const [first, second] = own;
  // The pieces that castle: king and rook, or a variant's own (knightmate's royal commoner).
  const castling = pos.variant.castlingPieces;
  if (
    first &&
    second &&
    pos.board.getRole(first.square) === castling.king &&
    pos.board.getRole(second.square) === castling.rook
  ) {
    const castle = legal.filter((m) => m.from === first.square && m.to === second.square);
    if (castle.length > 0)
      return {
        rule: 'L-4.4',
        message: msg('touchMove.mustCastle', { rook: name(second) }),
        moves: castle,
      };
    const kingMoves = legal.filter((m) => m.from === first.square);
    if (kingMoves.length > 0)
      return {
        rule: 'L-4.4',
        message: msg('touchMove.otherKingMove', { rook: name(second) }),
        moves: kingMoves,
      };
    return undefined;
  }
  const forbiddenCastle =
    first &&
    second &&
    pos.board.getRole(first.square) === castling.rook &&
    pos.board.getRole(second.square) === castling.king
      ? { king: second.square, rook: first.square }
      : undefined;
  for (const touch of touches) {
    const moves = touch.own
      ? legal.filter(
          (m) =>
            m.from === touch.square &&
            !(forbiddenCastle && m.from === forbiddenCastle.king && m.to === forbiddenCastle.rook),
        )
      : legal.filter((m) => m.to === touch.square && !pos.isCastling(m));
    if (moves.length > 0)
      return touch.own
        ? {
            rule: forbiddenCastle ? 'L-4.4' : 'L-4.3',
            message: msg('touchMove.mustMove', { square: name(touch) }),
            moves,
          }
        : {
            rule: 'L-4.3',
            message: msg('touchMove.mustBeTaken', { square: name(touch) }),
            moves,
          };
  }
  return undefined;
}

/**
 * Touch-move for over-the-board training (L-4.3, L-4.4): touched pieces bind the player, and
 * a player who touched a piece loses this move's right to claim a draw (L-9.4).
 */
export const touchMove = definePlugin({
  name: 'touchMove',
  defaults: {},
  rules: () => [
    {
      id: 'L-4.3',
      summary: msg('touchMove.rule.touched', {}),
    },
    {
      id: 'L-4.4',
      summary: msg('touchMove.rule.castling', {}),
    },
    {
      id: 'L-9.4',
      summary: msg('touchMove.rule.noClaim', {}),
    },
  ],
  hooks: (): PluginHooks => ({
    judgeAction: {
      filter: { type: ['move', 'claim'] },
      handler: (action, ctx): Refusal | undefined => {
        if (ctx.touches.length === 0) return undefined;
        if (action.type === 'claim' && action.claim !== 'illegal-move')
          return {
            rule: 'L-9.4',
            reason: msg('touchMove.noClaim', {}),
          };
        if (action.type !== 'move') return undefined;
        const duty = touchObligation(ctx.position, ctx.touches);
        const move = parseUci(action.move, ctx.position.variant);
        if (!duty || !move) return undefined;
        const played = ctx.position.normalizeMove(move);
        const ok =
          played &&
          duty.moves.some(
            (m) => m.from === played.from && m.to === played.to && m.promotion === played.promotion,
          );
        return ok ? undefined : { rule: duty.rule, reason: duty.message };
      },
    },
  }),
});
