/**
 * Game variants: a `Variant` is a plain object that says how its chess differs from standard
 * chess, in options (what check means, castling, promotions, forced captures, explosions,
 * pockets and drops, check counting, pawns' double steps from the first rank) and in hooks (setup
 * validation, move filters, ends on the board, insufficient material). `Position` plays any
 * variant through the same `generate` / `make` / `unmake` and `play` API; standard chess and
 * Chess960 keep their own fast path and pay nothing for the others.
 *
 * The lichess variants are in `@chesslaws/variants`, written with this API only.
 *
 * @example
 * ```ts
 * import { defineVariant, Position } from '@chesslaws/moves';
 * // The king on the centre wins: standard moves, one hook.
 * const hill = defineVariant({
 *   name: 'hill',
 *   title: 'King of the Hill',
 *   outcome: (pos) => {
 *     const centre = [27, 28, 35, 36];
 *     for (const color of ['white', 'black'] as const)
 *       if (centre.includes(pos.kingSquare(color) ?? -1)) return { winner: color, rule: 'V-hill' };
 *     return undefined;
 *   },
 * });
 * Position.default(hill).outcome(); // undefined
 * ```
 * @packageDocumentation
 */
import { ChesslawsError, type Color, type Role, type Square } from '@chesslaws/board';
import { parseFen } from './fen.js';
import type { ReadonlyPosition } from './readonlyPosition.js';
import type { Setup } from './setup.js';
import type { PositionProblem } from './validate.js';

/** How a game ended on the board, by a variant's rule (or by mate or stalemate). */
export interface VariantOutcome {
  /** The side that won; absent for a draw. */
  readonly winner?: Color;
  /**
   * The rule that ended the game, as an ID: `L-5.1.1` (checkmate), `L-5.2.1` (stalemate), or the
   * variant's own, such as `V-atomic.king-exploded`.
   */
  readonly rule: string;
}

/** What an `outcome` hook may ask besides the position. */
export interface OutcomeContext {
  /**
   * Writes the legal moves as if the game had not ended on the board into `buffer` from
   * `offset` (default 0) and returns how many: for an end that depends on the moves left
   * (racing kings' last chance for Black). `pos.generate` would ask the hook again.
   */
  generate(buffer: Int32Array, offset?: number): number;
}

/**
 * What check means in a variant:
 * - `'royal'` (default): the king may not be left attacked (standard chess);
 * - `'atomic'`: as royal, but kings side by side are never in check (a capture next to a king
 *   would blow up both), and a move that explodes the enemy king is legal even from check;
 * - `'none'`: no check at all; kings are ordinary pieces (antichess).
 *
 * A side without a king (horde's White) is never in check whatever the mode.
 */
export type CheckRule = 'royal' | 'atomic' | 'none';

/** A rule of a variant, as a regulation's description lists it. */
export interface VariantRule {
  /** The rule's ID: `V-<variant>.<rule>` (`V-atomic.explosions`), the one its outcomes name. */
  readonly id: string;
  /** What it does, in one sentence. */
  readonly summary: string;
}

