import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const run = (...argv: string[]) => runCli(['fen', ...argv]);

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('chesslaws fen check', () => {
  it('L-2.4 prints ok and the FEN for the start position', async () => {
    expect(await run('check', START)).toEqual({ code: 0, out: ['ok', START], err: [] });
  });

  it('L-3.7 normalizes: the e.p. square only when a capture is legal, defaults for missing clocks', async () => {
    const result = await run('check', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3');
    expect(result).toEqual({
      code: 0,
      out: ['ok', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'],
      err: [],
    });
  });

  it('accepts an unquoted FEN split over several arguments', async () => {
    expect((await run('check', ...START.split(' '))).out).toEqual(['ok', START]);
  });

  it('L-3.8 drops an impossible castling right with a warning by default', async () => {
    const result = await run('check', '4k3/8/8/8/8/8/8/4K3 w K - 0 1');
    expect(result.code).toBe(0);
    expect(result.out).toEqual(['ok', '4k3/8/8/8/8/8/8/4K3 w - - 0 1']);
    expect(result.err).toEqual([
      'warning: ERR_CASTLING_RIGHTS: castling right on h1, but no white rook stands there',
    ]);
  });

  it('L-3.8 rejects the same FEN with --strict', async () => {
    const result = await run('check', '4k3/8/8/8/8/8/8/4K3 w K - 0 1', '--strict');
    expect(result.code).toBe(1);
    expect(result.out).toEqual([
      'ERR_CASTLING_RIGHTS: castling right on h1, but no white rook stands there',
    ]);
  });

  it('L-3.10 rejects an impossible check with --strict only', async () => {
    const fen = '4k3/5P2/3N4/8/8/8/4R3/4K3 b - - 0 1';
    expect((await run('check', fen, '--strict')).out[0]).toMatch(/^ERR_IMPOSSIBLE_CHECK: /);
    expect((await run('check', fen)).out).toEqual(['ok', fen]);
  });

  it('L-3.10 lists every problem of an illegal position, exit 1', async () => {
    const result = await run('check', '8/8/8/8/8/8/8/8 w - - 0 1');
    expect(result.code).toBe(1);
    expect(result.out).toEqual([
      'ERR_EMPTY: the board is empty',
      'ERR_KINGS: White has no king',
      'ERR_KINGS: Black has no king',
    ]);
  });

  it('reports a syntax error with its field and offset, exit 1', async () => {
    const result = await run('check', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1');
    expect(result).toEqual({
      code: 1,
      out: ["ERR_FEN_TURN: side to move must be 'w' or 'b', not 'x' (turn, offset 44)"],
      err: [],
    });
  });

  it('L-G2 reads Chess960 castling with --chess960', async () => {
    const fen = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9';
    expect((await run('check', fen, '--chess960', '--strict')).out).toEqual([
      'ok',
      'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9',
    ]);
    expect((await run('check', fen, '--strict')).code).toBe(1);
  });

  it.each([
    [[], 'missing subcommand'],
    [['verify', START], "unknown subcommand 'verify'"],
    [['check'], 'missing FEN'],
    [['check', START, '--lenient'], "Unknown option '--lenient'"],
    [['check', START, '--strict=yes'], '--strict'],
  ])('%j is a usage error (exit 2, no stack trace)', async (args, words) => {
    const result = await run(...args);
    expect(result.code).toBe(2);
    expect(result.out).toEqual([]);
    expect(result.err[0]).toContain(words);
    expect(result.err.join('\n')).toContain('Usage: chesslaws fen check');
    expect(result.err.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('prints its usage with --help', async () => {
    const result = await run('check', '--help');
    expect(result.code).toBe(0);
    expect(result.out[0]).toContain('--chess960');
  });
});
