import { describe, expect, it } from 'vitest';
import { parsePgn, readGames } from './parse.js';

/** Each game read: `ok` or `CODE line:column`, plus the length of its message. */
async function read(text: string, chunk: number): Promise<string[]> {
  async function* pieces(): AsyncGenerator<string> {
    for (let i = 0; i < text.length; i += chunk) yield text.slice(i, i + chunk);
  }
  const out: string[] = [];
  for await (const g of readGames(pieces()))
    out.push(
      g.ok
        ? `ok ${g.value.root.children.length}`
        : `${g.error.code} ${g.error.location?.line}:${g.error.location?.column}`,
    );
  return out;
}

const whole = (text: string): string[] =>
  parsePgn(text).map((g) =>
    g.ok
      ? `ok ${g.value.root.children.length}`
      : `${g.error.code} ${g.error.location?.line}:${g.error.location?.column}`,
  );

describe('PGN input limits (issue 28, item 7)', () => {
  // Each of these was buffered whole and scanned again with every chunk (quadratic time), and
  // the glyph's error message echoed all of it.
  for (const [what, run] of [
    ['a move number', '1'.repeat(300_000)],
    ['a NAG', `$${'1'.repeat(300_000)}`],
    ['a glyph', '!'.repeat(300_000)],
  ] as const) {
    it(`trust: ${what} longer than the token limit is refused, the same whole or in chunks`, async () => {
      const text = `1. e4 ${run}2 e5 *\n\n1. d4 *`;
      const expected = ['ERR_PGN_TOKEN_TOO_LONG 1:7', 'ok 1'];
      expect(whole(text)).toEqual(expected);
      expect(await read(text, 65_536)).toEqual(expected);
      expect(await read(text, 1000)).toEqual(expected);
      const [first] = parsePgn(text);
      expect(first?.ok === false && first.error.message.length).toBeLessThan(200);
    });
  }

  it('trust: a tag pair longer than the tag limit is refused whether it comes whole or cut', async () => {
    const text = `[Event "${'x'.repeat(70_000)}"] {c}\n[Site "y"]\n\n1. e4 *`;
    const expected = ['ERR_PGN_TOKEN_TOO_LONG 1:1'];
    expect(whole(text)).toEqual(expected);
    for (const chunk of [65_536, 50_000, 100_000, 1 << 20])
      expect(await read(text, chunk)).toEqual(expected);
    // At the limit it is read.
    const fits = `[Event "${'x'.repeat(100)}"]\n1. e4 *`;
    expect(parsePgn(fits, { maxTagLength: 110 })[0]?.ok).toBe(true);
    expect(parsePgn(fits, { maxTagLength: 109 })[0]?.ok).toBe(false);
  });
});
