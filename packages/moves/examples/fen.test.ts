import { expect, it } from 'vitest';
import { fenExample } from './fen.js';

it('L-3.10 L-3.8 L-3.7 the README FEN example runs and prints what it says', () => {
  expect(fenExample()).toEqual({
    syntax: {
      code: 'ERR_FEN_BOARD',
      location: { field: 'board', offset: 42 },
      message:
        "unexpected character 'X' in rank 1 (expected one of PNBRQKpnbrqk, a digit 1-8 or '/')",
    },
    strict: ['ERR_CASTLING_RIGHTS'],
    lenient: [],
    normalized: '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
    positionFen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    positionFenAlways: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    shredder: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1',
    rejectedCodes: ['ERR_POSITION'],
  });
});
