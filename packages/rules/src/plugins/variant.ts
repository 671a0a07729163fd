// The variant plugin: which game is played on the board, its start, its rules, its end on the board.
import { opposite } from '@chesslaws/board';
import { CHESS960, chess960Setup, Position, STANDARD, type Variant } from '@chesslaws/moves';
import { isVariantDrawnByMaterial, variantBoardOutcome } from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';
import type { RuledOutcome } from '../model/outcome.js';
import type { GameSetup, VariantName } from '../model/setup.js';
import type { RuleContext } from '../plugin/context.js';
import type { PluginHooks } from '../plugin/hooks.js';
import type { MovesSummary } from '../plugin/movesSummary.js';
import { definePlugin, type Plugin, type RuleInForce } from '../plugin/plugin.js';

/** The slot the variant plugin takes: a regulation has exactly one variant. */
export const VARIANT_SLOT = 'variant';

/** Options of {@link variantPlugin}, as a saved game's header records them. */
export interface VariantPluginOptions {
  /** The variant's name: `'standard'`, `'chess960'`, or a `Variant`'s (`'atomic'`). */
  readonly variant: VariantName;
  /** Chess960 only: the start position's number, 0..959 (518 is standard), when a game names none. */
  readonly startPosition?: number;
}

/** The end of the game on the board in standard chess and Chess960 (L-5.1.1, L-5.2.1). */
function adjudicateBoard(ctx: RuleContext): RuledOutcome | undefined {
  const pos = ctx.position;
  if (pos.hasLegalMoves()) return undefined;
  return pos.isCheck()
    ? {
        result: pos.turn === 'white' ? '0-1' : '1-0',
        termination: 'checkmate',
        winner: opposite(pos.turn),
        byRule: 'L-5.1.1',
      }
    : { result: '1/2-1/2', termination: 'stalemate', byRule: 'L-5.2.1' };
}

/** Mate or stalemate ends a game only where no move follows: at its last position. */
const screenBoard = (plies: readonly number[], game: MovesSummary): readonly number[] =>
  game.final.hasLegalMoves() ? plies : [...plies, game.plies];

const BOARD_RULES: readonly RuleInForce[] = [
  { id: 'L-3.1', summary: msg('variant.rule.moves', {}) },
  { id: 'L-3.7', summary: msg('variant.rule.pawns', {}) },
  { id: 'L-3.9', summary: msg('variant.rule.check', {}) },
  { id: 'L-5.1.1', summary: msg('variant.rule.mate', {}) },
  { id: 'L-5.2.1', summary: msg('variant.rule.stalemate', {}) },
];

/** The rules a variant puts in force, for `describeRegulation`. */
function variantRules(variant: Variant, options: VariantPluginOptions): readonly RuleInForce[] {
  if (variant === STANDARD)
    return [
      { id: 'L-2.4', summary: msg('variant.rule.start', {}) },
      { id: 'L-3.8', summary: msg('variant.rule.castling', {}) },
      ...BOARD_RULES,
    ];
  if (variant === CHESS960)
    return [
      {
        id: 'L-G2',
        summary: msg('variant.rule.chess960', { start: options.startPosition ?? 518 }),
      },
      ...BOARD_RULES,
    ];
  return [
    { id: 'L-3.10', summary: msg('variant.rule.variantMoves', { variant: variant.title }) },
    // The variant's own rules, in its words; a catalog may word them by their ID.
    ...variant.rules.map((r) => ({
      id: r.id,
      summary: msg('variant.rule.own', { id: r.id, text: r.summary }),
    })),
    // Mate and stalemate stand where the variant keeps check and says nothing else of no moves.
    ...(variant.check === 'none' || variant.noMoves
      ? []
      : [
          { id: 'L-5.1.1', summary: msg('variant.rule.mate', {}) },
          { id: 'L-5.2.1', summary: msg('variant.rule.stalemate', {}) },
        ]),
  ];
}

