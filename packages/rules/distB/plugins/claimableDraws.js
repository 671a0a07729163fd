import {
  canClaimFiftyMoves,
  canClaimThreefold,
  fiftyMoveClaimMoves,
  threefoldClaimMoves,
} from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const same = (a, b) => a.from === b.from && a.to === b.to && a.promotion === b.promotion;
const claimableDraws = definePlugin({
  name: 'claimableDraws',
  defaults: {
    threefold: true,
    fiftyMoves: true,
    moves: 50,
    legacyMaterialClasses: false,
    intendedMove: true,
    automatic: false,
  },
  schema: {
    threefold: is.boolean(),
    fiftyMoves: is.boolean(),
    moves: is.integer(1),
    legacyMaterialClasses: is.boolean(),
    intendedMove: is.boolean(),
    automatic: is.boolean(),
  },
  claims: (o) => [
    ...(o.threefold
      ? [{ kind: 'threefold', rule: 'L-9.2', title: msg('claim.threefold', {}) }]
      : []),
    ...(o.fiftyMoves ? [{ kind: 'fifty', rule: 'L-9.3', title: msg('claim.fifty', {}) }] : []),
  ],
  rules: (o) => [
    ...(o.threefold
      ? [
          {
            id: 'L-9.2',
            summary: msg('claimableDraws.rule.threefold', { intendedMove: o.intendedMove }),
          },
        ]
      : []),
    ...(o.fiftyMoves
      ? [
          {
            id: 'L-9.3',
            summary: msg('claimableDraws.rule.fifty', { moves: o.moves }),
          },
        ]
      : []),
    ...(o.legacyMaterialClasses
      ? [{ id: 'S-75', summary: msg('claimableDraws.rule.legacy75', {}) }]
      : []),
    ...(o.automatic
      ? [
          {
            id: 'L-9.2',
            summary: msg('claimableDraws.rule.automatic', {}),
          },
        ]
      : []),
  ],
  hooks: (o) => {
    const fifty = { moves: o.moves, legacyMaterialClasses: o.legacyMaterialClasses };
    return {
      judgeAction: {
        filter: { type: ['claim'] },
        handler: (action) =>
          action.type === 'claim' && action.intended !== void 0 && !o.intendedMove
            ? {
                rule: 'L-9.2',
                reason: msg('claimableDraws.currentOnly', {}),
              }
            : void 0,
      },
      // The claims the player on move could make: the runtime checks each against judgeClaim.
      offerClaims: (claims, ask, ctx) => {
        const { history } = ctx;
        const pos = ctx.position;
        const offers = [];
        if (o.threefold) {
          const now = canClaimThreefold(history);
          const intendedMoves =
            now || !o.intendedMove || !ask.intendedMoves ? [] : threefoldClaimMoves(history);
          if (now || intendedMoves.length) offers.push({ kind: 'threefold', now, intendedMoves });
        }
        if (o.fiftyMoves) {
          const now = canClaimFiftyMoves(history, fifty);
          const intendedMoves =
            now ||
            !o.intendedMove ||
            !ask.intendedMoves ||
            fiftyMoveClaimMoves(history, fifty).length === 0
              ? []
              : pos.legalMoves().filter((m) => !pos.isZeroing(m));
          if (now || intendedMoves.length) offers.push({ kind: 'fifty', now, intendedMoves });
        }
        return offers.length ? [...claims, ...offers] : claims;
      },
      // A position three times, or 2 x moves quiet plies (S-75 needs more), before any claim.
      screen: (plies, game) => {
        const threefold =
          o.threefold && game.repetitions >= 3 && (game.wanted?.has('threefold') ?? true);
        const fiftyMoves =
          o.fiftyMoves && game.quietPlies >= 2 * o.moves && (game.wanted?.has('fifty') ?? true);
        if (!threefold && !fiftyMoves) return plies;
        const out = [...plies];
        for (let p = 0; p <= game.plies; p++)
          if (
            (threefold && game.occurrences(p) >= 3) ||
            (fiftyMoves && game.halfmoves(p) >= 2 * o.moves)
          )
            out.push(p);
        return out;
      },
      judgeClaim: (claim, ctx) => {
        const { history } = ctx;
        if (claim.claim === 'threefold') {
          if (!o.threefold) return void 0;
          if (canClaimThreefold(history))
            return {
              correct: true,
              outcome: {
                result: '1/2-1/2',
                termination: 'threefold-repetition',
                byRule: 'L-9.2.1.2',
              },
            };
          if (claim.intended) {
            const move = claim.intended;
            return threefoldClaimMoves(history).some((m) => same(m, move))
              ? {
                  correct: true,
                  outcome: {
                    result: '1/2-1/2',
                    termination: 'threefold-repetition',
                    byRule: 'L-9.2.1.1',
                  },
                }
              : {
                  correct: false,
                  rule: 'L-9.2.1.1',
                  reason: msg('claimableDraws.notThird', {}),
                };
          }
          return canClaimThreefold(history)
            ? {
                correct: true,
                outcome: {
                  result: '1/2-1/2',
                  termination: 'threefold-repetition',
                  byRule: 'L-9.2.1.2',
                },
              }
            : {
                correct: false,
                rule: 'L-9.2.1.2',
                reason: msg('claimableDraws.notThreeTimes', {}),
              };
        }
        if (claim.claim !== 'fifty' || !o.fiftyMoves) return void 0;
        if (canClaimFiftyMoves(history, fifty))
          return {
            correct: true,
            outcome: { result: '1/2-1/2', termination: 'fifty-moves', byRule: 'L-9.3.2' },
          };
        if (claim.intended) {
          const move = claim.intended;
          return fiftyMoveClaimMoves(history, fifty).some((m) => same(m, move))
            ? {
                correct: true,
                outcome: { result: '1/2-1/2', termination: 'fifty-moves', byRule: 'L-9.3.1' },
              }
            : {
                correct: false,
                rule: 'L-9.3.1',
                reason: msg('claimableDraws.intendedNotFifty', { moves: o.moves }),
              };
        }
        return {
          correct: false,
          rule: 'L-9.3.2',
          reason: msg('claimableDraws.notFifty', { moves: o.moves }),
        };
      },
      ...(o.automatic
        ? {
            adjudicate: (ctx) => {
              if (o.threefold && canClaimThreefold(ctx.history))
                return {
                  result: '1/2-1/2',
                  termination: 'threefold-repetition',
                  byRule: 'L-9.2.1.2',
                };
              if (o.fiftyMoves && canClaimFiftyMoves(ctx.history, fifty))
                return {
                  result: '1/2-1/2',
                  termination: 'fifty-moves',
                  byRule: 'L-9.3.2',
                };
              return void 0;
            },
          }
        : {}),
    };
  },
});

export { claimableDraws };
//# sourceMappingURL=claimableDraws.js.map
