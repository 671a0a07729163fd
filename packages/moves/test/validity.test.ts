// The shared FEN validity cases (test/data/validity.jsonl) and the perft positions a strict
// validator may reject (test/data/tricky-validity.jsonl); see test/data/README.md for sources.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFen, parseFen } from '../src/fen.js';
import type { Setup } from '../src/setup.js';
import {
  normalizeSetup,
  type PositionErrorCode,
  type PositionOptions,
  validateSetup,
} from '../src/validate.js';

interface ValidityCase {
  id: string;
  fen: string;
  variant: 'standard' | 'chess960';
  expect: 'reject' | 'reject-strict' | 'reject-or-normalize' | 'accept' | 'accept-parse';
  category: string;
  reason: string;
  source: string;
  normalizedFen?: string | null;
}

const readJsonl = <T>(name: string): T[] =>
  readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

const CASES = readJsonl<ValidityCase>('validity.jsonl');

// The code each category of position problem must produce.
const CATEGORY_CODE: Record<string, PositionErrorCode> = {
  kings: 'ERR_KINGS',
  'pawns-on-backrank': 'ERR_PAWNS_ON_BACKRANK',
  'opposite-check': 'ERR_OPPOSITE_CHECK',
  'impossible-check': 'ERR_IMPOSSIBLE_CHECK',
  'too-much-material': 'ERR_TOO_MUCH_MATERIAL',
  'castling-rights': 'ERR_CASTLING_RIGHTS',
  'en-passant': 'ERR_EP_SQUARE',
};

const setupOf = (fen: string): Setup => {
  const result = parseFen(fen);
  if (!result.ok) throw result.error;
  return result.value;
};
const codesOf = (setup: Setup, opts: PositionOptions): PositionErrorCode[] =>
  validateSetup(setup, opts).map((p) => p.code);
/** A FEN in its own castling style, so that accepted FENs must come back unchanged. */
const remake = (setup: Setup, fen: string): string =>
  makeFen(setup, { castling: /^[KQkq-]+$/.test(fen.split(' ')[2] ?? '-') ? 'auto' : 'shredder' });

describe('L-3.10 FEN validity cases (validity.jsonl)', () => {
  it('has all 68 cases', () => {
    expect(CASES).toHaveLength(68);
    const count = (e: string) => CASES.filter((c) => c.expect === e).length;
    expect([
      count('reject'),
      count('reject-strict'),
      count('reject-or-normalize'),
      count('accept'),
      count('accept-parse'),
    ]).toEqual([31, 10, 11, 15, 1]);
  });

  describe.each(CASES)('$id ($expect: $reason)', (c) => {
    const opts: PositionOptions = { chess960: c.variant === 'chess960' };
    const strict = { ...opts, mode: 'strict' } as const;
    const lenient = { ...opts, mode: 'lenient' } as const;
    const parsed = parseFen(c.fen);
    const code = CATEGORY_CODE[c.category];

    switch (c.expect) {
      case 'reject':
        if (c.category === 'syntax') {
          it('is rejected by parseFen', () => expect(parsed.ok).toBe(false));
        } else {
          it(`is rejected in strict and lenient mode with ${code}`, () => {
            const setup = setupOf(c.fen);
            expect(codesOf(setup, strict)).toContain(code);
            expect(codesOf(setup, lenient)).toContain(code);
          });
        }
        break;
      case 'reject-strict':
        if (c.category === 'syntax') {
          // A trailing slash: our parser is strict in every mode (an unambiguous board is still required).
          it('is rejected by parseFen', () => expect(parsed.ok).toBe(false));
        } else {
          it(`is rejected in strict mode with ${code}`, () =>
            expect(codesOf(setupOf(c.fen), strict)).toContain(code));
          it('is accepted unchanged in lenient mode', () => {
            const setup = setupOf(c.fen);
            expect(codesOf(setup, lenient)).toEqual([]);
            expect(remake(normalizeSetup(setup, lenient), c.fen)).toBe(c.fen);
          });
        }
        break;
      case 'reject-or-normalize':
        it(`is rejected in strict mode with ${code}`, () =>
          expect(codesOf(setupOf(c.fen), strict)).toContain(code));
        it(`is normalized in lenient mode to ${c.normalizedFen ?? 'a setup strict mode accepts'}`, () => {
          const setup = setupOf(c.fen);
          expect(codesOf(setup, lenient)).toEqual([]);
          const normalized = normalizeSetup(setup, lenient);
          if (c.normalizedFen) expect(makeFen(normalized)).toBe(c.normalizedFen);
          else expect(codesOf(normalized, strict)).toEqual([]);
          expect(normalized.castlingRights.subsetOf(setup.castlingRights)).toBe(true);
        });
        break;
      case 'accept':
        it('is accepted in strict mode and writes back unchanged', () => {
          const setup = setupOf(c.fen);
          expect(codesOf(setup, strict)).toEqual([]);
          expect(remake(normalizeSetup(setup, strict), c.fen)).toBe(c.fen);
        });
        break;
      case 'accept-parse':
        it('parses, keeps its castling rights through makeFen, but is not a legal position', () => {
          const setup = setupOf(c.fen);
          // X-FEN names the h8 rook 'k' (it is the outermost on that side), so KQhb comes back as KQkb.
          expect(makeFen(setup)).toBe(c.fen.replace('KQhb', 'KQkb'));
          expect(setupOf(makeFen(setup)).castlingRights.equals(setup.castlingRights)).toBe(true);
          expect(codesOf(setup, lenient)).toContain('ERR_KINGS');
        });
        break;
    }
  });
});

