/**
 * Betza notation, the fairy-chess way of writing how a piece moves, read as Fairy-Stockfish
 * reads it: leapers `W F D N A H C Z G K` (and Fairy-Stockfish's `L` for the camel, `J` for the
 * zebra), riders `R B Q`, an atom doubled (`NN`, the nightrider) or followed by a digit (`R2`,
 * at most two squares) for a rider, `m` (moves only) and `c` (captures only), `p` (a cannon:
 * hops over one piece, then rides) and `g` (a grasshopper: lands right behind the piece it hops
 * over), and the directions `f b l r v s` and their pairs (`fs`, `rf`, `lb`...). Each group of
 * prefixes belongs to the atom after it: `mRcpR` moves as a rook and captures as a cannon.
 *
 * @example
 * ```ts
 * const chancellor = parseBetza('RN'); // rook and knight
 * if (chancellor.ok) chancellor.value.length; // 2 moves: the rook's, the knight's
 * parseBetza('RX').ok; // false: ERR_BETZA_LETTER at column 2
 * ```
 * @packageDocumentation
 */
import { ChesslawsError, err, ok, type Result } from '@chesslaws/board';
import type { PieceMove } from './pieces.js';

/**
 * Why Betza text could not be read:
 * - `ERR_BETZA_EMPTY`: no move at all;
 * - `ERR_BETZA_LETTER`: a character that is not a Betza letter (or one we do not read: `n`
 *   lame leapers, `i` initial moves, `h` and `e`);
 * - `ERR_BETZA_PREFIX`: prefixes (modes, directions, hops) with no atom after them, or that
 *   cannot go together (a hop on a leaper, a direction pair Fairy-Stockfish does not read).
 */
export type BetzaErrorCode = 'ERR_BETZA_EMPTY' | 'ERR_BETZA_LETTER' | 'ERR_BETZA_PREFIX';

/** Betza text that does not read: `location.column` is the 1-based column of the problem. */
export class BetzaError extends ChesslawsError<BetzaErrorCode> {
  /** Where in the text the problem is (1-based column). */
  declare readonly location: { readonly column: number };

  /** An error of `code` at 1-based `column`. */
  constructor(code: BetzaErrorCode, message: string, column: number) {
    super(code, message, { column });
  }
}

type Step = readonly [number, number];

// Leaper atoms as (long, short) leg: W (1,0), F (1,1), D (2,0), N (2,1)...; K is W and F.
const LEAPERS: Readonly<Record<string, readonly Step[]>> = {
  W: [[1, 0]],
  F: [[1, 1]],
  D: [[2, 0]],
  N: [[2, 1]],
  A: [[2, 2]],
  H: [[3, 0]],
  C: [[3, 1]],
  L: [[3, 1]],
  Z: [[3, 2]],
  J: [[3, 2]],
  G: [[3, 3]],
  K: [
    [1, 0],
    [1, 1],
  ],
};
const RIDERS: Readonly<Record<string, readonly Step[]>> = {
  R: [[1, 0]],
  B: [[1, 1]],
  Q: [
    [1, 0],
    [1, 1],
  ],
};
const VERTICALS = 'fbv';
const HORIZONTALS = 'rls';

/**
 * The eight images of an atom (long `a` ranks, short `b` files), each with the direction words
 * that select it, in Fairy-Stockfish's reading (`rf`: the forward image on the right, `fr`: the
 * right image forwards; a single letter stands for itself doubled).
 */
function images(a: number, b: number): [Step, readonly string[]][] {
  return [
    [
      [b, a],
      ['ff', 'vv', 'rf', 'rv'],
    ],
    [
      [-b, -a],
      ['bb', 'vv', 'lb', 'lv'],
    ],
    [
      [a, -b],
      ['rr', 'ss', 'br', 'bs'],
    ],
    [
      [-a, b],
      ['ll', 'ss', 'fl', 'fs'],
    ],
    [
      [a, b],
      ['rr', 'ss', 'fr', 'fs'],
    ],
    [
      [-a, -b],
      ['ll', 'ss', 'bl', 'bs'],
    ],
    [
      [b, -a],
      ['bb', 'vv', 'rb', 'rv'],
    ],
    [
      [-b, a],
      ['ff', 'vv', 'lf', 'lv'],
    ],
  ];
}