/** The options and hooks of a variant, as `defineVariant` takes them. */
export interface VariantDefinition {
  /** Short lower-case name, as lichess's API writes it (`atomic`, `kingofthehill`, `3check`). */
  readonly name: string;
  /** The name as people write it: lichess's PGN `Variant` tag value (`King of the Hill`). */
  readonly title?: string;
  /** Other names it is known by (PGN tags, UCI_Variant, python-chess): matched case-insensitively. */
  readonly aliases?: readonly string[];
  /** The start position (default: the standard one). */
  readonly startFen?: string;
  /** Chess960 castling (king onto rook, any start array). */
  readonly chess960?: boolean;
  /** What check means (default `'royal'`). */
  readonly check?: CheckRule;
  /** Castling allowed (default `true`). */
  readonly castling?: boolean;
  /** The roles a pawn may promote to (default knight, bishop, rook, queen; antichess adds the king). */
  readonly promotions?: readonly Role[];
  /** When a capture is possible, only captures are legal (antichess). */
  readonly forcedCaptures?: boolean;
  /** A move may not give check (racing kings). */
  readonly noGivingCheck?: boolean;
  /**
   * Captures explode (atomic): the capturing piece and every piece but pawns on the eight
   * squares around the capture square leave the board.
   */
  readonly explosions?: boolean;
  /**
   * Captured pieces go to the capturer's pocket and may be dropped on an empty square instead
   * of a move (crazyhouse; a promoted piece goes back as a pawn). FENs carry the pockets.
   */
  readonly pockets?: boolean;
  /** Giving this many checks wins (three-check: 3). FENs carry the checks still needed. */
  readonly checksToWin?: number;
  /** Pawns on their first rank may step one or two squares (horde's White). */
  readonly pawnsFromFirstRank?: boolean;
  /**
   * The squares the variant's goal names, for display only (King of the Hill's hill, racing
   * kings' eighth rank): the `outcome` hook is what decides. Default: none.
   */
  readonly goalSquares?: readonly Square[];
  /**
   * Judges a setup: gets the problems standard chess finds and returns the ones that stand in
   * this variant, with its own added (code `ERR_VARIANT`).
   */
  readonly validate?: (setup: Setup, problems: PositionProblem[]) => PositionProblem[];
  /**
   * The end on the board, asked before any move is generated: a result ends the game and
   * leaves no legal move. The position is complete but do not ask it for moves here.
   */
  readonly outcome?: (pos: ReadonlyPosition, ctx: OutcomeContext) => VariantOutcome | undefined;
  /**
   * The result when the side to move has no legal move (default: checkmate `L-5.1.1` when in
   * check, else stalemate `L-5.2.1`).
   */
  readonly noMoves?: (pos: ReadonlyPosition) => VariantOutcome;
  /**
   * Keeps only the legal moves of this variant from the ones the options allow: `moves[from..to)`
   * are move integers (`moveFrom`, `moveTo`, `isDropMove` read them); return the new end after
   * moving the kept ones to the front.
   */
  readonly filterMoves?: (
    pos: ReadonlyPosition,
    moves: Int32Array,
    from: number,
    to: number,
  ) => number;
  /**
   * True when `color` can no longer win by any sequence of legal moves (the variant's
   * insufficient material). Without it, standard chess's rule applies only where the variant
   * keeps standard check and captures.
   */
  readonly insufficientMaterial?: (pos: ReadonlyPosition, color: Color) => boolean;
  /**
   * True when the game is drawn at once on the board because neither side can win: lichess's
   * automatic insufficient-material draw of the variant, which may call more positions drawn
   * than `insufficientMaterial` proves for each side (atomic: a lone rook or minor piece cannot
   * win against a bare king, which stands next to the other king). Without it: when
   * `insufficientMaterial` holds for both sides.
   */
  readonly drawnByMaterial?: (pos: ReadonlyPosition) => boolean;
  /**
   * Whether the 50- and 75-move rules apply (default `true`). Lichess has none in crazyhouse,
   * where pieces in hand keep every game alive.
   */
  readonly moveCountDraws?: boolean;
  /**
   * The rules where the variant differs from standard chess, with their IDs: every `rule` its
   * `outcome` and `noMoves` hooks return, and the move rules (forced captures, explosions,
   * drops...). `describeRegulation` in `@chesslaws/rules` lists them (default: none).
   */
  readonly rules?: readonly VariantRule[];
}

/** A variant, made by `defineVariant`: every option filled in, frozen. */
export interface Variant
  extends Required<
    Omit<
      VariantDefinition,
      | 'validate'
      | 'outcome'
      | 'noMoves'
      | 'filterMoves'
      | 'insufficientMaterial'
      | 'drawnByMaterial'
      | 'checksToWin'
      | 'rules'
    >
  > {
  /** Giving this many checks wins; 0 when checks are not counted. */
  readonly checksToWin: number;
  /** See `VariantDefinition.drawnByMaterial`. */
  readonly drawnByMaterial: VariantDefinition['drawnByMaterial'];
  /** See `VariantDefinition.rules` (frozen; empty when none were given). */
  readonly rules: readonly VariantRule[];
  /** See `VariantDefinition.validate`. */
  readonly validate: VariantDefinition['validate'];
  /** See `VariantDefinition.outcome`. */
  readonly outcome: VariantDefinition['outcome'];
  /** See `VariantDefinition.noMoves`. */
  readonly noMoves: VariantDefinition['noMoves'];
  /** See `VariantDefinition.filterMoves`. */
  readonly filterMoves: VariantDefinition['filterMoves'];
  /** See `VariantDefinition.insufficientMaterial`. */
  readonly insufficientMaterial: VariantDefinition['insufficientMaterial'];
  /** True for standard chess and Chess960, which take the fast path. */
  readonly standard: boolean;
}

