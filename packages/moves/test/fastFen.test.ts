/**
 * Differential test of `Position.fromFen`'s fast path (src/fastFen.ts) against the full reader
 * (`parseFen` + `Position.fromSetup`), on every FEN of the package's test data (test/data: the
 * shared validity cases, perft suites and round-trip FENs, see test/data/README.md), on FENs
 * of seeded random play, and on seeded mutations of all of them: the same verdict, and on
 * success the same position (arrays, key, FENs, hash, legal moves); on failure the same error.
 * The seed is printed by testkit (`CHESSLAWS_SEED` reproduces a run, `CHESSLAWS_FUZZ=1` widens it).
 */
import { readFileSync } from 'node:fs';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { fastFenOptions } from '../src/fastFen.js';
import {
  makeFen,
  makeUci,
  Position,
  PositionError,
  type PositionOptions,
  parseFen,
} from '../src/index.js';

const dataFile = (name: string): string =>
  readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8');
const jsonlFens = (name: string): string[] =>
  dataFile(name)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { fen: string }).fen);

/** The full reader, as `fromFen` runs it when the fast path declines. */
function fullPath(fen: string, opts: PositionOptions) {
  const setup = parseFen(fen);
  return setup.ok ? Position.fromSetup(setup.value, opts) : setup;
}

/** Everything a position is made of and says, for comparison. */
function state(pos: Position) {
  return {
    chess960: pos.chess960,
    bbLo: [...pos.bbLo],
    bbHi: [...pos.bbHi],
    squares: [...pos.squares],
    key: [pos.keyLo, pos.keyHi],
    side: pos.side,
    castlingBits: pos.castlingBits,
    ep: pos.ep,
    halfmoves: pos.halfmoves,
    fullmoves: pos.fullmoves,
    fen: makeFen(pos),
    fenAlways: makeFen(pos, { epMode: 'always', castling: 'shredder' }),
    hash: pos.hash(),
    moves: pos.legalMoves().map((m) => makeUci(pos, m)),
  };
}

interface Tally {
  fast: number;
  full: number;
  rejected: number;
  /** The codes of the position problems (and FEN errors) seen. */
  codes?: Set<string>;
}

/**
 * Compares the two paths on one FEN with the options `{}` or `{ chess960 }` and tallies who
 * read it. Returns a complaint, or undefined.
 */
function compare(fen: string, chess960: boolean, tally: Tally): string | undefined {
  const opts: PositionOptions = chess960 ? { chess960 } : {};
  const full = fullPath(fen, opts);
  const fast = Position.fromFenFast(fen, chess960);
  const via = Position.fromFen(fen, opts);
  const where = `${JSON.stringify(fen)} (chess960: ${chess960})`;
  if (fast) {
    if (!full.ok) return `${where}: fast path accepts, full path says ${full.error.message}`;
    tally.fast++;
  } else if (full.ok) tally.full++;
  else {
    tally.rejected++;
    if (full.error instanceof PositionError) for (const c of full.error.codes) tally.codes?.add(c);
    else tally.codes?.add(full.error.code);
  }
  if (via.ok !== full.ok) return `${where}: fromFen ok ${via.ok}, full path ok ${full.ok}`;
  if (full.ok && via.ok) {
    const a = JSON.stringify(state(via.value));
    const b = JSON.stringify(state(full.value));
    if (a !== b) return `${where}: positions differ\n  fromFen ${a}\n  full    ${b}`;
  } else if (!full.ok && !via.ok) {
    const a = JSON.stringify({ ...via.error, message: via.error.message });
    const b = JSON.stringify({ ...full.error, message: full.error.message });
    if (a !== b) return `${where}: errors differ\n  fromFen ${a}\n  full    ${b}`;
  }
  return undefined;
}

