import { encodeUtf16, encodeWindows1252 } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { type DecodeNotice, type DecodeOptions, PgnDecoder, parsePgnEncoding } from './decode.js';
import { readGames } from './parse.js';
import { textChunks } from './source.js';

const PGN = '[Event "Café"]\n[White "Müller, Jürgen"]\n[Black "Šachová – „€“"]\n\n1. e4 *\n';

/** `text` in Windows-1252 bytes (every character of PGN above has one). */
const cp1252 = (text: string): Uint8Array => encodeWindows1252(text)!;
const utf16 = encodeUtf16;

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The text of `bytes` decoded in pieces of `size` bytes, and the notices given. */
async function decode(
  bytes: Uint8Array,
  size: number,
  options: DecodeOptions = {},
): Promise<{ text: string; notices: DecodeNotice[] }> {
  const notices: DecodeNotice[] = [];
  async function* pieces(): AsyncGenerator<Uint8Array> {
    for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size);
  }
  let text = '';
  for await (const chunk of textChunks(pieces(), {
    ...options,
    onDecodeNotice: (n) => void notices.push(n),
  }))
    text += chunk;
  return { text, notices };
}

describe('PGN bytes and encodings (issue 28, item 5)', () => {
  it('trust: Windows-1252 bytes read as Windows-1252 with one notice, never as U+FFFD', async () => {
    const notices: DecodeNotice[] = [];
    const games = [];
    for await (const g of readGames(cp1252(PGN), { onDecodeNotice: (n) => void notices.push(n) }))
      games.push(g);
    expect(games).toHaveLength(1);
    const headers = games[0]?.ok ? games[0].value.headers : undefined;
    expect(headers?.get('White')).toBe('Müller, Jürgen');
    expect(headers?.get('Black')).toBe('Šachová – „€“');
    expect(notices).toEqual([
      {
        kind: 'windows-1252',
        encoding: 'windows-1252',
        byteOffset: 11,
        line: 1,
        message: 'bytes that are not UTF-8 (first at line 1, byte 11) read as Windows-1252',
      },
    ]);
  });

  it('trust: UTF-8 with or without a mark, UTF-16 LE and BE with one, in pieces of any size', async () => {
    const inputs: [string, Uint8Array][] = [
      ['utf-8', utf8(PGN)],
      ['utf-8 with a mark', Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(PGN)])],
      ['utf-16le', utf16(PGN, true)],
      ['utf-16be', utf16(PGN, false)],
      ['windows-1252', cp1252(PGN)],
    ];
    for (const [name, bytes] of inputs) {
      for (const size of [1, 2, 3, 5, 64, 1 << 20]) {
        const { text, notices } = await decode(bytes, size);
        expect(text, `${name} in pieces of ${size}`).toBe(PGN);
        expect(notices.length, name).toBe(name === 'windows-1252' ? 1 : 0);
      }
    }
  });

  it('trust: a file that mixes UTF-8 and Windows-1252 reads each name right', async () => {
    const bytes = Uint8Array.from([
      ...utf8('[White "Müller"]\n'),
      ...cp1252('[Black "Müller"]\n*'),
    ]);
    const { text, notices } = await decode(bytes, 7);
    expect(text).toBe('[White "Müller"]\n[Black "Müller"]\n*');
    expect(notices.map((n) => [n.line, n.byteOffset])).toEqual([[2, 27]]);
  });

  it('trust: a named encoding is read as named; U+FFFD only with a notice', async () => {
    const bytes = Uint8Array.from([0x80, 0x41, 0xff]);
    expect((await decode(bytes, 1, { encoding: 'windows-1252' })).text).toBe('€Aÿ');
    expect((await decode(bytes, 1, { encoding: 'latin1' })).text).toBe('\u0080Aÿ');
    const named = await decode(bytes, 1, { encoding: 'utf-8' });
    expect(named.text).toBe('\ufffdA\ufffd');
    expect(named.notices.map((n) => n.message)).toEqual([
      'bytes that are not UTF-8 (first at line 1, byte 0) read as U+FFFD',
    ]);
    // A lone surrogate, and a last byte without its pair, in UTF-16.
    const lone = await decode(Uint8Array.from([0xff, 0xfe, 0x41, 0, 0x00, 0xd8, 0x42, 0, 0x43]), 3);
    expect(lone.text).toBe('A\ufffdB\ufffd');
    expect(lone.notices.map((n) => [n.kind, n.encoding])).toEqual([['replaced', 'utf-16le']]);
  });

  it('every byte string decodes the same whole or cut anywhere', () => {
    const bytes = Uint8Array.from(
      { length: 600 },
      (_, i) =>
        [0xc3, 0xbc, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0x41, 0xfc, 0xed, 0xa0][
          (i * 7) % 13
        ]!,
    );
    for (const encoding of [undefined, 'utf-8', 'utf-16le', 'utf-16be', 'latin1'] as const) {
      const whole = new PgnDecoder(encoding ? { encoding } : {});
      const expected = whole.decode(bytes) + whole.end();
      for (const size of [1, 2, 3, 4, 5, 13]) {
        const cut = new PgnDecoder(encoding ? { encoding } : {});
        let text = '';
        for (let i = 0; i < bytes.length; i += size)
          text += cut.decode(bytes.subarray(i, i + size));
        expect(text + cut.end(), `${encoding} in pieces of ${size}`).toBe(expected);
      }
    }
  });

  it('parsePgnEncoding reads the usual names of each encoding', () => {
    expect(['UTF8', 'utf-16LE', 'cp1252', 'ISO-8859-1', 'latin-1'].map(parsePgnEncoding)).toEqual([
      'utf-8',
      'utf-16le',
      'windows-1252',
      'latin1',
      'latin1',
    ]);
    expect(parsePgnEncoding('ebcdic')).toBeUndefined();
    expect(parsePgnEncoding('constructor')).toBeUndefined();
  });
});