/**
 * A variant definition that cannot stand: `ERR_VARIANT_NAME` (not a lower-case word),
 * `ERR_VARIANT_OPTION` (an option of the wrong type or out of range), `ERR_VARIANT_COMBINATION`
 * (options that exclude each other). `location.field` names the option, `variant` the variant.
 */
export class VariantError extends ChesslawsError<
  'ERR_VARIANT_NAME' | 'ERR_VARIANT_OPTION' | 'ERR_VARIANT_COMBINATION'
> {
  /** Which option is wrong. */
  declare readonly location: { readonly field: string };
  /** The name of the variant being defined ('' when the name itself is wrong). */
  readonly variant: string;

  constructor(
    code: 'ERR_VARIANT_NAME' | 'ERR_VARIANT_OPTION' | 'ERR_VARIANT_COMBINATION',
    message: string,
    variant: string,
    option: string,
  ) {
    super(code, message, { field: option });
    this.variant = variant;
  }
}

const STANDARD_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const DEFAULT_PROMOTIONS: readonly Role[] = ['queen', 'knight', 'rook', 'bishop'];
const PROMOTABLE = new Set<Role>(['knight', 'bishop', 'rook', 'queen', 'king']);
const CHECK_RULES = new Set<CheckRule>(['royal', 'atomic', 'none']);
const HOOKS = [
  'validate',
  'outcome',
  'noMoves',
  'filterMoves',
  'insufficientMaterial',
  'drawnByMaterial',
] as const;
const FLAGS = [
  'chess960',
  'moveCountDraws',
  'castling',
  'forcedCaptures',
  'noGivingCheck',
  'explosions',
  'pockets',
  'pawnsFromFirstRank',
] as const;

/**
 * Makes a variant from its definition, checking every option: a wrong one throws a
 * `VariantError` naming it. Only `name` is required; what is left out is standard chess.
 */