/** The start a variant sets: the creator's position (read in the variant), or its own. */
function variantSetup(
  variant: Variant,
  options: VariantPluginOptions,
  setup: GameSetup,
): GameSetup {
  const name = variant.name;
  if (variant === CHESS960) {
    if (setup.startGiven && setup.position) {
      if (setup.variant === 'chess960') return setup;
      const pos = Position.fromSetup(setup.position.toSetup(), { chess960: true });
      if (!pos.ok) throw new RulesError('ERR_RULES_START', pos.error.message, { field: 'start' });
      return { ...setup, variant: name, position: pos.value };
    }
    const start = options.startPosition ?? 518;
    const pos = Position.fromSetup(chess960Setup(start), { chess960: true });
    if (!pos.ok)
      throw new RulesError('ERR_RULES_START', pos.error.message, { field: 'startPosition' });
    return { ...setup, variant: name, position: pos.value, chess960: start };
  }
  if (variant === STANDARD)
    return setup.position ? setup : { ...setup, variant: name, position: Position.default() };
  if (setup.startGiven && setup.position) {
    if (setup.position.variant === variant) return { ...setup, variant: name };
    const pos = Position.fromSetup(setup.position.toSetup(), { variant });
    if (!pos.ok)
      throw new RulesError('ERR_RULES_START', `${variant.title}: ${pos.error.message}`, {
        field: 'start',
      });
    return { ...setup, variant: name, position: pos.value };
  }
  return { ...setup, variant: name, position: Position.default(variant) };
}

/** How a variant ends on the board: mate and stalemate, or the variant's own ends (termination's). */
function variantHooks(variant: Variant, options: VariantPluginOptions): PluginHooks {
  const setup = (s: GameSetup) => variantSetup(variant, options, s);
  if (variant.standard) return { setup, adjudicate: adjudicateBoard, screen: screenBoard };
  return {
    setup,
    // The variant's end, mate, stalemate, or its draw by material: termination's, as lichess.
    adjudicate: (ctx: RuleContext) => variantBoardOutcome(ctx.position) as RuledOutcome | undefined,
    // The end on the board leaves no legal move; insufficient material, once reached, stays.
    screen: (plies, game) => {
      const out = screenBoard(plies, game);
      if (!isVariantDrawnByMaterial(game.final)) return out;
      let lo = 0;
      let hi = game.plies;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (isVariantDrawnByMaterial(game.position(mid))) hi = mid;
        else lo = mid + 1;
      }
      return [...out, lo];
    },
  };
}

const isVariant = (v: unknown): v is Variant =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Variant).name === 'string' &&
  typeof (v as Variant).standard === 'boolean' &&
  typeof (v as Variant).startFen === 'string';

/**
 * The plugin of the `variant` slot: which game is played on the board. Standard chess by
 * default (the start RNBQKBNR, L-2.4; the moves of Article 3; mate and stalemate end the game);
 * `variantPlugin(CHESS960, { startPosition: 7 })` for Chess960 (L-G2); any `Variant` of
 * `@chesslaws/moves` (the lichess ones of `@chesslaws/variants`, or your own) with its start,
 * its moves and the ends termination gives it (`V-atomic.king-exploded`, and a draw when
 * neither side can win by the variant's material). Every regulation has one; listing another
 * in `defineRegulation` replaces it, and a preset takes one as `casual({ variant: atomic() })`.
 *
 * ```ts
 * const atomicBlitz = defineRegulation({ name: 'atomic-blitz', plugins: [fideBlitz(), variantPlugin(atomic())] });
 * ```
 */
export function variantPlugin(
  variant: Variant = STANDARD,
  options: { readonly startPosition?: number } = {},
): Plugin<'variant', VariantPluginOptions> {
  if (!isVariant(variant))
    throw new RulesError(
      'ERR_RULES_PLUGIN_OPTIONS',
      'variantPlugin takes a Variant (STANDARD, CHESS960, one from defineVariant, or @chesslaws/variants such as atomic())',
      { field: 'variant' },
      { plugin: 'variant' },
    );
  const start = options.startPosition;
  if (
    start !== undefined &&
    (variant !== CHESS960 || !Number.isInteger(start) || start < 0 || start > 959)
  )
    throw new RulesError(
      'ERR_RULES_PLUGIN_OPTIONS',
      variant === CHESS960
        ? `variant: option 'startPosition' must be a start-position number 0..959 (got ${JSON.stringify(start)})`
        : "variant: option 'startPosition' is Chess960's only",
      { field: 'variant.startPosition' },
      { plugin: 'variant' },
    );
  const defaults: VariantPluginOptions =
    variant === CHESS960
      ? { variant: variant.name, startPosition: start ?? 518 }
      : { variant: variant.name };
  return definePlugin({
    name: 'variant',
    slot: VARIANT_SLOT,
    variant,
    defaults,
    rules: (o) => variantRules(variant, o),
    hooks: (o) => variantHooks(variant, o),
  })();
}