function compareAll(fens: readonly string[], tally: Tally): string[] {
  const problems: string[] = [];
  for (const fen of fens) {
    for (const chess960 of [false, true]) {
      const problem = compare(fen, chess960, tally);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

const newTally = (): Tally => ({ fast: 0, full: 0, rejected: 0 });

// Hand-written checks on the side to move, the rarest branches of validateSetup.
const CHECKS = [
  '7k/8/8/3p4/4K3/8/8/8 w - d6 0 1', // the double-stepped pawn gives check
  '4b2k/8/8/1K1p4/8/8/8/8 w - d6 0 1', // the double step uncovers a bishop's check
  '4r2k/8/8/3p4/4K3/8/8/8 w - d6 0 1', // pawn and rook after a double step: impossible
  '7k/8/8/2np4/4K3/8/8/8 w - d6 0 1', // knight and the pushed pawn: impossible
  '7r/8/8/3p4/7K/8/8/k7 w - d6 0 1', // a check the double step does not explain
  '4r2k/8/8/8/8/5n2/8/4K3 w - - 0 1', // rook and knight: a double check
  '7k/8/8/8/8/5n2/3p4/4K3 w - - 0 1', // knight and pawn: impossible
  '4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1', // two rooks on one line: impossible
  '4r2k/8/8/8/8/5n2/3p4/4K3 w - - 0 1', // three checkers: impossible
  '4k3/8/8/8/8/8/8/r3K2R b K - 0 1', // the side not to move in check
];

// The package's test data: 68 validity cases, perft suites, round-trip FENs.
const DATA_FENS: string[] = [
  ...CHECKS,
  ...jsonlFens('validity.jsonl'),
  ...jsonlFens('tricky.jsonl'),
  ...jsonlFens('tricky-validity.jsonl'),
  ...jsonlFens('standard-perftsuite.jsonl'),
  ...jsonlFens('chess960.jsonl'),
  ...jsonlFens('standard-random.jsonl').filter((_, i) => i % 7 === 0),
  ...dataFile('fen-roundtrip.txt')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#')),
];

/** FENs along seeded random games, from the standard array or Chess960 arrays, in several styles. */
function randomPlayFens(random: () => number, games: number, chess960 = false): string[] {
  const fens: string[] = [];
  for (let game = 0; game < games; game++) {
    const pos = chess960 ? Position.chess960(Math.floor(random() * 960)) : Position.default();
    for (let ply = 0; ply < 120; ply++) {
      fens.push(makeFen(pos));
      if (ply % 5 === 0) fens.push(makeFen(pos, { epMode: 'always', castling: 'shredder' }));
      if (ply % 11 === 0) fens.push(makeFen(pos).split(' ').slice(0, 4).join(' '));
      if (ply % 13 === 0) fens.push(makeFen(pos).split(' ').slice(0, 5).join(' '));
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
  }
  return fens;
}

// Characters a mutation may write: FEN syntax, near misses and whitespace.
const ALPHABET = 'PNBRQKpnbrqk123456780/9 wb-KQkqABCDEFGHabcdefghxX\t';

/** One seeded edit of a FEN: a character changed, dropped, doubled or moved, or a field edited. */
function mutate(fen: string, random: () => number): string {
  const at = Math.floor(random() * fen.length);
  const char = ALPHABET[Math.floor(random() * ALPHABET.length)]!;
  const fields = fen.split(' ');
  const field = Math.floor(random() * fields.length);
  switch (Math.floor(random() * 10)) {
    case 0:
      return fen.slice(0, at) + char + fen.slice(at + 1);
    case 1:
      return fen.slice(0, at) + fen.slice(at + 1);
    case 2:
      return fen.slice(0, at) + char + fen.slice(at);
    case 3:
      return (
        fen.slice(0, at) + fen.slice(at + 1, at + 2) + fen.slice(at, at + 1) + fen.slice(at + 2)
      );
    case 4:
      // Two board squares swapped (pieces moved onto odd squares: checks, back-rank pawns...).
      return swapSquares(fen, random);
    case 5:
      return fields.filter((_, i) => i !== field).join(' ');
    case 6:
      fields[1] = fields[1] === 'w' ? 'b' : 'w';
      return fields.join(' ');
    case 7: {
      const rights = [
        '-',
        'KQkq',
        'K',
        'q',
        'Kk',
        'HAha',
        'Bb',
        'KQ',
        'kq',
        'AH',
        'KH',
        'Qq',
        'Gg',
      ];
      fields[2] = rights[Math.floor(random() * rights.length)]!;
      return fields.join(' ');
    }
    case 8: {
      const file = 'abcdefgh'[Math.floor(random() * 8)]!;
      const rank = '123456'[Math.floor(random() * 6)]!;
      fields[3] = random() < 0.2 ? '-' : file + rank;
      return fields.join(' ');
    }
    default: {
      const counts = ['0', '00', '7', '0 0', '1234567890', '999999999', '-1', '2147483648', ''];
      fields[4 + Math.floor(random() * 2)] = counts[Math.floor(random() * counts.length)]!;
      return fields.join(' ');
    }
  }
}

/** The FEN with two of its board squares swapped. */
function swapSquares(fen: string, random: () => number): string {
  const space = fen.indexOf(' ');
  if (space < 0) return fen;
  const cells: string[] = [];
  for (const c of fen.slice(0, space)) {
    if (c >= '1' && c <= '8') for (let k = 0; k < Number(c); k++) cells.push('.');
    else if (c !== '/') cells.push(c);
  }
  if (cells.length !== 64) return fen;
  const a = Math.floor(random() * 64);
  const b = Math.floor(random() * 64);
  [cells[a], cells[b]] = [cells[b]!, cells[a]!];
  const ranks: string[] = [];
  for (let r = 0; r < 8; r++) {
    ranks.push(
      cells
        .slice(r * 8, r * 8 + 8)
        .join('')
        .replace(/\.+/g, (run) => String(run.length)),
    );
  }
  return ranks.join('/') + fen.slice(space);
}

describe('Position.fromFen fast path against the full reader', () => {
  const { seed } = testRun();

  it('agrees on every FEN of the test data', () => {
    const tally = newTally();
    expect(compareAll(DATA_FENS, tally)).toEqual([]);
    // The fast path is the one that reads most of them (it is not dead code) ...
    expect(tally.fast).toBeGreaterThan(DATA_FENS.length);
    // ... and the data holds FENs both paths refuse.
    expect(tally.rejected).toBeGreaterThan(0);
  });

  it(`takes every FEN of random play (seed ${seed}) and agrees on it`, () => {
    const random = seededRandom(seed);
    // makeFen writes ordinary FENs: those of standard games read in both modes ...
    const standard = randomPlayFens(random, scaledRuns(30));
    const tally = newTally();
    expect(compareAll(standard, tally)).toEqual([]);
    expect(tally).toEqual({ fast: 2 * standard.length, full: 0, rejected: 0 });
    // ... and those of Chess960 games at least in Chess960 mode (in standard chess, rights of
    // rooks off the corners or of a king off the e-file do not stand).
    const chess960 = randomPlayFens(random, scaledRuns(15), true);
    const tally960 = newTally();
    expect(compareAll(chess960, tally960)).toEqual([]);
    expect(tally960.fast).toBeGreaterThanOrEqual(chess960.length);
    expect(tally960.full).toBe(0);
  });

  it(`agrees on mutated FENs (seed ${seed})`, () => {
    const random = seededRandom(seed ^ 0x5eed);
    const sources = [
      ...DATA_FENS,
      ...randomPlayFens(random, 8),
      ...randomPlayFens(random, 4, true),
    ];
    const mutants: string[] = [];
    for (let k = 0; k < scaledRuns(6000); k++) {
      let fen = sources[Math.floor(random() * sources.length)]!;
      const edits = 1 + Math.floor(random() * 3);
      for (let e = 0; e < edits; e++) fen = mutate(fen, random);
      mutants.push(fen);
    }
    const tally: Tally = { ...newTally(), codes: new Set() };
    expect(compareAll(mutants, tally)).toEqual([]);
    // Every check of the fast path is exercised: each problem a FEN or a position can have.
    expect([...tally.codes!]).toEqual(
      expect.arrayContaining([
        'ERR_CASTLING_RIGHTS',
        'ERR_EP_SQUARE',
        'ERR_FEN_BOARD',
        'ERR_FEN_CASTLING',
        'ERR_FEN_EP',
        'ERR_FEN_FIELDS',
        'ERR_FEN_FULLMOVES',
        'ERR_FEN_HALFMOVES',
        'ERR_FEN_TURN',
        'ERR_IMPOSSIBLE_CHECK',
        'ERR_KINGS',
        'ERR_OPPOSITE_CHECK',
        'ERR_PAWNS_ON_BACKRANK',
        'ERR_TOO_MUCH_MATERIAL',
      ]),
    );
    // Mutations both keep FENs readable and break them, on both paths.
    expect(tally.fast).toBeGreaterThan(100);
    expect(tally.full).toBeGreaterThan(100);
    expect(tally.rejected).toBeGreaterThan(100);
  });

  it('takes only the default options (bar chess960), so other verdicts stay the full path’s', () => {
    expect(fastFenOptions({})).toBe(true);
    expect(fastFenOptions({ chess960: true })).toBe(true);
    expect(fastFenOptions({ chess960: false, mode: 'strict', ignore: [] })).toBe(true);
    expect(fastFenOptions({ mode: 'lenient' })).toBe(false);
    expect(fastFenOptions({ ignore: ['ERR_KINGS'] })).toBe(false);
    // An option it does not know, such as a variant, is never read as a default.
    expect(fastFenOptions({ variant: 'standard' })).toBe(false);
    expect(fastFenOptions({ chess960: 1 })).toBe(false);
    // Lenient mode drops the bad right here; the strict fast path must not read it at all.
    const fen = 'r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1';
    expect(Position.fromFenFast(fen, false)).toBeUndefined();
    const lenient = Position.fromFen(fen, { mode: 'lenient' });
    expect(lenient.ok && makeFen(lenient.value)).toBe('r3k2r/8/8/8/8/8/8/R3K1R1 w Qkq - 0 1');
  });

  it('reads odd but valid forms through the full path, with the same result', () => {
    const forms = [
      '  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1234567890',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqH - 0 1',
    ];
    for (const fen of forms) expect(Position.fromFenFast(fen, false)).toBeUndefined();
    const tally = newTally();
    expect(compareAll(forms, tally)).toEqual([]);
    expect(tally.full).toBe(forms.length * 2);
  });
});