export function defineVariant(definition: VariantDefinition): Variant {
  const def = definition as Partial<Record<string, unknown>> & VariantDefinition;
  const name = typeof def?.name === 'string' ? def.name : '';
  const fail = (code: VariantError['code'], option: string, message: string): never => {
    throw new VariantError(code, `variant ${name || '(unnamed)'}: ${message}`, name, option);
  };
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name))
    fail(
      'ERR_VARIANT_NAME',
      'name',
      `name must be a lower-case word such as 'atomic', not ${JSON.stringify(def?.name)}`,
    );
  for (const flag of FLAGS) {
    if (def[flag] !== undefined && typeof def[flag] !== 'boolean')
      fail('ERR_VARIANT_OPTION', flag, `${flag} must be true or false`);
  }
  for (const hook of HOOKS) {
    if (def[hook] !== undefined && typeof def[hook] !== 'function')
      fail('ERR_VARIANT_OPTION', hook, `${hook} must be a function`);
  }
  for (const text of ['title', 'startFen'] as const) {
    if (def[text] !== undefined && (typeof def[text] !== 'string' || def[text] === ''))
      fail('ERR_VARIANT_OPTION', text, `${text} must be a non-empty string`);
  }
  if (
    def.aliases !== undefined &&
    (!Array.isArray(def.aliases) || def.aliases.some((a) => typeof a !== 'string' || a === ''))
  )
    fail('ERR_VARIANT_OPTION', 'aliases', 'aliases must be a list of non-empty strings');
  if (def.check !== undefined && !CHECK_RULES.has(def.check))
    fail(
      'ERR_VARIANT_OPTION',
      'check',
      `check must be 'royal', 'atomic' or 'none', not ${JSON.stringify(def.check)}`,
    );
  if (def.promotions !== undefined) {
    if (
      !Array.isArray(def.promotions) ||
      def.promotions.length === 0 ||
      def.promotions.some((r) => !PROMOTABLE.has(r))
    )
      fail(
        'ERR_VARIANT_OPTION',
        'promotions',
        'promotions must list roles from knight, bishop, rook, queen, king',
      );
  }
  if (
    def.rules !== undefined &&
    (!Array.isArray(def.rules) ||
      def.rules.some(
        (r) =>
          typeof r !== 'object' ||
          r === null ||
          typeof r.id !== 'string' ||
          !/^V-\S+$/.test(r.id) ||
          typeof r.summary !== 'string' ||
          r.summary === '',
      ))
  )
    fail(
      'ERR_VARIANT_OPTION',
      'rules',
      "rules must be a list of { id, summary } with IDs such as 'V-atomic.explosions'",
    );
  if (
    def.goalSquares !== undefined &&
    (!Array.isArray(def.goalSquares) ||
      def.goalSquares.some((sq) => !Number.isInteger(sq) || sq < 0 || sq > 63))
  )
    fail('ERR_VARIANT_OPTION', 'goalSquares', 'goalSquares must be a list of squares 0..63');
  const checks = def.checksToWin ?? 0;
  if (!Number.isInteger(checks) || checks < 0 || checks > 99)
    fail('ERR_VARIANT_OPTION', 'checksToWin', 'checksToWin must be a whole number from 1 to 99');
  if (checks > 0 && def.check === 'none')
    fail('ERR_VARIANT_COMBINATION', 'checksToWin', "checks cannot be counted when check is 'none'");
  // The start must at least read as a FEN of the variant's fields (the board rules are checked
  // when a position is made from it, which this module cannot do without an import cycle).
  if (def.startFen !== undefined) {
    const start = parseFen(def.startFen, { pockets: def.pockets ?? false, checks });
    if (!start.ok)
      fail('ERR_VARIANT_OPTION', 'startFen', `startFen does not read: ${start.error.message}`);
  }
  if (def.explosions && def.pockets)
    fail('ERR_VARIANT_COMBINATION', 'pockets', 'explosions and pockets together are not supported');
  const variant: Variant = {
    name,
    title: def.title ?? name,
    aliases: Object.freeze([...(def.aliases ?? [])]),
    startFen: def.startFen ?? STANDARD_FEN,
    chess960: def.chess960 ?? false,
    check: def.check ?? 'royal',
    castling: def.castling ?? true,
    promotions: Object.freeze([...(def.promotions ?? DEFAULT_PROMOTIONS)]),
    forcedCaptures: def.forcedCaptures ?? false,
    noGivingCheck: def.noGivingCheck ?? false,
    explosions: def.explosions ?? false,
    pockets: def.pockets ?? false,
    checksToWin: checks,
    pawnsFromFirstRank: def.pawnsFromFirstRank ?? false,
    goalSquares: Object.freeze([...new Set(def.goalSquares ?? [])].sort((a, b) => a - b)),
    moveCountDraws: def.moveCountDraws ?? true,
    validate: def.validate,
    outcome: def.outcome,
    noMoves: def.noMoves,
    filterMoves: def.filterMoves,
    insufficientMaterial: def.insufficientMaterial,
    drawnByMaterial: def.drawnByMaterial,
    rules: Object.freeze(
      (def.rules ?? []).map((r) => Object.freeze({ id: r.id, summary: r.summary })),
    ),
    standard: false,
  };
  return Object.freeze(variant);
}

/** Standard chess as a variant: what a position without a variant plays. */
export const STANDARD: Variant = Object.freeze({
  ...defineVariant({
    name: 'standard',
    title: 'Standard',
    aliases: ['chess', 'normal', 'From Position'],
  }),
  standard: true,
});

/** Chess960 as a variant (L-G). */
export const CHESS960: Variant = Object.freeze({
  ...defineVariant({
    name: 'chess960',
    title: 'Chess960',
    aliases: ['fischerandom', 'Fischer Random', 'Chess 960', 'FRC'],
    chess960: true,
  }),
  standard: true,
});

/** The variant's names in lower case: its name, title and aliases (for lookups by name). */
export function variantNames(variant: Variant): string[] {
  return [variant.name, variant.title, ...variant.aliases].map((n) => n.toLowerCase());
}
