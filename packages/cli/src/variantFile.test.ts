import { describe, expect, it } from 'vitest';
import { runCli } from '../test/runCli.js';

const FILE = 'test/fixtures/variants/my-variants.mjs';

describe("--variant-file: a user's variants wherever a built-in one goes", () => {
  it('V-define perft, moves and fen check play a variant of a --variant-file', async () => {
    // Knightmate's counts, as Fairy-Stockfish 11.1 gives them (`go perft 3`).
    expect(
      await runCli(['perft', '--variant-file', FILE, '--variant', 'myknightmate', '--depth', '3']),
    ).toEqual({
      code: 0,
      out: ['6765'],
      err: [],
    });
    const moves = await runCli(['moves', '--variant-file', FILE, '--variant', 'myknightmate']);
    expect(moves.out).toContain('e1f3');
    expect(moves.out).toHaveLength(18);
    const fen = await runCli([
      'fen',
      'check',
      'rnsmksnr/pppppppp/8/8/8/8/PPPPPPPP/RNSMKSNR w KQkq - 0 1',
      '--variant-file',
      FILE,
      '--variant',
      'thaipieces',
    ]);
    expect(fen.code).toBe(0);
    expect(fen.out.join('\n')).toMatch(/rnsmksnr/);
  });

  it('V-define play and pgn check, convert read a Variant tag of a --variant-file', async () => {
    const played = await runCli(
      [
        'play',
        '--rules',
        'casual',
        '--script',
        '-',
        '--pgn',
        '--variant-file',
        FILE,
        '--variant',
        'myknightmate',
      ],
      JSON.stringify([{ move: 'e4' }, { move: 'e5' }, { move: 'Kf3' }]),
    );
    expect(played.err).toEqual([]);
    expect(played.code).toBe(0);
    const pgn = played.out.join('\n');
    expect(pgn).toMatch(/\[Variant "My Knightmate"\]/);
    expect(pgn).toMatch(/1\. e4 e5 2\. Kf3/);
    const game = '[Variant "My Knightmate"]\n\n1. e4 e5 2. Kf3 Kf6 *\n';
    const checked = await runCli(['pgn', 'check', '-', '--variant-file', FILE], game);
    expect(checked).toEqual({ code: 0, out: ['1 game, 1 ok, 0 with errors'], err: [] });
    const converted = await runCli(
      ['pgn', 'convert', '-', '--to', 'ru', '--variant-file', FILE],
      game,
    );
    expect(converted.out.join('\n')).toMatch(/\n1\. e4 e5 2\. Крf3 Крf6 \*$/);
    const ruled = await runCli(
      ['pgn', 'check', '-', '--rules', 'casual', '--variant-file', FILE],
      game,
    );
    expect(ruled.code).toBe(0);
    // Without the file, the tag is unknown and the message says how to load it.
    const refused = await runCli(['pgn', 'check', '-'], game);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(
      /unknown variant "My Knightmate".*--variant-file \.\/my-variants\.mjs/,
    );
  });

  it('V-define an unknown variant says how to load one; a bad file is a located usage error', async () => {
    const unknown = await runCli(['perft', '--variant', 'myknightmate', '--depth', '1']);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(
      /unknown variant 'myknightmate'.*--variant-file \.\/my-variants\.mjs/,
    );
    const typo = await runCli([
      'perft',
      '--variant-file',
      'test/fixtures/variants/typo.mjs',
      '--depth',
      '1',
    ]);
    expect(typo.code).toBe(2);
    expect(typo.err[0]).toMatch(
      /does not load: variant broken: unknown option 'castle' \(did you mean 'castling'\?\)/,
    );
    expect(typo.err.join('\n')).not.toMatch(/ {4}at /);
    const none = await runCli([
      'perft',
      '--variant-file',
      'test/fixtures/variants/none.mjs',
      '--depth',
      '1',
    ]);
    expect(none.err[0]).toMatch(/exports no variant/);
    const missing = await runCli(['perft', '--variant-file', 'nowhere.mjs', '--depth', '1']);
    expect(missing.err[0]).toMatch(/--variant-file nowhere\.mjs: no such file/);
    const two = await runCli(['perft', '--variant-file', FILE, '--depth', '1']);
    expect(two.err[0]).toMatch(
      /has 2 variants \(myknightmate, thaipieces\): name one with --variant/,
    );
  });
});
