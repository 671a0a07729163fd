import type { ReadonlyPosition } from '@chesslaws/moves';
import {
  analyzeDeadPosition,
  isFivefoldRepetition,
  isInsufficientMaterial,
  isSeventyFiveMoves,
  quickDeadVerdict,
} from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import type { RuleContext } from '../plugin/context.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

/** Options of {@link automaticDraws}. */
export interface AutomaticDrawsOptions {
  /**
   * Dead positions (L-5.2.2): `'quick'` (insufficient material and frozen pawn walls, in
   * microseconds per move), `'full'` (termination's whole analysis, up to `nodeBudget` per
   * move), `'material'` (insufficient material only), or `false`.
   */
  readonly deadPosition: 'quick' | 'full' | 'material' | false;
  /** Node budget of the full analysis. */
  readonly nodeBudget: number;
  /** The fivefold repetition draw (L-9.6.1). */
  readonly fivefold: boolean;
  /** The 2014-2017 reading of fivefold: on consecutive alternate moves only. */
  readonly fivefoldConsecutive: boolean;
  /** The 75-move draw (L-9.6.2); a mate on the 75th move stands. */
  readonly seventyFiveMoves: boolean;
}

const draw = (
  termination:
    | 'dead-position'
    | 'insufficient-material'
    | 'fivefold-repetition'
    | 'seventyfive-moves',
  byRule: string,
) => ({ result: '1/2-1/2', termination, byRule }) as const;

/** The draws the arbiter applies without a claim: dead position, fivefold, 75 moves (L-5.2.2, L-9.6). */
export const automaticDraws = definePlugin({
  name: 'automaticDraws',
  defaults: {
    deadPosition: 'quick',
    nodeBudget: 20_000,
    fivefold: true,
    fivefoldConsecutive: false,
    seventyFiveMoves: true,
  } as AutomaticDrawsOptions,
  schema: {
    deadPosition: is.oneOf('quick', 'full', 'material', false),
    nodeBudget: is.integer(1),
    fivefold: is.boolean(),
    fivefoldConsecutive: is.boolean(),
    seventyFiveMoves: is.boolean(),
  },
  rules: (o) => [
    ...(o.deadPosition
      ? [
          {
            id: 'L-5.2.2',
            summary: msg('automaticDraws.rule.dead', { how: o.deadPosition }),
          },
        ]
      : []),
    ...(o.fivefold
      ? [
          {
            id: 'L-9.6.1',
            summary: msg('automaticDraws.rule.fivefold', { consecutive: o.fivefoldConsecutive }),
          },
        ]
      : []),
    ...(o.seventyFiveMoves
      ? [
          {
            id: 'L-9.6.2',
            summary: msg('automaticDraws.rule.seventyFive', {}),
          },
        ]
      : []),
  ],
  hooks: (o): PluginHooks => {
    const fivefold = { consecutive: o.fivefoldConsecutive };
    // After every move the last mates found mostly still mate: tried first, each replayed to
    // a mate before it counts (only `dead: true` draws, and reused lines never make one).
    const full = { nodeBudget: o.nodeBudget, reuseLines: true };
    // A memo of a pure function of the position (never game state, so safe to share between
    // games): the last two positions the quick check judged, by their L-9.2.2 keys (which cover all it
    // reads: pieces, side to move, castling, e.p.), and its answers: a review's screen asks about
    // the final position and the one before it, and `adjudicate` then about the final one again.
    let keyA = -1;
    let drawA: ReturnType<typeof draw> | undefined;
    let keyB = -1;
    let drawB: ReturnType<typeof draw> | undefined;
    /** The quick check's draw (insufficient material, then frozen pawn walls), remembered. */
    const quick = (pos: ReadonlyPosition, key: number) => {
      if (key === keyA) return drawA;
      if (key === keyB) return drawB;
      const verdict = quickDeadVerdict(pos);
      const answer =
        verdict === undefined
          ? undefined
          : verdict === 'dead'
            ? draw('dead-position', 'L-5.2.2')
            : draw('insufficient-material', 'L-5.2.2');
      keyB = keyA;
      drawB = drawA;
      keyA = key;
      drawA = answer;
      return answer;
    };
    /** The dead-position draw of `pos` (whose key is `key`, when known), as `deadPosition` finds them. */
    const dead = (pos: ReadonlyPosition, key?: number) => {
      // L-5.2.2 is standard chess's and Chess960's: a variant's game ends by its own
      // insufficient material (the variant plugin's), never by this analysis.
      if (!o.deadPosition || !pos.variant.standard) return undefined;
      if (o.deadPosition === 'quick') return quick(pos, key ?? pos.hash());
      // The position, not `pos.board`: one scan of its squares, no `Board` built per move.
      if (isInsufficientMaterial(pos)) return draw('insufficient-material', 'L-5.2.2');
      if (o.deadPosition === 'full' && analyzeDeadPosition(pos, full).dead)
        return draw('dead-position', 'L-5.2.2');
      return undefined;
    };
    return {
      adjudicate: (ctx: RuleContext) => {
        const history = ctx.history;
        // The history's last key is the position's: no second hash of it.
        const deadDraw = dead(ctx.position, history.key());
        if (deadDraw) return deadDraw;
        if (o.fivefold && isFivefoldRepetition(history, fivefold))
          return draw('fivefold-repetition', 'L-9.6.1');
        // The variant plugin runs first, so a mate on the 75th move has already ended the game.
        if (o.seventyFiveMoves && isSeventyFiveMoves(history))
          return draw('seventyfive-moves', 'L-9.6.2');
        return undefined;
      },
      // A position five times, 150 quiet plies, or the first dead position (a dead position
      // stays dead, so the dead ones are the last plies: found back from the end, where most
      // games that reach one stop, by steps that double, then a binary search).
      screen: (plies, game) => {
        const fivefold = o.fivefold && game.repetitions >= 5;
        const seventyFive = o.seventyFiveMoves && game.quietPlies >= 150;
        const deadAtEnd = dead(game.final);
        // Nothing to add (most games): the list as given, no copy.
        if (!fivefold && !seventyFive && !deadAtEnd) return plies;
        const out = [...plies];
        if (fivefold || seventyFive) {
          for (let p = 0; p <= game.plies; p++) {
            const five = fivefold && game.occurrences(p) >= 5;
            if (five || (seventyFive && game.halfmoves(p) >= 150)) out.push(p);
          }
        }
        if (deadAtEnd) {
          // `hi` is dead; every ply at `lo` or before is not (-1: none known).
          let hi = game.plies;
          let lo = hi - 1;
          for (let step = 1; lo >= 0 && dead(game.position(lo)); step *= 2) {
            hi = lo;
            lo = Math.max(-1, hi - 2 * step);
          }
          while (hi - lo > 1) {
            const mid = (lo + hi) >> 1;
            if (dead(game.position(mid))) hi = mid;
            else lo = mid;
          }
          out.push(hi);
        }
        return out.length === plies.length ? plies : out;
      },
    };
  },
});
