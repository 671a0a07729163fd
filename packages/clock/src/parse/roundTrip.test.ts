/**
 * What the clock package prints it reads back: `makeTimeControl` text as a bare string (the way
 * `createClock` and the command line take it), `makePgnTimeControl` tags with `pgn:` or
 * `{ pgn }`. And every string both notations accept reads one of its two ways or is refused
 * with advice that itself reads back.
 */
import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fischer, suddenDeath } from '../control/builders.js';
import type { Bonus, Stage, TimeControl } from '../control/types.js';
import { validateTimeControl } from '../control/validate.js';
import { MINUTE, SECOND } from '../duration.js';
import { PRESETS } from '../presets/presets.js';
import { unwrap } from '../result.js';
import { AmbiguousTimeControlError } from './ambiguity.js';
import { makeTimeControl } from './makeShorthand.js';
import { makePgnTimeControl, parsePgnTimeControl } from './pgn.js';
import { isPlausibleTag } from './plausible.js';
import { readTimeControl } from './read.js';
import { parseTimeControl } from './shorthand.js';

// Times as controls use them (whole minutes, whole seconds) and odd ones (any millisecond).
const time = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: 0, max: Math.floor(max / MINUTE) }).map((m) => m * MINUTE),
    fc.integer({ min: 0, max: Math.floor(max / SECOND) }).map((s) => s * SECOND),
    fc.integer({ min: 0, max }),
  );
const positive = (max: number) => time(max).filter((t) => t > 0);

const bonus: fc.Arbitrary<Bonus | undefined> = fc.oneof(
  fc.constant(undefined),
  positive(60 * SECOND).map((t): Bonus => ({ kind: 'fischer', time: t })),
  fc
    .tuple(positive(60 * SECOND), fc.integer({ min: 2, max: 80 }))
    .map(([t, fromMove]): Bonus => ({ kind: 'fischer', time: t, fromMove })),
  positive(30 * SECOND).map((t): Bonus => ({ kind: 'us-delay', time: t })),
  positive(30 * SECOND).map((t): Bonus => ({ kind: 'bronstein', time: t })),
);

const period = (withMoves: boolean): fc.Arbitrary<Stage> =>
  fc
    .record({ t: time(4 * 60 * MINUTE), moves: fc.integer({ min: 1, max: 60 }), b: bonus })
    .map(({ t, moves, b }) => {
      const stage: Record<string, unknown> = { kind: 'period', time: t };
      if (withMoves) stage.moves = moves;
      if (b) stage.bonus = b;
      return stage as unknown as Stage;
    });

const side: fc.Arbitrary<readonly Stage[]> = fc.oneof(
  fc
    .tuple(fc.array(period(true), { maxLength: 2 }), period(false), fc.boolean())
    .map(([first, last, repeat]) => (repeat && first.length > 0 ? first : [...first, last])),
  fc
    .tuple(period(false), positive(60 * SECOND), fc.integer({ min: 1, max: 9 }))
    .map(([main, t, n]): Stage[] => [main, { kind: 'byo-yomi', time: t, periods: n }]),
  fc
    .tuple(period(false), positive(20 * MINUTE), fc.integer({ min: 1, max: 40 }))
    .map(([main, t, n]): Stage[] => [main, { kind: 'canadian', time: t, moves: n }]),
  positive(5 * MINUTE).map((t): Stage[] => [{ kind: 'per-move', time: t }]),
  positive(60 * MINUTE).map((t): Stage[] => [{ kind: 'hourglass', time: t }]),
  fc.constant<Stage[]>([{ kind: 'upcount' }]),
);

// Hourglass on both sides or neither (ERR_CLOCK_HOURGLASS_MIXED); mostly the same for both.
const control: fc.Arbitrary<TimeControl> = fc
  .oneof(
    side.map((stages) => ({ white: stages, black: stages })),
    fc.tuple(side, side).map(([white, black]) => ({ white, black })),
  )
  .filter((c) => validateTimeControl(c).ok);

