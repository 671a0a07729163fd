// The variant plugins: the start position, the board rules they put in force, the end on the board.
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
import { is } from '../plugin/options.js';
import { definePlugin, type Plugin, type PluginFactory } from '../plugin/plugin.js';

/** The slot every variant plugin takes: a regulation has exactly one variant. */
export const VARIANT_SLOT = 'variant';

/** The end of the game on the board, the same in both variants (L-5.1.1, L-5.2.1). */
function adjudicateBoard(ctx: RuleContext) {
  const pos = ctx.position;
  if (pos.hasLegalMoves()) return undefined;
  return pos.isCheck()
    ? {
        result: pos.turn === 'white' ? ('0-1' as const) : ('1-0' as const),
        termination: 'checkmate' as const,
        winner: opposite(pos.turn),
        byRule: 'L-5.1.1',
      }
    : { result: '1/2-1/2' as const, termination: 'stalemate' as const, byRule: 'L-5.2.1' };
}

/** Mate or stalemate ends a game only where no move follows: at its last position. */
const screenBoard = (plies: readonly number[], game: MovesSummary): readonly number[] =>
  game.final.hasLegalMoves() ? plies : [...plies, game.plies];

const BOARD_RULES = [
  { id: 'L-3.1', summary: msg('variant.rule.moves', {}) },
  { id: 'L-3.7', summary: msg('variant.rule.pawns', {}) },
  { id: 'L-3.9', summary: msg('variant.rule.check', {}) },
  { id: 'L-5.1.1', summary: msg('variant.rule.mate', {}) },
  { id: 'L-5.2.1', summary: msg('variant.rule.stalemate', {}) },
];

/** Options of {@link standardChess}. */
export interface StandardChessOptions {
  /** The variant's name, as a PGN `Variant` tag reads it: `'standard'`. */
  readonly variant: VariantName;
}

/**
 * Standard chess (the default variant): the start position RNBQKBNR (L-2.4), the moves of
 * Article 3, and mate and stalemate ending the game. It takes the regulation's `variant`
 * slot, like {@link chess960}, so a regulation has exactly one variant.
 */
export const standardChess = definePlugin({
  name: 'standardChess',
  slot: VARIANT_SLOT,
  variant: STANDARD,
  defaults: { variant: 'standard' } as StandardChessOptions,
  schema: { variant: is.oneOf('standard') },
  rules: () => [
    { id: 'L-2.4', summary: msg('variant.rule.start', {}) },
    { id: 'L-3.8', summary: msg('variant.rule.castling', {}) },
    ...BOARD_RULES,
  ],
  hooks: (): PluginHooks => ({
    setup: (setup: GameSetup): GameSetup =>
      setup.position ? setup : { ...setup, variant: 'standard', position: Position.default() },
    adjudicate: adjudicateBoard,
    screen: screenBoard,
  }),
});

/** Options of {@link chess960}. */
export interface Chess960Options {
  /** The variant's name: `'chess960'`. */
  readonly variant: VariantName;
  /** The start position's number, 0..959 (518 is the standard position), when none is given to `createGame`. */
  readonly startPosition: number;
}

/**
 * Chess960 (FIDE Guidelines II, L-G2): a start position by number, castling onto the standard
 * squares, everything else as in standard chess.
 */
export const chess960 = definePlugin({
  name: 'chess960',
  slot: VARIANT_SLOT,
  variant: CHESS960,
  defaults: { variant: 'chess960', startPosition: 518 } as Chess960Options,
  schema: {
    variant: is.oneOf('chess960'),
    startPosition: (v) =>
      Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 959
        ? undefined
        : 'must be a start-position number 0..959',
  },
  rules: (o) => [
    {
      id: 'L-G2',
      summary: msg('variant.rule.chess960', { start: o.startPosition }),
    },
    ...BOARD_RULES,
  ],
  hooks: (o): PluginHooks => ({
    setup: (setup: GameSetup): GameSetup => {
      if (setup.startGiven && setup.position) {
        if (setup.variant === 'chess960') return setup;
        const pos = Position.fromSetup(setup.position.toSetup(), { chess960: true });
        if (!pos.ok) throw new RulesError('ERR_RULES_START', pos.error.message, { field: 'start' });
        return { ...setup, variant: 'chess960', position: pos.value };
      }
      const pos = Position.fromSetup(chess960Setup(o.startPosition), { chess960: true });
      if (!pos.ok)
        throw new RulesError('ERR_RULES_START', pos.error.message, { field: 'startPosition' });
      return { ...setup, variant: 'chess960', position: pos.value, chess960: o.startPosition };
    },
    adjudicate: adjudicateBoard,
    screen: screenBoard,
  }),
});

