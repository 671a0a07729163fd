import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeUtf16, encodeWindows1252 } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const run = (argv: string[], stdin: string | Uint8Array = '') => runCli(['pgn', ...argv], stdin);

const GOOD = '[Event "A"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6 4. O-O) 4. Ba4 *\n';
const MIXED = `${GOOD}\n[Event "B"]\n\n1. e4 ] e5 *\n\n[Event "C"]\n\n1. e4 e5 2. Ke3 *\n\n[Variant "Shogi"]\n\n1. e4 *\n`;

describe('chesslaws pgn', () => {
  it('PGN-std check counts the games of a good file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chesslaws-pgn-'));
    const file = join(dir, 'good.pgn');
    writeFileSync(file, GOOD + GOOD);
    expect(await run(['check', file])).toEqual({
      code: 0,
      out: ['2 games, 2 ok, 0 with errors'],
      err: [],
    });
  });

  it('PGN-std check reports every bad game with line:column and reads on', async () => {
    const result = await run(['check', '-'], MIXED);
    expect(result.code).toBe(1);
    expect(result.out).toEqual(['4 games, 1 ok, 3 with errors']);
    expect(result.err).toEqual([
      '-:7:7: game 2: ERR_PGN_SYNTAX: unexpected "]"',
      "-:11:13: game 3: ERR_PGN_MOVE: move 2. Ke3: 'Ke3' is not possible: no white king can move to e3",
      '-:13:1: game 4: ERR_PGN_VARIANT: unknown variant "Shogi": chesslaws reads Standard, Chess960, Crazyhouse, Antichess, Atomic, Horde, King of the Hill, Racing Kings, Three-check, Knightmate, Extinction, Almost, Amazon, Shatranj, Makruk; correct the game\'s tag, e.g. [Variant "Crazyhouse"], or load your own variant with --variant-file ./my-variants.mjs (a module exporting variants made with defineVariant)',
    ]);
  });

  it('L-C convert writes the games in the chosen notation', async () => {
    const fide = await run(['convert', '-', '--to', 'fide'], GOOD);
    expect(fide.code).toBe(0);
    expect(fide.out.join('\n')).toContain(
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 ( 3... Nf6 4. 0-0 ) 4. Ba4 *',
    );
    expect((await run(['convert', '-', '--to', 'ru'], GOOD)).out.join('\n')).toContain(
      '2. Кf3 Кc6 3. Сb5',
    );
    expect((await run(['convert', '-', '--to', 'uci'], GOOD)).out.join('\n')).toContain(
      '1. e2e4 e7e5 2. g1f3',
    );
    expect(
      (await run(['convert', '-', '--to', 'lan', '--locale', 'de'], GOOD)).out.join('\n'),
    ).toContain('2. Sg1-f3');
  });

  it('S-wild convert reads localized input by itself and writes canonical SAN', async () => {
    const result = await run(
      ['convert', '-', '--to', 'san'],
      '1. е4 е5 2. Кf3 Кc6 3. Сc4 Сc5 4. 0-0?? *',
    );
    expect(result.out.join('\n').split('\n').at(-1)).toBe(
      '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O $4 *',
    );
  });

  it('convert reports bad games on stderr, skips unreadable ones, and exits 1', async () => {
    const result = await run(['convert', '-', '--to', 'san'], MIXED);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(3);
    const lines = result.out.join('\n').split('\n');
    expect(lines.filter((line) => line.startsWith('[Event ')).sort()).toEqual([
      '[Event "A"]',
      '[Event "C"]',
    ]);
  });

  it('usage errors exit 2', async () => {
    expect((await run(['convert', '-'])).code).toBe(2);
    expect((await run(['convert', '-', '--to', 'klingon'])).code).toBe(2);
    expect((await run(['frobnicate', '-'])).code).toBe(2);
    expect((await run(['check'])).code).toBe(2);
  });

  it('a missing file is an error, not a crash', async () => {
    const result = await run(['check', '/no/such/file.pgn']);
    expect(result).toEqual({
      code: 1,
      out: [],
      err: ['chesslaws pgn: cannot read /no/such/file.pgn: ENOENT'],
    });
  });
});

