/**
 * `defineVariant`: reads a variant definition, checks every option (unknown ones, wrong types,
 * options that contradict each other, a start position that is not legal in the variant) and
 * puts on the variant the engine that plays it: the engine of the variants on standard pieces
 * (the lichess ones), or the fairy engine for pieces defined by their movement, any royal piece
 * and the national games' ends. This module is the only one that imports an engine.
 * @packageDocumentation
 */
import { ROLES, type Role } from '@chesslaws/board';
import { parseBetza } from './betza.js';
import type { PromotionRole } from './move.js';
import type { PieceDefinition, PieceMove, VariantPiece } from './pieces.js';
import { Position } from './position.js';
import {
  type CheckRule,
  type SideResult,
  type Variant,
  type VariantDefinition,
  VariantError,
  type VariantRule,
} from './variant.js';
import type { VariantEngine } from './variantCore/engine.js';
import { fairyEngine } from './variantCore/fairy/engine.js';
import { lichessEngine } from './variantCore/lichess.js';

const STANDARD_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const DEFAULT_PROMOTIONS: readonly Role[] = ['queen', 'knight', 'rook', 'bishop'];
const CHECK_RULES = new Set<CheckRule>(['royal', 'atomic', 'none']);
const RESULTS = new Set<SideResult>(['win', 'loss', 'draw']);
// The standard pieces' moves in Betza, for a variant that keeps them beside its own.
const STANDARD_BETZA: Readonly<Record<string, string>> = {
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  king: 'K',
};

/** Every option a definition may have (own properties only: anything else is a typo). */
const KNOWN = [
  'name',
  'title',
  'aliases',
  'startFen',
  'pieces',
  'royal',
  'chess960',
  'check',
  'castling',
  'promotions',
  'promotionRank',
  'forcedPromotion',
  'doubleStep',
  'forcedCaptures',
  'noGivingCheck',
  'explosions',
  'pockets',
  'checksToWin',
  'pawnsFromFirstRank',
  'extinction',
  'bareKing',
  'stalemate',
  'counting',
  'goalSquares',
  'validate',
  'outcome',
  'noMoves',
  'filterMoves',
  'insufficientMaterial',
  'drawnByMaterial',
  'moveCountDraws',
  'rules',
] as const;
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
  'forcedCaptures',
  'noGivingCheck',
  'explosions',
  'pockets',
  'pawnsFromFirstRank',
  'forcedPromotion',
  'doubleStep',
  'bareKing',
] as const;

const hasOwn = (object: object, key: string): boolean => Object.hasOwn(object, key);

/** The value of an own property of `object`, or `undefined` (never an inherited one). */
const own = (object: object, key: string): unknown =>
  hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;

/**
 * The closest of `names` to `key`, when close enough to be a typo: one that shares most of its
 * start (`castle`, `castling`), or is two edits away.
 */
