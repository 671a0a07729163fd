import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { fideBlitz, fideRapidUnsupervised, fideStandard, restoreGame } from '../src/index.js';
import { table } from './harness.js';

const BLACK_TO_MOVE = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

describe('a game from a set-up position (L-6.1)', () => {
  it("L-6.1 from a FEN with Black to move, Black's clock starts, and Black's moves are played", () => {
    const tb = table(fideBlitz(), { start: { fen: BLACK_TO_MOVE } });
    expect(tb.game.state.clock).toMatchObject({ running: 'black', turn: 'black' });
    expect(tb.game.setup.firstToMove).toBe('black');
    tb.wait(4_000);
    expect(tb.game.clockAt()).toMatchObject({
      white: { time: 182_000 },
      black: { time: 178_000 },
    });
    unwrap(tb.game.play('e7e5'));
    expect(tb.game.state.clock).toMatchObject({ running: 'white', black: { time: 180_000 } });
    expect(tb.game.state.moves[0]).toMatchObject({ side: 'black', uci: 'e7e5', spent: 4_000 });
  });

  it("L-6.9 from a FEN with Black to move, Black's flag can fall, and the log replays", () => {
    const tb = table(fideBlitz(), { start: { fen: BLACK_TO_MOVE } });
    tb.wait(4 * 60_000);
    expect(unwrap(tb.game.checkTime()).outcome).toMatchObject({
      result: '1-0',
      termination: 'timeout',
      winner: 'white',
      at: 182_000,
    });
    const restored = unwrap(restoreGame(fideBlitz(), tb.game.toJSON()));
    expect(restored.state.outcome).toEqual(tb.game.state.outcome);
  });

  it('L-6.1 from the start position, White starts', () => {
    expect(table(fideStandard()).game.state.clock?.running).toBe('white');
  });
});

describe('repetition across an unclaimed illegal move that stood (L-9.2.2, L-A.5.2)', () => {
  // White's rook goes a1-b2 illegally; it stands. Rook b2-b1-a1 and the king's triangle
  // e8-d8-d7-e8 bring the start position back with White to move, then a shuttle a third time.
  const ROOK = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';

  it('L-9.2.2 the positions before the illegal move count: the third occurrence can be claimed', () => {
    const tb = table(fideRapidUnsupervised(), { start: { fen: ROOK } });
    unwrap(tb.game.illegalMove('a1b2'));
    tb.play('e8d8 b2b1 d8d7 b1a1 d7e8');
    expect(tb.game.state.fen).toBe('4k3/8/8/8/8/8/8/R3K3 w - - 6 4');
    expect(tb.game.state.rulings.at(-1)).toMatchObject({
      kind: 'illegal-move-stood',
      rule: 'L-A.5.2',
    });
    tb.play('a1a2 e8d8 a2a1 d8e8');
    unwrap(tb.game.claim({ by: 'white', kind: 'threefold' }));
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'threefold-repetition',
      byRule: 'L-9.2.1.2',
    });
  });

  it('L-9.2.1.1 the claim with an intended move counts them too, and rights offer it', () => {
    const tb = table(fideRapidUnsupervised(), { start: { fen: ROOK } });
    unwrap(tb.game.illegalMove('a1b2'));
    tb.play('e8d8 b2b1 d8d7 b1a1 d7e8 a1a2 e8d8 a2a1');
    const [claim] = tb.game.rights('black').claims;
    expect(claim).toMatchObject({ kind: 'threefold', now: false });
    expect(claim?.intendedMoves).toContainEqual({ from: 59, to: 60 }); // Kd8-e8
    unwrap(tb.game.claim({ by: 'black', kind: 'threefold', intended: 'd8e8' }));
    expect(tb.game.state.outcome?.byRule).toBe('L-9.2.1.1');
    // The log replays to the same verdict.
    const restored = unwrap(restoreGame(fideRapidUnsupervised(), tb.game.toJSON()));
    expect(restored.state.outcome).toEqual(tb.game.state.outcome);
  });

  it('L-9.6.1 the fifth occurrence counts the one before the illegal move: the game is drawn at once', () => {
    const tb = table(fideRapidUnsupervised(), { start: { fen: ROOK } });
    unwrap(tb.game.illegalMove('a1b2'));
    tb.play('e8d8 b2b1 d8d7 b1a1 d7e8'); // the start position, a second time
    tb.play('a1a2 e8d8 a2a1 d8e8 a1a2 e8d8 a2a1 d8e8'); // a third and a fourth
    expect(tb.game.state.outcome).toBeUndefined();
    tb.play('a1a2 e8d8 a2a1 d8e8');
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'fivefold-repetition',
      byRule: 'L-9.6.1',
    });
  });
});