// Direction pairs Fairy-Stockfish reads (a vertical and a horizontal letter, or one doubled).
const PAIRS = new Set([
  'ff',
  'bb',
  'rr',
  'll',
  'vv',
  'ss',
  'rf',
  'fr',
  'lf',
  'fl',
  'rb',
  'br',
  'lb',
  'bl',
  'fs',
  'bs',
  'rv',
  'lv',
]);

/**
 * Reads Betza text into the moves of a piece (see the module doc for the letters read).
 * Never throws: bad text is a `BetzaError` with a code and the column of the problem.
 */
export function parseBetza(text: string): Result<PieceMove[], BetzaError> {
  const fail = (code: BetzaErrorCode, message: string, at: number) =>
    err(new BetzaError(code, message, at + 1));
  if (typeof text !== 'string' || text.trim() === '')
    return fail('ERR_BETZA_EMPTY', 'the Betza text has no move (e.g. N for a knight)', 0);
  const moves: PieceMove[] = [];
  let modes = '';
  let hop: PieceMove['hop'];
  let directions: string[] = [];
  let prefixAt = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (prefixAt < 0) prefixAt = i;
    if (c === 'm' || c === 'c') modes += c;
    else if (c === 'p' || c === 'g') {
      if (hop !== undefined)
        return fail('ERR_BETZA_PREFIX', `'${c}' after another hop prefix: one hop per atom`, i);
      hop = c === 'p' ? 'cannon' : 'grasshopper';
    } else if (VERTICALS.includes(c) || HORIZONTALS.includes(c)) {
      const next = text[i + 1];
      const pairs =
        next !== undefined &&
        (next === c ||
          (VERTICALS.includes(c) && HORIZONTALS.includes(next)) ||
          (HORIZONTALS.includes(c) && VERTICALS.includes(next)));
      const word = pairs ? c + next : c + c;
      if (!PAIRS.has(word))
        return fail(
          'ERR_BETZA_PREFIX',
          `the direction pair '${word}' is not one Fairy-Stockfish reads (write the vertical first: ${word[1]}${word[0]})`,
          i,
        );
      directions.push(word);
      if (pairs) i++;
    } else if (LEAPERS[c] !== undefined || RIDERS[c] !== undefined) {
      let range = RIDERS[c] !== undefined ? 0 : 1;
      const next = text[i + 1];
      if (next !== undefined && (next === c || (next >= '1' && next <= '9'))) {
        range = next === c ? 0 : Number(next);
        i++;
      }
      if (hop !== undefined && range === 1)
        return fail(
          'ERR_BETZA_PREFIX',
          `'${hop === 'cannon' ? 'p' : 'g'}' hops along a line: put it before a rider (R, B, Q, or an atom doubled such as NN), not the leaper ${c}`,
          prefixAt,
        );
      const atoms = RIDERS[c] ?? LEAPERS[c]!;
      const mode = modeOf(modes);
      const steps: Step[] = [];
      for (const [a, b] of atoms) {
        // An orthogonal atom takes a pair such as `fs` as its two letters (`fsW`: forward and sideways).
        const words =
          atoms.length === 1 && b === 0
            ? directions.flatMap((d) => (d[0] === d[1] ? [d] : [d[0]! + d[0], d[1]! + d[1]]))
            : directions;
        for (const [step, selectors] of images(a, b)) {
          if (words.length > 0 && !words.some((w) => selectors.includes(w))) continue;
          if (!steps.some(([f, r]) => f === step[0] && r === step[1])) steps.push(step);
        }
      }
      moves.push(hop === undefined ? { steps, range, mode } : { steps, range, mode, hop });
      modes = '';
      hop = undefined;
      directions = [];
      prefixAt = -1;
    } else {
      const why =
        c === 'n' || c === 'i' || c === 'h' || c === 'e'
          ? `'${c}' (${{ n: 'lame leapers', i: 'initial moves', h: 'half directions', e: 'en passant' }[c]}) is not supported`
          : `'${c}' is not a Betza letter (atoms W F D N A H C L Z J G K R B Q; prefixes m c p g f b l r v s)`;
      return fail('ERR_BETZA_LETTER', why, i);
    }
  }
  if (prefixAt >= 0)
    return fail(
      'ERR_BETZA_PREFIX',
      `'${text.slice(prefixAt)}' has no atom after it (e.g. ${text.slice(prefixAt)}N)`,
      prefixAt,
    );
  return ok(moves);
}

const modeOf = (modes: string): PieceMove['mode'] =>
  modes.includes('m') === modes.includes('c') ? 'both' : modes.includes('m') ? 'move' : 'capture';