/** `count` good games, numbered from 1, each `{ pad }`-padded to about `size` bytes. */
const games = (count: number, size = 60): string =>
  Array.from(
    { length: count },
    (_, i) => `[Event "G${i + 1}"]\n[White "W"]\n\n1. e4 { ${'x'.repeat(size)} } e5 *\n`,
  ).join('\n');

describe('chesslaws pgn: trust (issue 28)', () => {
  const BROKEN = '[Event "Broken"]\n\n1. e4 { never closed 2. Nf3\nNc6\n';

  it('trust: an unclosed { ends at the next tag section; check counts the games after it and the lines skipped', async () => {
    const text = `${games(1)}\n${BROKEN}\n${games(98)}`;
    const result = await run(['check', '-'], text);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      "-:8:7: game 2: ERR_PGN_UNTERMINATED: comment opened here is never closed with }: skipped to line 11, where the next game's tags begin",
    ]);
    expect(result.out).toEqual([
      '100 games, 99 ok, 1 with errors; 3 lines skipped (see the errors above)',
    ]);
  });

  it('trust: convert keeps the games after a broken one', async () => {
    const text = `${games(1)}\n${BROKEN}\n${games(98)}`;
    const result = await run(['convert', '-', '--to', 'san'], text);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    const events = result.out
      .join('\n')
      .split('\n')
      .filter((l) => l.startsWith('[Event '));
    expect(events).toHaveLength(99);
    expect(events.at(-1)).toBe('[Event "G98"]');
  });

  it('trust: Windows-1252 bytes read as Windows-1252 with a one-line notice, never as U+FFFD', async () => {
    const text = '[Event "Bad Wörishofen"]\n[White "Müller"]\n[Black "Šulc"]\n\n1. e4 *\n';
    const bytes = encodeWindows1252(text)!;
    const converted = await run(['convert', '-', '--to', 'san'], bytes);
    expect(converted.code).toBe(0);
    expect(converted.err).toEqual([
      'chesslaws pgn: -: bytes that are not UTF-8 (first at line 1, byte 13) read as Windows-1252; give --encoding to read it otherwise',
    ]);
    expect(converted.out.join('\n')).toContain('[White "Müller"]');
    expect(converted.out.join('\n')).toContain('[Black "Šulc"]');
    expect(converted.out.join('\n')).not.toContain('\ufffd');
    // Named, the bytes are read as named, and nothing is said.
    const latin1 = await run(['convert', '-', '--to', 'san', '--encoding', 'latin1'], bytes);
    expect(latin1.err).toEqual([]);
    expect(latin1.out.join('\n')).toContain('[Black "\u008aulc"]');
    const utf8 = await run(['check', '-', '--encoding', 'utf-8'], bytes);
    expect(utf8.err).toEqual([
      'chesslaws pgn: -: bytes that are not UTF-8 (first at line 1, byte 13) read as U+FFFD',
    ]);
    for (const rules of [
      ['--rules', 'casual', '--jobs', '1'],
      ['--rules', 'casual', '--jobs', '2'],
    ]) {
      const checked = await run(['check', '-', ...rules], bytes);
      expect(checked.err).toEqual([converted.err[0]]);
    }
  });

  it('trust: UTF-16 with a byte order mark, and UTF-8 with one, read as the text', async () => {
    const text = '[White "Müller"]\n\n1. e4 *\n';
    const le = encodeUtf16(text, true);
    const withMark = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    for (const bytes of [le, withMark]) {
      const result = await run(['convert', '-', '--to', 'san'], bytes);
      expect(result.err).toEqual([]);
      expect(result.out.join('\n')).toContain('[White "Müller"]');
    }
  });

  it('trust: --encoding names an encoding it reads, or it is a usage error', async () => {
    const bad = await run(['check', '-', '--encoding', 'ebcdic'], GOOD);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toBe(
      "chesslaws pgn: --encoding: unknown encoding 'ebcdic' (known: utf-8, utf-16le, utf-16be, windows-1252, latin1)",
    );
    expect((await run(['check', '-', '--encoding', 'CP1252'], GOOD)).code).toBe(0);
  });
});
