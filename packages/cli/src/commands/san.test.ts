import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const run = (...argv: string[]) => runCli(['san', ...argv]);

const row = (out: string[], label: string): string | undefined =>
  out
    .find((line) => line.startsWith(`${label} `))
    ?.slice(label.length)
    .trim();

describe('chesslaws san', () => {
  it('L-C S-LAN prints a move of the start position in every style', async () => {
    const { code, out, err } = await run('Nf3');
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect([
      row(out, 'san'),
      row(out, 'fide'),
      row(out, 'lan'),
      row(out, 'figurine'),
      row(out, 'uci'),
    ]).toEqual(['Nf3', 'Nf3', 'Ng1-f3', '♘f3', 'g1f3']);
  });

  it('S-ru L-D reads Russian and prints every language and the spoken forms', async () => {
    const fen = '4k3/8/8/7p/8/8/8/3QK3 w - - 0 1';
    const { code, out } = await run('--fen', fen, '--locale', 'ru', 'Ф:h5+');
    expect(code).toBe(0);
    expect(row(out, 'san')).toBe('Ф:h5+');
    expect(row(out, 'san en')).toBe('Qxh5+');
    expect(row(out, 'san de')).toBe('Dxh5+');
    expect(row(out, 'spoken en')).toBe('Queen d1 takes h5, check');
    expect(row(out, 'spoken ru')).toBe('Ферзь d1 бьёт h5, шах');
  });

  it('L-3.9 an illegal move: the reason, exit 1, no stack trace', async () => {
    const { code, out, err } = await run('--fen', '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', 'Nf4');
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([
      "chesslaws san: ERR_SAN_ILLEGAL: 'Nf4' is illegal: the knight on e2 is pinned to its king",
    ]);
  });

  it('S-wild strict mode rejects 0-0 where SAN writes O-O, with the offset', async () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect((await run('--fen', fen, '0-0')).code).toBe(0);
    const strict = await run('--fen', fen, '--strict', '0-0');
    expect(strict.code).toBe(1);
    expect(strict.err[0]).toContain(
      "ERR_SAN_SYNTAX: '0-0' is not canonical san: expected 'O-O' (offset 0)",
    );
  });

  it('a bad FEN, a syntax error: exit 1 with the code', async () => {
    const badFen = await run('--fen', 'not a fen', 'e4');
    expect(badFen.code).toBe(1);
    expect(badFen.err[0]).toMatch(/^chesslaws san: invalid FEN: ERR_FEN/);
    const syntax = await run('Nf9');
    expect(syntax).toMatchObject({
      code: 1,
      err: ["chesslaws san: ERR_SAN_SYNTAX: 'Nf9' is not a move: ranks run from 1 to 8 (offset 2)"],
    });
  });

  it('N-drop --variant crazyhouse reads a drop and prints it in every style and language', async () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR[NPn] w KQkq - 2 3';
    const { code, out, err } = await run('--variant', 'crazyhouse', '--fen', fen, 'N@d6');
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect([row(out, 'san'), row(out, 'uci'), row(out, 'san de'), row(out, 'spoken en')]).toEqual([
      'N@d6+',
      'N@d6',
      'S@d6+',
      'Knight dropped on d6, check',
    ]);
    const pawn = await run('--variant', 'crazyhouse', '--fen', fen, '@d3');
    expect([row(pawn.out, 'san'), row(pawn.out, 'san ru')]).toEqual(['P@d3', '@d3']);
  });

  it('N-drop a drop without --variant says what to type', async () => {
    expect(await run('N@f3')).toEqual({
      code: 1,
      out: [],
      err: [
        "chesslaws san: ERR_SAN_NO_SUCH_MOVE: 'N@f3' is not possible: there are no drops in Standard: only a variant with pockets (crazyhouse) has them (offset 0); a drop needs a variant with pockets: add --variant crazyhouse",
      ],
    });
    const empty = await run('--variant', 'crazyhouse', 'N@f3');
    expect(empty.err).toEqual([
      "chesslaws san: ERR_SAN_ILLEGAL: 'N@f3' is illegal: white has no knight in the pocket (it is empty) (offset 0)",
    ]);
  });

  it('usage errors exit 2: no move, two moves, an unknown locale or flag', async () => {
    for (const argv of [[], ['e4', 'e5'], ['--locale', 'xx', 'e4'], ['--frobnicate', 'e4']]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err.at(-1)).toContain('Usage: chesslaws san');
    }
  });
});