interface PerftCase {
  id: string;
  fen: string;
  tags?: string[];
  source: string;
}

describe('L-3.10 perft positions a strict validator may reject (tricky-validity.jsonl)', () => {
  const rows = readJsonl<PerftCase>('tricky-validity.jsonl');
  // What strict mode says about each row; lenient mode must accept them all, as perft runs on them.
  const STRICT: Record<string, PositionErrorCode[]> = {
    'align-diag-1': ['ERR_IMPOSSIBLE_CHECK'],
    'align-diag-2': ['ERR_IMPOSSIBLE_CHECK'],
    'align-horizontal': ['ERR_IMPOSSIBLE_CHECK'],
    'align-ep': ['ERR_IMPOSSIBLE_CHECK'],
    'align-ep-pinned': ['ERR_IMPOSSIBLE_CHECK'],
    'ep-unrelated-check': ['ERR_IMPOSSIBLE_CHECK'],
    'two-pawn-checkers': ['ERR_IMPOSSIBLE_CHECK'],
    'two-stepper-checkers': ['ERR_IMPOSSIBLE_CHECK'],
    'two-knight-checkers': ['ERR_IMPOSSIBLE_CHECK', 'ERR_CASTLING_RIGHTS'],
    'asymmetrical-and-king-on-h': ['ERR_CASTLING_RIGHTS'],
    'max-legals-too-much-material': ['ERR_TOO_MUCH_MATERIAL'],
    // Nine queens, two rooks, knights and bishops, no pawns: exactly eight promotions, which counting allows.
    'gotta-love-perft-2': [],
  };

  it('covers every tagged row', () => {
    expect(rows.map((r) => r.id).sort()).toEqual(Object.keys(STRICT).sort());
  });

  it.each(rows)('$id', (row) => {
    const setup = setupOf(row.fen);
    expect(codesOf(setup, {})).toEqual(STRICT[row.id]);
    expect(codesOf(setup, { mode: 'lenient' })).toEqual([]);
  });

  it('L-3.8 in standard chess the impossible q right of asymmetrical-and-king-on-h is dropped', () => {
    const row = rows.find((r) => r.id === 'asymmetrical-and-king-on-h')!;
    expect(makeFen(normalizeSetup(setupOf(row.fen)))).toBe(
      'r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQ - 0 1',
    );
  });

  it('L-G2 read as Chess960 (as shakmaty counts it), asymmetrical-and-king-on-h keeps its q right', () => {
    const row = rows.find((r) => r.id === 'asymmetrical-and-king-on-h')!;
    expect(codesOf(setupOf(row.fen), { chess960: true })).toEqual([]);
    expect(makeFen(normalizeSetup(setupOf(row.fen), { chess960: true }))).toBe(row.fen);
  });
});
