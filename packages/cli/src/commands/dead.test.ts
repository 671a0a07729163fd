import { Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const run = (...argv: string[]) => runCli(['dead', ...argv]);

/** Replays a `side: uci uci ...` proof line from `fen` and says whether it ends in mate by `side`. */
function matesFor(fen: string, proof: string): boolean {
  const [side, moves] = proof.split(': ') as [string, string];
  const pos = Position.fromFen(fen, { mode: 'lenient' });
  if (!pos.ok) return false;
  for (const text of moves.split(' ')) {
    const move = pos.value.normalizeMove(parseUci(text)!);
    if (!move) return false;
    pos.value.play(move);
  }
  return pos.value.isCheckmate() && pos.value.turn !== side;
}

describe('chesslaws dead', () => {
  it('L-5.2.2 prints dead for a blocked pawn wall', async () => {
    const result = await run('--fen', '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1');
    expect(result).toEqual({ code: 0, out: ['dead'], err: [] });
  });

  it('L-6.9 prints white-can-win for K+Q v K, and a mating line with --proof', async () => {
    const fen = '4k3/8/8/8/8/8/8/3QK3 b - - 0 1';
    const result = await run('--fen', fen, '--proof');
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe('white-can-win');
    expect(result.out).toHaveLength(2);
    expect(result.out[1]).toMatch(/^white: /);
    expect(matesFor(fen, result.out[1]!)).toBe(true);
  });

  it('L-6.9 prints black-can-win when only Black has mating material', async () => {
    expect((await run('--fen', '4k3/8/8/8/8/8/8/3qK3 w - - 0 1')).out).toEqual(['black-can-win']);
  });

  it('L-5.2.2 prints both-can-win for the start position; both proofs replay to mate', async () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const result = await run('--proof', '--fen', fen);
    expect(result.out[0]).toBe('both-can-win');
    expect(result.out.slice(1).map((line) => matesFor(fen, line))).toEqual([true, true]);
  });

  it('prints unknown when the node budget is too small', async () => {
    expect((await run('--fen', '2k5/3n4/8/8/8/8/8/2KB4 w - - 0 1', '--nodes', '5')).out).toEqual([
      'unknown',
    ]);
  });

  it('accepts an unquoted FEN split over several arguments', async () => {
    expect((await run(...'4k3/8/8/8/8/8/8/4K3 w - - 0 1'.split(' '))).out).toEqual(['dead']);
  });

  it('exits 1 with the problem for an illegal FEN', async () => {
    const result = await run('--fen', '8/8/8/8/8/8/8/8 w - - 0 1');
    expect(result.code).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.err).toContain('chesslaws dead: invalid position: ERR_EMPTY: the board is empty');
  });

  it('exits 2 on a usage error', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('--fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', '--nodes', 'many')).code).toBe(2);
  });
});
