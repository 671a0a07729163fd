// The variant plugins: the start position, the board rules they put in force, the end on the board.
import { opposite } from '@chesslaws/board';
import { chess960Setup, Position } from '@chesslaws/moves';
import { RulesError } from '../errors.js';
import type { GameSetup, RuleContext, VariantName } from '../pluginApi/context.js';
import type { MovesSummary, PluginHooks } from '../pluginApi/hooks.js';
import { is } from '../pluginApi/options.js';
import { definePlugin } from '../pluginApi/plugin.js';

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
  {
    id: 'L-3.1',
    summary: 'pieces move and capture as Article 3 says; a pinned piece still attacks',
  },
  { id: 'L-3.7', summary: 'pawns: double step, en passant on the very next move only, promotion' },
  { id: 'L-3.9', summary: 'no move may leave or place the own king in check' },
  { id: 'L-5.1.1', summary: 'checkmate wins the game at once' },
  { id: 'L-5.2.1', summary: 'stalemate draws the game at once' },
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
  defaults: { variant: 'standard' } as StandardChessOptions,
  schema: { variant: is.oneOf('standard') },
  rules: () => [
    { id: 'L-2.4', summary: 'the standard start position' },
    { id: 'L-3.8', summary: 'castling with the king two squares toward the rook' },
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
      summary: `Chess960 from start position ${o.startPosition} unless the game names another; castling onto the standard squares`,
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