function closest(key: string, names: readonly string[]): string | undefined {
  const k = key.toLowerCase();
  const shared = (name: string): number => {
    let i = 0;
    while (i < k.length && i < name.length && k[i] === name[i]) i++;
    return i;
  };
  const prefixed = names.find((n) => {
    const common = shared(n.toLowerCase());
    return common >= 4 && common * 3 >= k.length * 2;
  });
  if (prefixed) return prefixed;
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of names) {
    const d = editDistance(k, name.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = name;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        next[j - 1]! + 1,
        row[j]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}

/** What `defineVariant` reads of a definition, before the engine is chosen. */
type Draft = Omit<Variant, 'engine'>;

/**
 * Makes a variant from its definition, checking every option: a wrong one throws a
 * `VariantError` naming it (`location.field`, with the column of a Betza text or the offset in
 * a start FEN). Only `name` is required; what is left out is standard chess.
 *
 * @example
 * ```ts
 * const knightmate = defineVariant({
 *   name: 'knightmate',
 *   startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1',
 *   pieces: { king: { letter: 'k', moves: 'N' }, knight: false, commoner: { letter: 'm', moves: 'K' } },
 *   promotions: ['commoner', 'queen', 'rook', 'bishop'],
 * });
 * ```
 */
export function defineVariant(definition: VariantDefinition): Variant {
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition))
    throw new VariantError(
      'ERR_VARIANT_NAME',
      'a variant definition is an object with at least a name, such as { name: "hill" }',
      '',
      'name',
    );
  const def = definition as unknown as Record<string, unknown>;
  const rawName = own(def, 'name');
  const name = typeof rawName === 'string' ? rawName : '';
  const fail = (
    code: VariantError['code'],
    option: string,
    message: string,
    where?: { column?: number; offset?: number },
  ): never => {
    throw new VariantError(code, `variant ${name || '(unnamed)'}: ${message}`, name, option, where);
  };
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name))
    fail(
      'ERR_VARIANT_NAME',
      'name',
      `name must be a lower-case word such as 'atomic', not ${JSON.stringify(rawName)}`,
    );
  for (const key of Object.keys(def)) {
    if ((KNOWN as readonly string[]).includes(key)) continue;
    const guess = closest(key, KNOWN);
    fail(
      'ERR_VARIANT_OPTION',
      key,
      `unknown option '${key}'${guess ? ` (did you mean '${guess}'?)` : ''}`,
    );
  }
  const opt = <T>(key: (typeof KNOWN)[number]): T | undefined => own(def, key) as T | undefined;

  for (const flag of FLAGS) {
    if (opt(flag) !== undefined && typeof opt(flag) !== 'boolean')
      fail('ERR_VARIANT_OPTION', flag, `${flag} must be true or false`);
  }
  for (const hook of HOOKS) {
    if (opt(hook) !== undefined && typeof opt(hook) !== 'function')
      fail('ERR_VARIANT_OPTION', hook, `${hook} must be a function`);
  }
  for (const text of ['title', 'startFen'] as const) {
    if (opt(text) !== undefined && (typeof opt(text) !== 'string' || opt(text) === ''))
      fail('ERR_VARIANT_OPTION', text, `${text} must be a non-empty string`);
  }
  const aliases = opt<unknown>('aliases');
  if (
    aliases !== undefined &&
    (!Array.isArray(aliases) || aliases.some((a) => typeof a !== 'string' || a === ''))
  )
    fail('ERR_VARIANT_OPTION', 'aliases', 'aliases must be a list of non-empty strings');
  const check = opt<CheckRule>('check');
  if (check !== undefined && !CHECK_RULES.has(check))
    fail(
      'ERR_VARIANT_OPTION',
      'check',
      `check must be 'royal', 'atomic' or 'none', not ${JSON.stringify(check)}`,
    );
  const rules = opt<unknown>('rules');
  if (
    rules !== undefined &&
    (!Array.isArray(rules) ||
      rules.some(
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
  const goalSquares = opt<unknown>('goalSquares');
  if (
    goalSquares !== undefined &&
    (!Array.isArray(goalSquares) ||
      goalSquares.some((sq) => !Number.isInteger(sq) || sq < 0 || sq > 63))
  )
    fail('ERR_VARIANT_OPTION', 'goalSquares', 'goalSquares must be a list of squares 0..63');
  const checks = opt<number>('checksToWin') ?? 0;
  if (!Number.isInteger(checks) || checks < 0 || checks > 99)
    fail('ERR_VARIANT_OPTION', 'checksToWin', 'checksToWin must be a whole number from 1 to 99');
  if (opt('explosions') && opt('pockets'))
    fail('ERR_VARIANT_COMBINATION', 'pockets', 'explosions and pockets together are not supported');

  // Pieces: the standard six, changed, taken out or joined by the definition's own.
  const pieces = readPieces(opt('pieces'), fail);
  const roles = new Set(pieces.map((p) => p.role));
  const has = (role: string): boolean => roles.has(role as Role);

  // The royal piece.
  const royalOption = opt<unknown>('royal');
  if (royalOption !== undefined && royalOption !== false && typeof royalOption !== 'string')
    fail('ERR_VARIANT_OPTION', 'royal', "royal must be a piece's role name, or false for none");
  if (typeof royalOption === 'string' && !has(royalOption))
    fail(
      'ERR_VARIANT_COMBINATION',
      'royal',
      `royal names '${royalOption}', which is not a piece of the variant`,
    );
  if (royalOption === false && check !== undefined && check !== 'none')
    fail(
      'ERR_VARIANT_COMBINATION',
      'royal',
      `royal: false leaves nothing to check, but check is '${check}'`,
    );
  if (typeof royalOption === 'string' && check === 'none')
    fail('ERR_VARIANT_COMBINATION', 'royal', `royal names '${royalOption}', but check is 'none'`);
  const checkRule: CheckRule = royalOption === false ? 'none' : (check ?? 'royal');
  const royal: Role | undefined =
    checkRule === 'none'
      ? undefined
      : typeof royalOption === 'string'
        ? (royalOption as Role)
        : has('king')
          ? 'king'
          : undefined;
  if (checks > 0 && checkRule === 'none')
    fail('ERR_VARIANT_COMBINATION', 'checksToWin', "checks cannot be counted when check is 'none'");
  if (checks > 0 && royal === undefined)
    fail(
      'ERR_VARIANT_COMBINATION',
      'checksToWin',
      'checks cannot be counted without a royal piece',
    );

  // Promotions.
  const promotionsOption = opt<unknown>('promotions');
  if (
    promotionsOption !== undefined &&
    (!Array.isArray(promotionsOption) ||
      promotionsOption.length === 0 ||
      promotionsOption.some((r) => typeof r !== 'string'))
  )
    fail(
      'ERR_VARIANT_OPTION',
      'promotions',
      "promotions must list pieces' role names, such as ['queen', 'rook']",
    );
  const promotions = ((promotionsOption as Role[] | undefined) ??
    DEFAULT_PROMOTIONS.filter(has)) as Role[];
  for (const role of promotions) {
    if (role === 'pawn')
      fail('ERR_VARIANT_COMBINATION', 'promotions', 'a pawn cannot promote to a pawn');
    if (!has(role))
      fail(
        'ERR_VARIANT_COMBINATION',
        'promotions',
        `promotion to '${role}', which is not a piece of the variant (its pieces: ${pieces.map((p) => p.role).join(', ')})`,
      );
    if (role === royal)
      fail(
        'ERR_VARIANT_COMBINATION',
        'promotions',
        `promotion to '${role}', the royal piece: a side has one royal piece (make it not royal with royal: false)`,
      );
  }
  const promotionRank = opt<number>('promotionRank') ?? 8;
  if (!Number.isInteger(promotionRank) || promotionRank < 3 || promotionRank > 8)
    fail('ERR_VARIANT_OPTION', 'promotionRank', 'promotionRank must be a rank from 3 to 8');

  // Castling.
  const castlingOption = opt<unknown>('castling');
  let castlingPieces = { king: 'king' as Role, rook: 'rook' as Role };
  if (castlingOption !== undefined && typeof castlingOption !== 'boolean') {
    if (
      typeof castlingOption !== 'object' ||
      castlingOption === null ||
      Array.isArray(castlingOption)
    )
      fail('ERR_VARIANT_OPTION', 'castling', 'castling must be true, false or { king, rook }');
    for (const key of Object.keys(castlingOption as object))
      if (key !== 'king' && key !== 'rook')
        fail(
          'ERR_VARIANT_OPTION',
          `castling.${key}`,
          `unknown castling option '${key}' (king, rook)`,
        );
    const king = own(castlingOption as object, 'king') ?? 'king';
    const rook = own(castlingOption as object, 'rook') ?? 'rook';
    castlingPieces = { king: king as Role, rook: rook as Role };
  }
  const castling = castlingOption !== false && has(castlingPieces.king) && has(castlingPieces.rook);
  if (castlingOption !== undefined && castlingOption !== false) {
    for (const which of ['king', 'rook'] as const)
      if (!has(castlingPieces[which]))
        fail(
          'ERR_VARIANT_COMBINATION',
          `castling.${which}`,
          `castling with '${castlingPieces[which]}', which is not a piece of the variant`,
        );
  }

  // The game's ends.
  const extinction = readExtinction(opt('extinction'), has, royal, fail);
  const stalemate = opt<SideResult>('stalemate') ?? 'draw';
  if (!RESULTS.has(stalemate))
    fail('ERR_VARIANT_OPTION', 'stalemate', "stalemate must be 'draw', 'loss' or 'win'");
  if (opt('bareKing') && royal === undefined)
    fail('ERR_VARIANT_COMBINATION', 'bareKing', 'a bare king needs a royal piece');
  const counting = opt<unknown>('counting');
  if (counting !== undefined && counting !== 'makruk')
    fail('ERR_VARIANT_OPTION', 'counting', "counting must be 'makruk'");

  const fairy =
    own(def, 'pieces') !== undefined ||
    (royal !== undefined && royal !== 'king') ||
    extinction !== undefined ||
    opt('bareKing') === true ||
    stalemate !== 'draw' ||
    counting !== undefined ||
    promotionRank !== 8 ||
    opt('forcedPromotion') === false ||
    opt('doubleStep') === false ||
    castlingPieces.king !== 'king' ||
    castlingPieces.rook !== 'rook';
  if (fairy) {
    for (const lichessOnly of [
      'explosions',
      'pockets',
      'pawnsFromFirstRank',
      'noGivingCheck',
    ] as const)
      if (opt(lichessOnly))
        fail(
          'ERR_VARIANT_COMBINATION',
          lichessOnly,
          `${lichessOnly} is for variants on the standard pieces and rules; it does not combine with fairy pieces or ends`,
        );
    if (checkRule === 'atomic')
      fail(
        'ERR_VARIANT_COMBINATION',
        'check',
        "check 'atomic' does not combine with fairy pieces or ends",
      );
  }

  const startFen = opt<string>('startFen') ?? STANDARD_FEN;
  const draft: Draft = {
    name,
    title: opt<string>('title') ?? name,
    aliases: Object.freeze([...((aliases as string[] | undefined) ?? [])]),
    startFen,
    pieces: Object.freeze(pieces),
    pieceRoles: Object.freeze(
      Array.from({ length: 8 }, (_, code) => pieces.find((p) => p.code === code)?.role ?? ''),
    ),
    royal,
    chess960: opt<boolean>('chess960') ?? false,
    check: checkRule,
    castling,
    castlingPieces: Object.freeze(castlingPieces),
    promotions: Object.freeze([...promotions] as PromotionRole[]),
    promotionRank,
    forcedPromotion: opt<boolean>('forcedPromotion') ?? true,
    doubleStep: opt<boolean>('doubleStep') ?? true,
    forcedCaptures: opt<boolean>('forcedCaptures') ?? false,
    noGivingCheck: opt<boolean>('noGivingCheck') ?? false,
    explosions: opt<boolean>('explosions') ?? false,
    pockets: opt<boolean>('pockets') ?? false,
    checksToWin: checks,
    pawnsFromFirstRank: opt<boolean>('pawnsFromFirstRank') ?? false,
    extinction,
    bareKing: opt<boolean>('bareKing') ?? false,
    stalemate,
    counting: counting as 'makruk' | undefined,
    goalSquares: Object.freeze(
      [...new Set((goalSquares as number[] | undefined) ?? [])].sort((a, b) => a - b),
    ),
    moveCountDraws: opt<boolean>('moveCountDraws') ?? true,
    validate: opt('validate'),
    outcome: opt('outcome'),
    noMoves: opt('noMoves'),
    filterMoves: opt('filterMoves'),
    insufficientMaterial: opt('insufficientMaterial'),
    drawnByMaterial: opt('drawnByMaterial'),
    rules: Object.freeze([]),
    standard: false,
    fairy,
  };
  const withRules: Draft = {
    ...draft,
    rules: Object.freeze(
      optionRules(draft, (rules as VariantRule[] | undefined) ?? []).map((r) =>
        Object.freeze({ id: r.id, summary: r.summary }),
      ),
    ),
  };
  const engine: VariantEngine = fairy
    ? fairyEngine(withRules as Variant)
    : lichessEngine(withRules as Variant);
  const variant: Variant = Object.freeze({ ...withRules, engine });

  // The start position must be legal in the variant (a position is made from it now, so that a
  // bad one is the definition's error, not a throw from `Position.default` later).
  const start = Position.fromFen(startFen, { variant });
  if (!start.ok) {
    const e = start.error;
    fail(
      'ERR_VARIANT_OPTION',
      'startFen',
      'location' in e && e.location && 'offset' in e.location
        ? `startFen does not read: ${e.message}`
        : `startFen is not a legal position of the variant: ${e.message}`,
      'location' in e && e.location && 'offset' in e.location
        ? { offset: (e.location as { offset: number }).offset }
        : undefined,
    );
  }
  return variant;
}

type Fail = (
  code: VariantError['code'],
  option: string,
  message: string,
  where?: { column?: number; offset?: number },
) => never;

/** The variant's pieces by code: the pawn 1, the standard roles at their codes, new ones after. */
function readPieces(option: unknown, fail: Fail): VariantPiece[] {
  const given: Record<string, PieceDefinition | false> = {};
  if (option !== undefined) {
    if (typeof option !== 'object' || option === null || Array.isArray(option))
      fail(
        'ERR_VARIANT_OPTION',
        'pieces',
        "pieces must be an object by role name, such as { commoner: { letter: 'm', moves: 'K' } }",
      );
    for (const role of Object.keys(option as object))
      given[role] = own(option as object, role) as PieceDefinition | false;
  }
  const pieces: VariantPiece[] = [];
  const taken = new Set<number>();
  const letters = new Map<string, string>();
  const add = (role: string, code: number, def: PieceDefinition | undefined): void => {
    const field = `pieces.${role}`;
    let letter =
      role === 'pawn'
        ? 'P'
        : STANDARD_BETZA[role] === undefined
          ? ''
          : role === 'knight'
            ? 'N'
            : role[0]!.toUpperCase();
    let moves: PieceMove[] = [];
    let betza = role === 'pawn' ? '' : (STANDARD_BETZA[role] ?? '');
    let san: string | undefined;
    let sanLetters: Record<string, string> = {};
    if (def !== undefined) {
      if (typeof def !== 'object' || def === null || Array.isArray(def))
        fail('ERR_VARIANT_OPTION', field, `${field} must be { letter, moves } or false`);
      for (const key of Object.keys(def))
        if (!['letter', 'moves', 'san', 'sanLetters'].includes(key))
          fail(
            'ERR_VARIANT_OPTION',
            `${field}.${key}`,
            `unknown piece option '${key}' (letter, moves, san, sanLetters)`,
          );
      const l = own(def, 'letter');
      if (typeof l !== 'string' || !/^[a-zA-Z]$/.test(l))
        fail('ERR_VARIANT_OPTION', `${field}.letter`, `${field}.letter must be one letter a-z`);
      letter = (l as string).toUpperCase();
      const m = own(def, 'moves');
      if (role === 'pawn') {
        if (m !== undefined)
          fail(
            'ERR_VARIANT_OPTION',
            `${field}.moves`,
            "the pawn's moves are the variant's pawn rules (doubleStep, promotionRank, promotions), not a moves option",
          );
      } else if (typeof m === 'string') {
        const read = parseBetza(m);
        if (!read.ok)
          fail(
            'ERR_VARIANT_OPTION',
            `${field}.moves`,
            `${field}.moves '${m}': ${read.error.message}`,
            {
              column: read.error.location.column,
            },
          );
        else moves = read.value;
        betza = m;
      } else if (Array.isArray(m)) {
        moves = m.map((move, i) => checkMove(move, `${field}.moves[${i}]`, fail));
        betza = '';
      } else
        fail(
          'ERR_VARIANT_OPTION',
          `${field}.moves`,
          `${field}.moves must be Betza text (such as 'N') or a list of moves`,
        );
      const s = own(def, 'san');
      if (s !== undefined && (typeof s !== 'string' || s === '' || s.length > 3))
        fail(
          'ERR_VARIANT_OPTION',
          `${field}.san`,
          `${field}.san must be a letter (at most 3 characters)`,
        );
      san = s as string | undefined;
      const sl = own(def, 'sanLetters');
      if (sl !== undefined) {
        if (
          typeof sl !== 'object' ||
          sl === null ||
          Object.values(sl).some((x) => typeof x !== 'string' || x === '')
        )
          fail(
            'ERR_VARIANT_OPTION',
            `${field}.sanLetters`,
            `${field}.sanLetters must map locale IDs to letters`,
          );
        sanLetters = { ...(sl as Record<string, string>) };
      }
    } else if (role !== 'pawn') {
      moves = parseBetza(betza).ok ? (parseBetza(betza) as { value: PieceMove[] }).value : [];
    }
    if (role !== 'pawn' && moves.length === 0)
      fail('ERR_VARIANT_OPTION', `${field}.moves`, `${field} has no move`);
    const other = letters.get(letter);
    if (other !== undefined)
      fail(
        'ERR_VARIANT_COMBINATION',
        `${field}.letter`,
        `${role} and ${other} both have the letter ${letter}`,
      );
    letters.set(letter, role);
    taken.add(code);
    pieces.push(
      Object.freeze({
        role: role as Role,
        code,
        letter,
        san: role === 'pawn' ? '' : (san ?? letter),
        sanLetters: Object.freeze(sanLetters),
        moves: Object.freeze(
          moves.map((m) =>
            Object.freeze({
              ...m,
              steps: Object.freeze(m.steps.map((s) => Object.freeze([s[0], s[1]] as const))),
            }),
          ),
        ),
        betza,
      }),
    );
  };
  for (let i = 0; i < ROLES.length; i++) {
    const role = ROLES[i]!;
    const def = given[role];
    if (def === false) continue;
    add(role, i + 1, def);
  }
  for (const role of Object.keys(given)) {
    if ((ROLES as readonly string[]).includes(role)) continue;
    const def = given[role];
    if (def === false)
      fail(
        'ERR_VARIANT_OPTION',
        `pieces.${role}`,
        `pieces.${role}: false takes out a standard piece, but ${role} is not one`,
      );
    if (!/^[a-z][a-zA-Z0-9-]*$/.test(role))
      fail(
        'ERR_VARIANT_OPTION',
        `pieces.${role}`,
        `a piece's role name is a word such as 'commoner', not ${JSON.stringify(role)}`,
      );
    let code = 2;
    while (taken.has(code) && code <= 7) code++;
    if (code > 7)
      fail(
        'ERR_VARIANT_COMBINATION',
        `pieces.${role}`,
        'a variant has at most seven kinds of piece, the pawn among them',
      );
    add(role, code, def as PieceDefinition);
  }
  return pieces.sort((a, b) => a.code - b.code);
}

/** A typed move, checked: steps of small whole numbers, a range, a mode, a hop. */
function checkMove(move: unknown, field: string, fail: Fail): PieceMove {
  const m = (typeof move === 'object' && move !== null ? move : {}) as Record<string, unknown>;
  for (const key of Object.keys(m))
    if (!['steps', 'range', 'mode', 'hop'].includes(key))
      fail(
        'ERR_VARIANT_OPTION',
        `${field}.${key}`,
        `unknown move option '${key}' (steps, range, mode, hop)`,
      );
  const steps = own(m, 'steps');
  if (
    !Array.isArray(steps) ||
    steps.length === 0 ||
    steps.some(
      (s) =>
        !Array.isArray(s) ||
        s.length !== 2 ||
        !s.every((x) => Number.isInteger(x) && Math.abs(x) <= 7) ||
        (s[0] === 0 && s[1] === 0),
    )
  )
    fail(
      'ERR_VARIANT_OPTION',
      `${field}.steps`,
      `${field}.steps must list [files, ranks] steps such as [1, 2] (each -7..7, not [0, 0])`,
    );
  const range = own(m, 'range') ?? 1;
  if (!Number.isInteger(range) || (range as number) < 0 || (range as number) > 7)
    fail('ERR_VARIANT_OPTION', `${field}.range`, `${field}.range must be 0 (no limit) or 1..7`);
  const mode = own(m, 'mode') ?? 'both';
  if (mode !== 'both' && mode !== 'move' && mode !== 'capture')
    fail(
      'ERR_VARIANT_OPTION',
      `${field}.mode`,
      `${field}.mode must be 'both', 'move' or 'capture'`,
    );
  const hop = own(m, 'hop');
  if (hop !== undefined && hop !== 'grasshopper' && hop !== 'cannon')
    fail('ERR_VARIANT_OPTION', `${field}.hop`, `${field}.hop must be 'grasshopper' or 'cannon'`);
  if (hop !== undefined && range === 1)
    fail(
      'ERR_VARIANT_COMBINATION',
      `${field}.hop`,
      `${field} hops along a line: give it range 0 (or more than 1)`,
    );
  const read: PieceMove = {
    steps: (steps as [number, number][]).map(([f, r]) => [f, r] as const),
    range: range as number,
    mode: mode as PieceMove['mode'],
  };
  return hop === undefined ? read : { ...read, hop: hop as PieceMove['hop'] };
}

function readExtinction(
  option: unknown,
  has: (role: string) => boolean,
  royal: Role | undefined,
  fail: Fail,
): Variant['extinction'] {
  if (option === undefined) return undefined;
  if (typeof option !== 'object' || option === null || Array.isArray(option))
    fail(
      'ERR_VARIANT_OPTION',
      'extinction',
      "extinction must be { roles, atMost?, result? }, such as { roles: 'all' }",
    );
  const o = option as object;
  for (const key of Object.keys(o))
    if (!['roles', 'atMost', 'result'].includes(key))
      fail(
        'ERR_VARIANT_OPTION',
        `extinction.${key}`,
        `unknown extinction option '${key}' (roles, atMost, result)`,
      );
  const roles = own(o, 'roles');
  if (
    roles !== 'all' &&
    (!Array.isArray(roles) || roles.length === 0 || roles.some((r) => typeof r !== 'string'))
  )
    fail(
      'ERR_VARIANT_OPTION',
      'extinction.roles',
      "extinction.roles must list pieces' role names, or be 'all'",
    );
  if (Array.isArray(roles)) {
    for (const role of roles) {
      if (!has(role))
        fail(
          'ERR_VARIANT_COMBINATION',
          'extinction.roles',
          `extinction of '${role}', which is not a piece of the variant`,
        );
      if (role === royal)
        fail(
          'ERR_VARIANT_COMBINATION',
          'extinction.roles',
          `extinction of '${role}', the royal piece: it is mated, never captured (make it not royal with royal: false)`,
        );
    }
  }
  const atMost = own(o, 'atMost') ?? 0;
  if (!Number.isInteger(atMost) || (atMost as number) < 0 || (atMost as number) > 15)
    fail(
      'ERR_VARIANT_OPTION',
      'extinction.atMost',
      'extinction.atMost must be a whole number 0..15',
    );
  const result = own(o, 'result') ?? 'loss';
  if (!RESULTS.has(result as SideResult))
    fail(
      'ERR_VARIANT_OPTION',
      'extinction.result',
      "extinction.result must be 'loss', 'win' or 'draw'",
    );
  return Object.freeze({
    roles: roles === 'all' ? 'all' : Object.freeze([...(roles as Role[])]),
    atMost: atMost as number,
    result: result as SideResult,
  });
}

/** The definition's rules, then one for each end its options add that it does not list. */
function optionRules(v: Draft, given: readonly VariantRule[]): VariantRule[] {
  const rules = [...given];
  const add = (id: string, summary: string): void => {
    if (!rules.some((r) => r.id === id)) rules.push({ id, summary });
  };
  const id = (rule: string): string => `V-${v.name}.${rule}`;
  if (v.royal !== undefined && v.royal !== 'king')
    add(
      id('royal'),
      `the ${v.royal} is royal: it may not be left attacked, and checkmating it wins`,
    );
  if (v.extinction) {
    const kinds =
      v.extinction.roles === 'all'
        ? 'all its pieces'
        : `its ${v.extinction.roles.join(', ')} pieces`;
    const verb = { loss: 'loses', win: 'wins', draw: 'draws' }[v.extinction.result];
    add(
      id('extinction'),
      `a side that has ${v.extinction.atMost === 0 ? 'no more' : `at most ${v.extinction.atMost}`} of ${kinds} ${verb}`,
    );
  }
  if (v.bareKing)
    add(
      id('bare-king'),
      'a side left with its king alone loses, unless it bares the other king in reply',
    );
  if (v.stalemate !== 'draw')
    add(id('stalemate'), `the stalemated side ${v.stalemate === 'loss' ? 'loses' : 'wins'}`);
  if (v.checksToWin > 0 && v.fairy)
    add(id('checks'), `the side that gives check ${v.checksToWin} times wins at once`);
  if (v.counting)
    add(
      id('counting'),
      'once no pawn is left, the stronger side must mate within the counted moves or the game is drawn',
    );
  if (v.promotionRank !== 8)
    add(id('promotion'), `pawns promote on their ${ordinal(v.promotionRank)} rank`);
  return rules;
}

const ordinal = (n: number): string =>
  `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
