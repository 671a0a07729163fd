import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const run = (...argv: string[]) => runCli(['perft', ...argv]);

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

describe('chesslaws perft', () => {
  it('V-atomic V-crazyhouse V-3check --variant starts from the variant and counts its moves', async () => {
    expect(await run('--variant', 'atomic', '--depth', '3')).toEqual({
      code: 0,
      out: ['8902'],
      err: [],
    });
    expect((await run('--variant', 'racingkings', '--depth', '2')).out).toEqual(['421']);
    expect((await run('--variant', 'horde', '--depth', '2')).out).toEqual(['128']);
    expect(
      (
        await run(
          '--variant',
          '3check',
          '--fen',
          KIWIPETE.replace(' 0 1', ' 1+1 0 1'),
          '--depth',
          '2',
        )
      ).out,
    ).toEqual(['2039']);
    // White holds a knight: drops are written N@square.
    const zh = await run(
      '--variant',
      'crazyhouse',
      '--fen',
      'r1bqkb1r/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[N] w KQkq - 2 3',
      '--depth',
      '1',
      '--divide',
    );
    expect(zh.code).toBe(0);
    expect(zh.out).toContain('N@d5 1');
    expect(zh.out.filter((line) => line.includes('@'))).toHaveLength(33); // the 33 empty squares
  });

  it('--variant with an unknown name lists the names to type', async () => {
    const { code, err } = await run('--variant', 'atomc', '--depth', '1');
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(
      /unknown variant 'atomc'; try --variant with one of: standard, chess960, crazyhouse, antichess, atomic/,
    );
  });

  it('counts from the start position by default', async () => {
    expect(await run('--depth', '3')).toEqual({ code: 0, out: ['8902'], err: [] });
    expect((await run('--depth', '0')).out).toEqual(['1']);
  });

  it('--divide prints one line per move, then the total', async () => {
    const { code, out } = await run('--fen', KIWIPETE, '--depth', '2', '--divide');
    expect(code).toBe(0);
    expect(out).toHaveLength(49);
    expect(out.at(-1)).toBe('2039');
    expect(out).toContain('e1g1 43');
    expect(out.slice(0, -1).every((line) => /^[a-h][1-8][a-h][1-8][qrbn]? \d+$/.test(line))).toBe(
      true,
    );
  });

  it('L-G2 --chess960 writes castling king-takes-rook', async () => {
    const { out } = await run(
      '--fen',
      '1r2k3/8/8/8/8/8/8/1R2K3 w Bb - 0 1',
      '--depth',
      '2',
      '--divide',
      '--chess960',
    );
    expect(out).toContain('e1b1 13');
    expect(out.some((line) => line.startsWith('e1c1'))).toBe(false);
  });

  it('a bad FEN is a clear message and exit 1, never a stack trace', async () => {
    const { code, out, err } = await run('--fen', 'rnbqkbnr/pppppppp/8 w KQkq -', '--depth', '1');
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^chesslaws perft: invalid FEN: ERR_FEN_BOARD: /);
    const noKing = await run('--fen', '8/8/8/8/8/8/8/8 w - - 0 1', '--depth', '1');
    expect(noKing.code).toBe(1);
    expect(noKing.err.join('\n')).toMatch(/chesslaws perft: invalid position: ERR_KINGS/);
  });

  it('bad flags are usage errors (exit 2)', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('--depth', 'three')).code).toBe(2);
    expect((await run('--depth', '-1')).code).toBe(2);
    const unknown = await run('--depth', '1', '--fast');
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(/^chesslaws perft: /);
  });

  it('V-crazyhouse --chess960 with a non-standard --variant is a usage error saying what to type', async () => {
    const refused = await run('--variant', 'crazyhouse', '--chess960', '--depth', '1');
    expect(refused.code).toBe(2);
    expect(refused.err[0]).toBe(
      'chesslaws perft: --chess960 with --variant crazyhouse: use --variant chess960 for Chess960, or drop --chess960',
    );
    const moves = await runCli(['moves', '--variant', 'atomic', '--chess960']);
    expect(moves.code).toBe(2);
    expect((await run('--variant', 'chess960', '--chess960', '--depth', '1')).out).toEqual(['20']);
  });
});
