import { Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { fen, historyOf } from '../../test/helpers.js';
import { HistoryError, PositionHistory } from './positionHistory.js';

describe('PositionHistory', () => {
  it('records one key and one halfmove clock per position', () => {
    const history = historyOf('g1f3 g8f6 e2e4');
    expect(history.length).toBe(4);
    expect(history.moves).toHaveLength(3);
    expect(history.halfmoveClock(0)).toBe(0);
    expect(history.halfmoveClock(2)).toBe(2);
    expect(history.halfmoveClock()).toBe(0); // e2e4 is a pawn move
    expect(history.keys[3]).toBe(history.position.hash());
  });

  it('L-9.2.2 same pieces, side to move and rights give the same key', () => {
    const history = historyOf('g1f3 g8f6 f3g1 f6g8');
    expect(history.keys[4]).toBe(history.keys[0]);
    expect(history.occurrences()).toBe(2);
  });

  it('L-9.2.2 an e.p. right only counts when the capture is legal', () => {
    // 1. e4 with no black pawn beside it: the e.p. square is written but changes nothing.
    expect(fen('4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1').hash()).toBe(
      fen('4k3/8/8/8/4P3/8/8/4K3 b - - 0 1').hash(),
    );
    // With a black pawn on d4 the capture d4xe3 is possible: a different position.
    expect(fen('4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1').hash()).not.toBe(
      fen('4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1').hash(),
    );
  });

  it('L-9.2.2 a position with a legal e.p. capture is not repeated by the same placement later', () => {
    const start = '4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1';
    // After e2e4 Black may take e.p.; after the king shuffle the same placement has no e.p.
    const history = historyOf('e2e4 e8d7 e1e2 d7e8 e2e1 e8d7 e1e2 d7e8 e2e1', start);
    expect(history.occurrences()).toBe(2);
    history.play(parseUci('e8d7')!);
    history.play(parseUci('e1e2')!);
    history.play(parseUci('d7e8')!);
    history.play(parseUci('e2e1')!);
    expect(history.occurrences()).toBe(3);
  });

  it('L-9.2.2 castling rights make positions differ', () => {
    const start = 'r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1';
    const history = historyOf('h1h2 a8a7 h2h1 a7a8', start);
    expect(history.keys[4]).not.toBe(history.keys[0]);
    const again = historyOf('h1h2 a8a7 h2h1 a7a8 h1h2 a8a7 h2h1 a7a8', start);
    expect(again.occurrences()).toBe(2); // repeats only among the positions without the rights
  });

  it('fromMoves reports the first illegal move as a Result', () => {
    const bad = PositionHistory.fromMoves(Position.default(), [
      parseUci('e2e4')!,
      parseUci('e2e4')!,
    ]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toBeInstanceOf(HistoryError);
      expect(bad.error.code).toBe('ERR_HISTORY_ILLEGAL_MOVE');
      expect(bad.error.index).toBe(1);
    }
    const good = PositionHistory.fromMoves(Position.default(), [parseUci('e2e4')!]);
    expect(good.ok && good.value.length).toBe(2);
  });

  it('play accepts king-two-squares castling and stores the canonical move', () => {
    const history = historyOf('', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    history.play(parseUci('e1g1')!);
    expect(history.moves[0]).toEqual({ from: 4, to: 7 });
  });

  it('clone is independent and the start position is kept', () => {
    const history = historyOf('e2e4');
    const copy = history.clone();
    copy.play(parseUci('e7e5')!);
    expect(history.length).toBe(2);
    expect(copy.length).toBe(3);
    expect(history.start.hash()).toBe(Position.default().hash());
  });
});
