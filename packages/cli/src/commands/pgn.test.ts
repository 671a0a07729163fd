import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const run = (argv: string[], stdin = '') => runCli(['pgn', ...argv], stdin);

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
