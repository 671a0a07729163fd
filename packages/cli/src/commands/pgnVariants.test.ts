/**
 * `chesslaws pgn check` and `convert` on lichess variant exports as they are (test data in
 * test/fixtures/pgn/lichess, see its SOURCES.md): every game of the seven lichess variants is
 * read by its Variant tag, replayed by its rules, and ends the way the variant ends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mainline, type PgnGame, parsePgn, replayMainline } from '@chesslaws/notation';
import { allVariants } from '@chesslaws/variants';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const DIR = join(import.meta.dirname, '../../test/fixtures/pgn/lichess');
const text = (name: string): string => readFileSync(join(DIR, `${name}.pgn`), 'utf8');
const game = (name: string): PgnGame => {
  const [read] = parsePgn(text(name), { variants: allVariants() });
  if (!read?.ok) throw read?.error;
  return read.value;
};

// The file, the variant's rule that ends it, the winner, and the last move as lichess writes it.
const ENDINGS = [
  ['atomic', 'V-atomic.king-exploded', 'white', 'Nxf7#'],
  ['kingofthehill', 'V-kingofthehill.hill', 'white', 'Kd4#'],
  ['threecheck', 'V-3check.checks', 'white', 'Qb5#'],
  ['racingkings', 'V-racingkings.goal', 'white', 'Kf8#'],
  ['crazyhouse', 'L-5.1.1', 'white', 'B@e5#'],
  ['antichess', 'V-antichess.no-pieces', 'black', 'dxe3#'],
  ['horde', 'V-horde.wiped-out', 'black', 'Kxa5#'],
] as const;

describe('chesslaws pgn on lichess variant exports', () => {
  it.each(ENDINGS)('PGN-std V-%s: check reads the game by its Variant tag', async (name) => {
    const file = join(DIR, `${name}.pgn`);
    expect(await runCli(['pgn', 'check', file])).toEqual({
      code: 0,
      out: ['1 game, 1 ok, 0 with errors'],
      err: [],
    });
  });

  it.each(ENDINGS)(
    'PGN-std V-%s: the game ends by %s, %s winning, on %s',
    (name, rule, winner, last) => {
      const g = game(name);
      const replay = replayMainline(g, { positions: false });
      if (!replay.ok) throw replay.error;
      expect(replay.value.final.outcome()).toEqual({ winner, rule });
      expect([...mainline(g)].at(-1)?.san).toBe(last);
      expect(g.result).toBe(winner === 'white' ? '1-0' : '0-1');
    },
  );

  it('PGN-std check reads all seven from standard input, with clocks and tags as lichess writes them', async () => {
    const all = ENDINGS.map(([name]) => text(name)).join('');
    const result = await runCli(['pgn', 'check', '-'], all);
    expect(result).toEqual({ code: 0, out: ['7 games, 7 ok, 0 with errors'], err: [] });
  });

  it('L-C convert --to san writes lichess movetext back move for move (drops as P@e6)', async () => {
    for (const [name] of ENDINGS) {
      const result = await runCli(['pgn', 'convert', join(DIR, `${name}.pgn`), '--to', 'san']);
      expect(result.code, name).toBe(0);
      const [back] = parsePgn(result.out.join('\n'), { variants: allVariants() });
      if (!back?.ok) throw back?.error;
      expect(
        [...mainline(back.value)].map((n) => n.san),
        name,
      ).toEqual([...mainline(game(name))].map((n) => n.san));
      expect(back.value.headers.get('Variant')).toBe(game(name).headers.get('Variant'));
    }
  });

  it('L-C.2 convert rewrites a crazyhouse game in UCI and in German, drops included', async () => {
    const file = join(DIR, 'crazyhouse.pgn');
    const uci = (await runCli(['pgn', 'convert', file, '--to', 'uci'])).out.join('\n');
    expect(uci).toMatch(/6\.\s+P@e6\s+\{\s+\[%clk\s+0:02:40\]\s+\}\s+6\.\.\.\s+f7g8\s/);
    expect(uci).toMatch(/12\.\s+B@e5\s+\{/);
    const german = (await runCli(['pgn', 'convert', file, '--to', 'de'])).out.join('\n');
    expect(german).toMatch(/12\.\s+L@e5#/);
    expect(german).toMatch(/6\.\s+@e6\+/);
  });

  it('PGN-std L-G2 lichess\'s "From Position" and "Chess960" tags, with FEN and SetUp as lichess writes them', async () => {
    const fromPosition = `[Event "Casual game"]\n[Site "https://lichess.org/Fp5tQx2a"]\n[Result "1-0"]\n[Variant "From Position"]\n[FEN "4k3/8/4K3/8/8/8/8/7R w - - 0 1"]\n[SetUp "1"]\n\n1. Rh8# { [%clk 0:03:00] } 1-0\n\n`;
    const chess960 = `[Event "Rated Chess960 game"]\n[Site "https://lichess.org/C9x6Rt4e"]\n[Result "*"]\n[Variant "Chess960"]\n[FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]\n[SetUp "1"]\n\n1. O-O { [%clk 0:03:00] } 1... O-O { [%clk 0:03:00] } 2. e4 *\n`;
    expect(await runCli(['pgn', 'check', '-'], fromPosition + chess960)).toEqual({
      code: 0,
      out: ['2 games, 2 ok, 0 with errors'],
      err: [],
    });
    const uci = (await runCli(['pgn', 'convert', '-', '--to', 'uci'], chess960)).out.join('\n');
    expect(uci).toMatch(/1\. f1g1 \{ \[%clk 0:03:00\] \} 1\.\.\. f8g8/);
  });

  it('PGN-std an illegal drop in a lichess export is reported with its line:column and reason', async () => {
    const bad = text('crazyhouse').replace('8... N@h4', '8... Q@h4');
    const result = await runCli(['pgn', 'check', '-'], bad);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      "-:18:409: game 1: ERR_PGN_MOVE: move 8... Q@h4: 'Q@h4' is illegal: black has no queen in the pocket (it holds 1 knight)",
    ]);
  });
});
