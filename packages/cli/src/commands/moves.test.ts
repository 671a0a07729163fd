import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const run = (...argv: string[]) => runCli(['moves', ...argv]);

const CASTLING = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';

describe('chesslaws moves', () => {
  it('lists the legal moves of the start position, one per line', async () => {
    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toHaveLength(20);
    expect(out).toContain('e2e4');
    expect(out).toContain('g1f3');
  });

  it('L-3.8 castling is e1g1 / e1c1 in standard chess', async () => {
    const { out } = await run('--fen', CASTLING);
    expect(out).toContain('e1g1');
    expect(out).toContain('e1c1');
    expect(out).not.toContain('e1h1');
  });

  it('L-G2 castling is king-takes-rook with --chess960, and --json prints an array', async () => {
    const { code, out } = await run('--fen', CASTLING, '--chess960', '--json');
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const moves = JSON.parse(out[0]!) as string[];
    expect(moves).toHaveLength(26);
    expect(moves).toContain('e1h1');
    expect(moves).toContain('e1a1');
    expect(moves).not.toContain('e1g1');
  });

  it('L-5.1.1 a mated side has no moves', async () => {
    const mate = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
    expect(await run('--fen', mate)).toEqual({ code: 0, out: [], err: [] });
    expect((await run('--fen', mate, '--json')).out).toEqual(['[]']);
  });

  it('a bad FEN is a clear message and exit 1', async () => {
    const { code, err } = await run('--fen', 'rnbqkbnr w');
    expect(code).toBe(1);
    expect(err[0]).toMatch(/^chesslaws moves: invalid FEN: ERR_FEN_/);
  });

  it('an unknown flag is a usage error (exit 2)', async () => {
    expect((await run('--depth', '2')).code).toBe(2);
  });
});