describe('makeTimeControl text reads back', () => {
  it('S-modes a control printed by makeTimeControl reads back the same, bare (readTimeControl) and as shorthand', () => {
    fc.assert(
      fc.property(control, (c) => {
        const text = makeTimeControl(c);
        expect([text, unwrap(parseTimeControl(text))]).toEqual([text, c]);
        expect([text, unwrap(readTimeControl(text))]).toEqual([text, c]);
      }),
      propertyOptions({
        numRuns: 1500,
        // Tried first on every run: printed plain, 1 h ('60') would be refused as ambiguous
        // and 3 h + 2 s ('180+2') read as the tag for 3 min + 2 s.
        examples: [[suddenDeath(60 * MINUTE)], [fischer(180 * MINUTE, 2 * SECOND)]],
      }),
    );
  });

  it.each([
    ['classical-90+30', '90+30'],
    ['fide-rapid', '15+10'],
    ['fide-blitz', '3+2'],
    ['bullet', '1'],
    ['fide-classical', '90/40+30, 30+30'],
    ['soviet-classical', '150/40, 60/16'],
    ['bronstein-60-5', '60 b5'],
  ] as const)('S-modes preset %s prints as people write it: %s', (name, text) => {
    expect(makeTimeControl(PRESETS[name])).toBe(text);
  });

  it.each([
    [5 * MINUTE, '5'],
    [60 * MINUTE, '60m'],
    [90 * MINUTE, '90m'],
    [100 * MINUTE, '100'],
    [120 * MINUTE, '120m'],
    [150 * MINUTE, '150'],
    [180 * MINUTE, '180m'],
    [300 * MINUTE, '300m'],
  ])(
    'S-modes sudden death of %i ms prints as %j: a unit only where the bare number is a tag or two-faced',
    (ms, text) => {
      expect(makeTimeControl(suddenDeath(ms))).toBe(text);
    },
  );
});

describe('makePgnTimeControl tags read back', () => {
  it('PGN-std a tag reads back with pgn: or { pgn }; bare it reads back, is refused, or is no tag a site writes', () => {
    fc.assert(
      fc.property(control, (c) => {
        const tag = makePgnTimeControl(c);
        if (tag === undefined) return;
        expect(unwrap(readTimeControl(`pgn:${tag}`))).toEqual(c);
        expect(unwrap(readTimeControl({ pgn: tag }))).toEqual(c);
        const bare = readTimeControl(tag);
        if (!bare.ok) {
          expect(bare.error.code).toBe('ERR_TC_AMBIGUOUS');
        } else if (
          JSON.stringify(bare.value) !== JSON.stringify(unwrap(parsePgnTimeControl(tag)))
        ) {
          // Read as minutes only when, as seconds, it is on no site's menu or its increment is out of scale.
          expect([tag, isPlausibleTag(c)]).toEqual([tag, false]);
          expect(bare.value).toEqual(unwrap(parseTimeControl(tag)));
        }
      }),
      propertyOptions({ numRuns: 1500 }),
    );
  });

  it('PGN-std every preset PGN can say reads back from its tag with pgn:, and bare unless refused', () => {
    for (const [name, c] of Object.entries(PRESETS)) {
      const tag = makePgnTimeControl(c);
      if (tag === undefined) continue;
      expect([name, unwrap(readTimeControl(`pgn:${tag}`))]).toEqual([name, c]);
      const bare = readTimeControl(tag);
      expect([name, bare.ok ? bare.value : bare.error.code]).toEqual([
        name,
        name === 'bullet' ? 'ERR_TC_AMBIGUOUS' : c, // '60': a 1-minute or a 1-hour game
      ]);
    }
  });
});

// Strings of the forms both notations share: `A`, `A+I`, `M/A+I` (`A/M+I`), `*A`.
const shared: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 12_000 }), fc.option(fc.integer({ min: 0, max: 200 })))
    .map(([a, i]) => (i === null ? `${a}` : `${a}+${i}`)),
  fc
    .tuple(
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 12_000 }),
      fc.option(fc.integer({ min: 0, max: 60 })),
    )
    .map(([m, a, i]) => `${m}/${a}${i === null ? '' : `+${i}`}`),
  fc.integer({ min: 1, max: 600 }).map((a) => `*${a}`),
);

describe('a string both notations accept', () => {
  it('S-modes reads as shorthand, as the tag, or is refused with advice that reads back each way', () => {
    fc.assert(
      fc.property(shared, (text) => {
        const shorthand = parseTimeControl(text);
        const pgn = parsePgnTimeControl(text);
        const read = readTimeControl(text);
        if (!shorthand.ok || !pgn.ok) return;
        if (read.ok) {
          expect([unwrap(shorthand), unwrap(pgn)]).toContainEqual(read.value);
          return;
        }
        expect(read.error).toBeInstanceOf(AmbiguousTimeControlError);
        const [minutes, seconds] = (read.error as AmbiguousTimeControlError).readings;
        expect(unwrap(readTimeControl(minutes.explicit))).toEqual(shorthand.value);
        expect(unwrap(readTimeControl(seconds.explicit))).toEqual(pgn.value);
      }),
      propertyOptions({ numRuns: 3000, examples: [['60+0'], ['*30'], ['40/90']] }),
    );
  });
});
