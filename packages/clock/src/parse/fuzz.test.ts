/**
 * Bad time-control text must never crash the parsers: every input gives a control or a
 * `ClockError` with a stable code, and a syntax error points at a character of the input.
 * What parses must print and parse back to the same control.
 */
import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimeControl } from '../control/types.js';
import { CLOCK_ERROR_CODES, ClockError } from '../errors.js';
import { type Result, unwrap } from '../result.js';
import { makeTimeControl } from './makeShorthand.js';
import { makePgnTimeControl, parsePgnTimeControl } from './pgn.js';
import { readTimeControl } from './read.js';
import { sameStages } from './same.js';
import { parseTimeControl } from './shorthand.js';

// The characters both notations use, so random text reaches deep into the grammars.
const TC_CHARS = [...'0123456789+/:,@*-?.dhmsvxtbcnyoSDBUPHGenv '];
const tcText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...TC_CHARS), maxLength: 40 }),
  fc.constantFrom('90/40+30, 30+30', '5+2@61 vs 4+2@61', '40/7200:3600', '300+2', '-', '?', '*180'),
  fc.string({ maxLength: 40 }),
);

function expectClockError(error: unknown, input: string): void {
  expect(error).toBeInstanceOf(ClockError);
  const { code, location } = error as ClockError;
  expect(CLOCK_ERROR_CODES).toContain(code);
  if (code === 'ERR_TC_SYNTAX') {
    expect(location?.offset).toBeGreaterThanOrEqual(0);
    expect(location?.offset).toBeLessThanOrEqual(input.length);
  }
}

/**
 * Fuzzes one parser/printer pair: every text parses or fails with a located `ClockError`, and
 * what parses prints to text that parses back to the same stages. Returns how many parsed.
 */
function fuzzParser(
  parse: (text: string) => Result<TimeControl | undefined, ClockError>,
  print: (control: TimeControl) => string | undefined,
): number {
  let parsed = 0;
  fc.assert(
    fc.property(tcText, (text) => {
      const result = parse(text);
      if (!result.ok) return expectClockError(result.error, text);
      parsed++;
      const printed = result.value && print(result.value);
      if (printed === undefined) return;
      const again = parse(printed);
      expect(again.ok && again.value !== undefined).toBe(true);
      if (again.ok && again.value && result.value) {
        expect(sameStages(again.value.white, result.value.white)).toBe(true);
        expect(sameStages(again.value.black, result.value.black)).toBe(true);
      }
    }),
    propertyOptions({ numRuns: 2000 }),
  );
  return parsed;
}

describe('time-control parsers on any text', () => {
  it('S-modes parseTimeControl gives a control that prints and reads back the same, or a located error', () => {
    expect(fuzzParser(parseTimeControl, makeTimeControl)).toBeGreaterThan(20);
  });

  it('S-modes parsePgnTimeControl gives a control (or none) that prints and reads back the same, or a located error', () => {
    expect(fuzzParser(parsePgnTimeControl, makePgnTimeControl)).toBeGreaterThan(20);
  });

  it('S-modes readTimeControl on any bare text (pgn: or not) gives a control that prints and reads back the same, or a located error', () => {
    const text = fc.oneof(
      tcText,
      tcText.map((t) => `pgn:${t}`),
    );
    let read = 0;
    fc.assert(
      fc.property(text, (t) => {
        const result = readTimeControl(t);
        if (!result.ok) return expectClockError(result.error, t);
        read++;
        expect(unwrap(readTimeControl(makeTimeControl(result.value)))).toEqual(result.value);
      }),
      propertyOptions({ numRuns: 2000 }),
    );
    expect(read).toBeGreaterThan(20);
  });
});
