import { makeSquare } from '@chesslaws/board';
import { parseUci } from '@chesslaws/moves';
import { msg } from '../messages/msg.js';
import { definePlugin } from '../plugin/plugin.js';

function touchObligation(pos, touches) {
  if (touches.length === 0) return void 0;
  const legal = pos.legalMoves();
  const own = touches.filter((t) => t.own);
  const theirs = touches.filter((t) => !t.own);
  const name = (t) => makeSquare(t.square);
  if (own.length > 0 && theirs.length > 0) {
    const capture = legal.filter((m) => m.from === own[0].square && m.to === theirs[0].square);
    if (capture.length > 0)
      return {
        rule: 'L-4.3',
        message: msg('touchMove.mustTake', { from: name(own[0]), to: name(theirs[0]) }),
        moves: capture,
      };
  }
  const [first, second] = own;
  if (
    first &&
    second &&
    pos.board.getRole(first.square) === 'king' &&
    pos.board.getRole(second.square) === 'rook'
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
    return void 0;
  }
  const forbiddenCastle =
    first &&
    second &&
    pos.board.getRole(first.square) === 'rook' &&
    pos.board.getRole(second.square) === 'king'
      ? { king: second.square, rook: first.square }
      : void 0;
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
  return void 0;
}
const touchMove = definePlugin({
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
  hooks: () => ({
    judgeAction: {
      filter: { type: ['move', 'claim'] },
      handler: (action, ctx) => {
        if (ctx.touches.length === 0) return void 0;
        if (action.type === 'claim' && action.claim !== 'illegal-move')
          return {
            rule: 'L-9.4',
            reason: msg('touchMove.noClaim', {}),
          };
        if (action.type !== 'move') return void 0;
        const duty = touchObligation(ctx.position, ctx.touches);
        const move = parseUci(action.move);
        if (!duty || !move) return void 0;
        const played = ctx.position.normalizeMove(move);
        const ok =
          played &&
          duty.moves.some(
            (m) => m.from === played.from && m.to === played.to && m.promotion === played.promotion,
          );
        return ok ? void 0 : { rule: duty.rule, reason: duty.message };
      },
    },
  }),
});

export { touchMove, touchObligation };
//# sourceMappingURL=touchMove.js.map
