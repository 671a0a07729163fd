import { makeFen, Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { fen, historyOf, uci } from '../../test/helpers.js';
import { HistoryError } from './historyError.js';
import { PositionHistory } from './positionHistory.js';

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

  it('L-9.2.2 key(index) is the key of one position, the current one by default', () => {
    const history = historyOf('g1f3 g8f6 f3g1 f6g8');
    expect(history.key()).toBe(history.current.hash());
    expect(history.key(0)).toBe(history.key(4)); // the knights went home
    expect([0, 1, 2, 3, 4].map((i) => history.key(i))).toEqual(history.keys);
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
      // A ply, not a character offset (ErrorLocation.offset is for text).
      expect(bad.error.location).toEqual({ ply: 1 });
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

  it('start is the position the history began from, whatever was played, taken back or copied since', () => {
    const from = 'r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 9';
    const history = historyOf('e5d6 c7d6 e1c1 e8g8', from);
    const copy = history.clone();
    history.undo();
    history.cutAt(1);
    copy.play(parseUci('c1b1')!);
    for (const h of [history, copy]) expect(makeFen(h.start)).toBe(from);
    // A copy of the start, each time: playing on it changes nothing.
    history.start.play(parseUci('a2a3')!);
    expect(makeFen(history.start)).toBe(from);
    expect(makeFen(PositionHistory.fromPosition(Position.default()).start)).toBe(
      makeFen(Position.default()),
    );
  });

  it('fromMoves refuses a null move (PGN --, Z0) with its own code and ply', () => {
    const moves = [parseUci('e2e4')!, { kind: 'null' } as const, parseUci('e7e5')!];
    const bad = PositionHistory.fromMoves(Position.default(), moves);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toBeInstanceOf(HistoryError);
      expect(bad.error.code).toBe('ERR_HISTORY_NULL_MOVE');
      expect(bad.error.location).toEqual({ ply: 1 });
      expect(bad.error.message).toContain('move 2');
    }
  });

  it('fromMoves refuses values that are not moves with a typed error, never a throw', () => {
    const notMoves: unknown[] = [
      null,
      'e2e4',
      {},
      { from: '12', to: '28' },
      { from: 12.5, to: 28 },
      { from: 12, to: 28, promotion: 'queen' },
      { from: 12, to: 28, promotion: 'king' },
      { from: 64, to: 28 },
    ];
    for (const value of notMoves) {
      const bad = PositionHistory.fromMoves(Position.default(), [value as never]);
      expect(bad.ok ? 'accepted' : bad.error.code, JSON.stringify(value)).toBe(
        'ERR_HISTORY_ILLEGAL_MOVE',
      );
    }
  });

  it('play returns the canonical move, its ply, the new key and whether it zeroed the clock', () => {
    const history = historyOf('a1b1', 'r3k2r/1n6/8/8/8/8/8/R3K2R w KQkq - 5 1');
    const step = history.play(parseUci('e8g8')!); // castling as the king's two-square step
    expect(step).toEqual({
      move: { from: 60, to: 63 },
      ply: 1,
      key: history.keys[2],
      zeroing: false,
    });
    expect(history.moves[step.ply]).toBe(step.move);
    expect(history.halfmoveClock()).toBe(7);
    expect(history.play(uci(history.current, 'b1b7')).zeroing).toBe(true); // a capture
    expect(history.halfmoveClock()).toBe(0);
  });

  it('L-9.2.2 make plays a move integer encodeLegal found as play plays the move: same keys, clocks, positions', () => {
    const moves = 'e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1 f8c5 d2d4 e5d4 e4e5 d7d5 e5d6'.split(' ');
    const played = PositionHistory.fromPosition(Position.default());
    const made = PositionHistory.fromPosition(Position.default());
    for (const text of moves) {
      const code = made.current.encodeLegal(uci(made.current, text));
      expect(code).not.toBe(0);
      expect(made.make(code)).toEqual(played.play(uci(played.current, text)).move);
    }
    expect(made.keys).toEqual(played.keys);
    expect(makeFen(made.current)).toBe(makeFen(played.current));
    expect(made.undo()).toEqual({ from: 36, to: 43 }); // e5xd6 e.p., taken back
    expect(made.occurrences()).toBe(1);
  });

  it('current is the live position, with no copy; position is a copy', () => {
    const history = historyOf('e2e4');
    const live = history.current;
    expect(history.current).toBe(live);
    expect(history.position).not.toBe(live);
    history.play(uci(live, 'e7e5'));
    expect(live.turn).toBe('white'); // the same object, moved on
    expect(live.hash()).toBe(history.keys[2]);
  });

  it('L-7.5.1 undo restores the position before the move exactly, and stops at the start', () => {
    const start = 'r3k2r/8/8/8/3p4/8/4P3/R3K2R w KQkq - 7 20';
    const history = historyOf('', start);
    const before = makeFen(history.current, { epMode: 'always' });
    history.play(uci(history.current, 'e2e4')); // gives Black an e.p. right
    history.play(uci(history.current, 'e8c8')); // Black castles long, losing both rights
    expect(history.undo()).toEqual({ from: 60, to: 56 });
    expect(makeFen(history.current, { epMode: 'always' })).toBe(
      'r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 20',
    );
    expect(history.current.legalEpSquare()).toBe(20);
    expect(history.undo()).toEqual({ from: 12, to: 28 });
    expect(makeFen(history.current, { epMode: 'always' })).toBe(before);
    expect(history.current.hash()).toBe(fen(start).hash());
    expect(history.length).toBe(1);
    expect(history.halfmoveClock()).toBe(7);
    expect(history.undo()).toBeUndefined();
    expect(history.length).toBe(1);
  });

  it('cutAt keeps the first moves and returns the rest in game order', () => {
    const history = historyOf('e2e4 e7e5 g1f3 b8c6 f1b5');
    expect(history.cutAt(2).map((m) => m.from)).toEqual([6, 57, 5]);
    expect(history.length).toBe(3);
    expect(history.current.hash()).toBe(historyOf('e2e4 e7e5').current.hash());
    expect(history.cutAt(2)).toEqual([]); // already that long: nothing to take back
    for (const bad of [-1, 3, 1.5, Number.NaN]) {
      expect(() => history.cutAt(bad)).toThrow(HistoryError);
    }
    const thrown = (() => {
      try {
        history.cutAt(3);
        return undefined;
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toMatchObject({ code: 'ERR_HISTORY_PLY_RANGE', location: { ply: 3 } });
    expect(history.cutAt(0)).toHaveLength(2);
    expect(history.moves).toEqual([]);
  });

  it('a clone can undo independently of its original', () => {
    const history = historyOf('e2e4 e7e5 g1f3');
    const copy = history.clone();
    copy.undo();
    copy.undo();
    expect(copy.length).toBe(2);
    expect(history.length).toBe(4);
    expect(history.current.hash()).toBe(historyOf('e2e4 e7e5 g1f3').current.hash());
    expect(copy.current.hash()).toBe(historyOf('e2e4').current.hash());
  });
});
