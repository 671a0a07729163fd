import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { forEachGame, parsePgn, readGames } from '../../src/index.js';
import { measureStreaming } from './streamMemory.js';

const collect = async (source: Parameters<typeof readGames>[0]) => {
  const out: string[] = [];
  for await (const game of readGames(source))
    out.push(game.ok ? (game.value.headers.get('Event') ?? '') : game.error.code);
  return out;
};

const TWO_GAMES = '[Event "Ä"]\n1. e4 *\n\n[Event "B"]\n1. e4 } *\n\n[Event "Ω"]\n1. d4 *\n';

describe('readGames', () => {
  it('PGN-std streams from a string, a web ReadableStream, a Node stream and an async iterable of chunks', async () => {
    const bytes = new TextEncoder().encode(`\uFEFF${TWO_GAMES}`);
    const expected = ['Ä', 'ERR_PGN_SYNTAX', 'Ω'];
    expect(await collect(TWO_GAMES)).toEqual(expected);
    expect(await collect(new Blob([bytes]).stream())).toEqual(expected);
    // One byte at a time: multi-byte characters and the BOM are split across chunks.
    expect(await collect(Readable.from([...bytes].map((b) => Buffer.from([b]))))).toEqual(expected);
    expect(
      await collect(
        (async function* () {
          yield TWO_GAMES.slice(0, 9);
          yield TWO_GAMES.slice(9);
        })(),
      ),
    ).toEqual(expected);
  });

  it('PGN-std streams 200 MB of generated PGN with flat memory', async () => {
    const m = await measureStreaming(200);
    expect(m.games).toBeGreaterThan(80_000);
    // The input is 200 MiB; holding it, or the games, would grow the RSS by hundreds of MiB.
    expect(m.peakRss - m.baselineRss).toBeLessThan(64);
  }, 120_000);
});

describe('forEachGame', () => {
  it('PGN-std calls back with each game in order, as parsePgn reads them, and counts them', () => {
    const seen: string[] = [];
    const count = forEachGame(`\uFEFF${TWO_GAMES}`, (game, index) => {
      seen.push(`${index}:${game.ok ? game.value.headers.get('Event') : game.error.code}`);
    });
    expect(seen).toEqual(['0:Ä', '1:ERR_PGN_SYNTAX', '2:Ω']);
    expect(count).toBe(parsePgn(TWO_GAMES).length);
    expect(forEachGame('', () => expect.unreachable())).toBe(0);
  });
});
