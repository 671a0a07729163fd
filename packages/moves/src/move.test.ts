import { describe, expect, it } from 'vitest';
import {
  decodeMove,
  encodeMove,
  isDrop,
  makeUci,
  moveFrom,
  movePromotion,
  moveTo,
  parseUci,
} from './move.js';
import { Position } from './position.js';

describe('UCI and move integers', () => {
  it('parseUci reads syntax only', () => {
    expect(parseUci('e2e4')).toEqual({ from: 12, to: 28 });
    expect(parseUci('a7a8q')).toEqual({ from: 48, to: 56, promotion: 'queen' });
    expect(parseUci('e1h1')).toEqual({ from: 4, to: 7 });
    for (const bad of ['', 'e2', 'e2e4x', 'e2e2', 'i1a1', 'e2e4qq', 'E2E4', 'K@e4', 'N@i9', 'n@e4'])
      expect(parseUci(bad)).toBeUndefined();
  });

  it('V-antichess parseUci reads a king promotion, V-crazyhouse a drop (from equals to)', () => {
    expect(parseUci('e7e8k')).toEqual({ from: 52, to: 60, promotion: 'king' });
    expect(parseUci('N@f3')).toEqual({ from: 21, to: 21, drop: 'knight' });
    expect(parseUci('P@e4')).toEqual({ from: 28, to: 28, drop: 'pawn' });
    const drop = parseUci('Q@d5')!;
    expect(isDrop(drop)).toBe(true);
    expect(makeUci(Position.default(), drop)).toBe('Q@d5');
  });

  it('makeUci writes castling as the king step in standard chess and king-takes-rook in Chess960', () => {
    const standard = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    if (!standard.ok) throw standard.error;
    expect(makeUci(standard.value, { from: 4, to: 7 })).toBe('e1g1');
    expect(makeUci(standard.value, { from: 4, to: 0 })).toBe('e1c1');
    const chess960 = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', { chess960: true });
    if (!chess960.ok) throw chess960.error;
    expect(makeUci(chess960.value, { from: 4, to: 7 })).toBe('e1h1');
    expect(makeUci(chess960.value, { from: 48, to: 56, promotion: 'knight' })).toBe('a7a8n');
  });

  it('encodeMove and decodeMove round-trip every legal move; illegal moves encode to 0', () => {
    const pos = Position.fromFen('r3k2r/pPpp1ppp/8/3Pp3/8/8/8/R3K2R w KQkq e6 0 1');
    if (!pos.ok) throw pos.error;
    for (const move of pos.value.legalMoves()) {
      const m = encodeMove(pos.value, move);
      expect(m).not.toBe(0);
      expect(decodeMove(m)).toEqual(move);
      expect(moveFrom(m)).toBe(move.from);
      expect(moveTo(m)).toBe(move.to);
      expect(movePromotion(m) !== 0).toBe(move.promotion !== undefined);
    }
    expect(encodeMove(pos.value, { from: 4, to: 6 })).toBe(
      encodeMove(pos.value, { from: 4, to: 7 }),
    );
    expect(encodeMove(pos.value, { from: 12, to: 28 })).toBe(0);
  });
});

describe('moves of one piece', () => {
  it('movesFrom lists exactly the moves of that square, for every square', () => {
    const pos = Position.fromFen(
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    );
    if (!pos.ok) throw pos.error;
    const all = pos.value.legalMoves();
    for (let square = 0; square < 64; square++) {
      expect(pos.value.movesFrom(square)).toEqual(all.filter((m) => m.from === square));
    }
  });
});