/** Options of {@link variantPlugin}. */
export interface VariantPluginOptions {
  /** The variant's name (`'atomic'`), as the game's log header records it. */
  readonly variant: VariantName;
}

/**
 * The plugin of the `variant` slot that plays `variant` (any `Variant` of `@chesslaws/moves`,
 * such as the lichess ones of `@chesslaws/variants`): the variant's start position, its move
 * rules, and the ends it applies at once: its own end on the board (`pos.outcome()`, with the
 * variant's rule ID: `V-atomic.king-exploded`), mate and stalemate where the variant has them,
 * and a draw when neither side can win by the variant's insufficient material
 * (`V-<name>.insufficient-material`, as lichess ends variant games). `describeRegulation` lists
 * the variant's `rules`.
 *
 * `variantPlugin(STANDARD)` is {@link standardChess}, `variantPlugin(CHESS960)` is
 * {@link chess960}. A preset takes one as `casual({ variant: atomic() })`.
 *
 * ```ts
 * const reg = defineRegulation({ name: 'atomic-blitz', plugins: [fideBlitz(), variantPlugin(atomic())] });
 * ```
 */
export function variantPlugin(variant: Variant): Plugin {
  if (!isVariant(variant))
    throw new RulesError(
      'ERR_RULES_PLUGIN_OPTIONS',
      'variantPlugin takes a Variant (from defineVariant, or @chesslaws/variants such as atomic())',
      { field: 'variant' },
      { plugin: 'variantPlugin' },
    );
  if (variant === STANDARD) return standardChess();
  if (variant === CHESS960) return chess960();
  return definePlugin({
    name: 'variantPlugin',
    slot: VARIANT_SLOT,
    variant,
    defaults: { variant: variant.name } as VariantPluginOptions,
    schema: { variant: is.oneOf(variant.name) },
    rules: () => [
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
    ],
    hooks: (): PluginHooks => ({
      setup: (setup: GameSetup): GameSetup => {
        if (setup.startGiven && setup.position) {
          if (setup.position.variant === variant) return { ...setup, variant: variant.name };
          const pos = Position.fromSetup(setup.position.toSetup(), { variant });
          if (!pos.ok)
            throw new RulesError('ERR_RULES_START', `${variant.title}: ${pos.error.message}`, {
              field: 'start',
            });
          return { ...setup, variant: variant.name, position: pos.value };
        }
        return { ...setup, variant: variant.name, position: Position.default(variant) };
      },
      // The variant's end, mate, stalemate, or its draw by material: termination's, as lichess.
      adjudicate: (ctx: RuleContext) =>
        variantBoardOutcome(ctx.position) as RuledOutcome | undefined,
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
    }),
  })();
}

const isVariant = (v: unknown): v is Variant =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Variant).name === 'string' &&
  typeof (v as Variant).standard === 'boolean' &&
  typeof (v as Variant).startFen === 'string';

/**
 * A factory for `regulationFromHeader` that rebuilds the `variantPlugin` of a saved header
 * from `variants` (`allVariants()` of `@chesslaws/variants`, or your own): a header naming a
 * variant not among them is an error listing the ones given.
 */
export function variantPluginFactory(
  variants: readonly Variant[],
): PluginFactory<'variantPlugin', VariantPluginOptions> {
  const factory = (options?: Partial<VariantPluginOptions>): Plugin => {
    const name = options?.variant;
    const variant = variants.find((v) => v.name === name);
    if (!variant)
      throw new RulesError(
        'ERR_RULES_UNKNOWN_PLUGIN',
        `the game was played in the variant ${JSON.stringify(name)}, not among ${variants.map((v) => v.name).join(', ') || 'the variants given'}: pass it to variantPluginFactory`,
        { field: 'variantPlugin.variant' },
        { plugin: 'variantPlugin' },
      );
    return variantPlugin(variant);
  };
  return Object.assign(factory, {
    pluginName: 'variantPlugin' as const,
    defaults: { variant: 'standard' } as VariantPluginOptions,
  }) as unknown as PluginFactory<'variantPlugin', VariantPluginOptions>;
}
