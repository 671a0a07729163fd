import type { Move } from '@chesslaws/moves';
import {
  canClaimFiftyMoves,
  canClaimThreefold,
  fiftyMoveClaimMoves,
  threefoldClaimMoves,
} from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import type { ClaimOffer, ClaimRequest, ClaimVerdict } from '../model/decisions.js';
import type { RuleContext } from '../plugin/context.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

/** Options of {@link claimableDraws}. */
export interface ClaimableDrawsOptions {
  /** Threefold repetition may be claimed (L-9.2). */
  readonly threefold: boolean;
  /** The fifty-move rule may be claimed (L-9.3). */
  readonly fiftyMoves: boolean;
  /** Moves each player must have made without a capture or pawn move (50). */
  readonly moves: number;
  /** S-75: 75 moves for the material classes of the old codes (seed 002). */
  readonly legacyMaterialClasses: boolean;
  /** A claim may name a move written down and not yet played (L-9.2.1.1, L-9.3.1). */
  readonly intendedMove: boolean;
  /** Casual play: the runtime claims for the player as soon as a claim would be correct. */
  readonly automatic: boolean;
}

const same = (a: Move, b: Move) =>
  a.from === b.from && a.to === b.to && a.promotion === b.promotion;

/** Draws a player on move may claim: threefold repetition and fifty moves, now or with an intended move. */
export const claimableDraws = definePlugin({
  name: 'claimableDraws',
  defaults: {
    threefold: true,
    fiftyMoves: true,
    moves: 50,
    legacyMaterialClasses: false,
    intendedMove: true,
    automatic: false,
  } as ClaimableDrawsOptions,
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
  hooks: (o): PluginHooks => {
    const fifty = { moves: o.moves, legacyMaterialClasses: o.legacyMaterialClasses };
    return {
      judgeAction: {
        filter: { type: ['claim'] },
        handler: (action) =>
          action.type === 'claim' && action.intended !== undefined && !o.intendedMove
            ? {
                rule: 'L-9.2',
                reason: msg('claimableDraws.currentOnly', {}),
              }
            : undefined,
      },
      // The claims the player on move could make: the runtime checks each against judgeClaim.
      offerClaims: (claims: readonly ClaimOffer[], ask, ctx: RuleContext) => {
        const { history } = ctx;
        const pos = ctx.position;
        const offers: ClaimOffer[] = [];
        if (o.threefold) {
          const now = canClaimThreefold(history);
          const intendedMoves =
            now || !o.intendedMove || !ask.intendedMoves ? [] : threefoldClaimMoves(history);
          if (now || intendedMoves.length) offers.push({ kind: 'threefold', now, intendedMoves });
        }
        if (o.fiftyMoves) {
          const now = canClaimFiftyMoves(history, fifty);
          // Every quiet move completes the count alike: offer them all when one does.
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
        // A kind the review has found already needs no plies (`wanted`).
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
      judgeClaim: (claim: ClaimRequest, ctx: RuleContext): ClaimVerdict | undefined => {
        const { history } = ctx;
        if (claim.claim === 'threefold') {
          if (!o.threefold) return undefined;
          // A repetition already on the board is claimed as it stands, intended move or not.
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
        if (claim.claim !== 'fifty' || !o.fiftyMoves) return undefined;
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
            adjudicate: (ctx: RuleContext) => {
              if (o.threefold && canClaimThreefold(ctx.history))
                return {
                  result: '1/2-1/2',
                  termination: 'threefold-repetition',
                  byRule: 'L-9.2.1.2',
                } as const;
              if (o.fiftyMoves && canClaimFiftyMoves(ctx.history, fifty))
                return {
                  result: '1/2-1/2',
                  termination: 'fifty-moves',
                  byRule: 'L-9.3.2',
                } as const;
              return undefined;
            },
          }
        : {}),
    };
  },
});
