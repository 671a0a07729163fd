import { type Square, SquareSet } from '@chesslaws/board';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { makeFen } from './fen.js';
import {
  decodeMove,
  MOVE_CASTLING,
  MOVE_KIND_MASK,
  type Move,
  type PromotionRole,
} from './move.js';
import { IllegalMoveError, Position } from './position.js';

const PROMOTIONS: (PromotionRole | undefined)[] = [undefined, 'knight', 'bishop', 'rook', 'queen'];

/** Positions after random legal plies (seeded), from the start and from Chess960 arrays. */
function randomPositions(count: number): Position[] {
  const random = seededRandom(testRun().seed);
  const out: Position[] = [];
  while (out.length < count) {
    const pos =
      out.length % 4 === 3 ? Position.chess960(Math.floor(random() * 960)) : Position.default();
    const plies = Math.floor(random() * 120);
    for (let i = 0; i < plies && pos.hasLegalMoves(); i++) {
      const moves = pos.legalMoves();
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
    out.push(pos);
  }
  return out;
}

// Everything a position is, to compare two (the undo depth included).
const state = (p: Position) => [
  makeFen(p),
  p.hash(),
  p.undoDepth,
  p.castlingRights.lo,
  p.castlingRights.hi,
];

describe('encodeLegal: a move read without generating', () => {
  it('L-3.1..L-3.9 encodeLegal gives the generated move integer for every legal move, and 0 for every other', () => {
    const wrong: string[] = [];
    for (const pos of randomPositions(scaledRuns(40))) {
      const legal = new Map<string, number>();
      const buffer = new Int32Array(256);
      const n = pos.generate(buffer);
      for (const m of buffer.subarray(0, n)) {
        const d = decodeMove(m);
        legal.set(`${d.from} ${d.to} ${d.promotion ?? ''}`, m);
      }
      for (let from = 0; from < 64; from++)
        for (let to = 0; to < 64; to++)
          for (const promotion of PROMOTIONS) {
            const code = pos.encodeLegal(promotion ? { from, to, promotion } : { from, to });
            const expected = legal.get(`${from} ${to} ${promotion ?? ''}`) ?? 0;
            // A king's castling move may be written two squares sideways as well as onto its rook.
            if (code !== expected && !(expected === 0 && (code & MOVE_KIND_MASK) === MOVE_CASTLING))
              wrong.push(`${makeFen(pos)} ${from}-${to}${promotion ?? ''}: ${code} != ${expected}`);
          }
    }
    expect(wrong).toEqual([]);
  });
});

describe('play: one move tested, not generated', () => {
  const positions = randomPositions(scaledRuns(40));

  it('L-3.1..L-3.9 play accepts exactly the legal moves, and leaves what make leaves', () => {
    const wrong: string[] = [];
    let played = 0;
    for (const pos of positions) {
      const before = state(pos);
      const key = pos.hash();
      for (let from = 0; from < 64; from++) {
        if (pos.pieceCodeAt(from) === 0) continue;
        for (let to = 0; to < 64; to++) {
          for (const promotion of PROMOTIONS) {
            const move: Move = promotion ? { from, to, promotion } : { from, to };
            const copy = pos.clone();
            const legal = pos.encodeLegal(move);
            let threw = false;
            try {
              copy.play(move);
            } catch (e) {
              threw = e instanceof IllegalMoveError;
            }
            const where = `${makeFen(pos)} ${JSON.stringify(move)}`;
            if (legal === 0) {
              if (!threw || copy.hash() !== key) wrong.push(`accepted or changed: ${where}`);
              continue;
            }
            const made = pos.clone();
            made.makeWithoutUndo(legal);
            if (threw || JSON.stringify(state(copy)) !== JSON.stringify(state(made)))
              wrong.push(`refused or differs: ${where}`);
            played++;
          }
        }
      }
      // The source is untouched by what its copies did.
      if (JSON.stringify(state(pos)) !== JSON.stringify(before)) wrong.push(makeFen(pos));
    }
    expect(wrong).toEqual([]);
    expect(played).toBeGreaterThan(positions.length * 5);
  });

  it('L-3.9 a pinned piece, or a king step into check, is refused and the position unchanged', () => {
    const pinned = Position.fromFen('4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1');
    if (!pinned.ok) throw pinned.error;
    const before = makeFen(pinned.value);
    expect(() => pinned.value.play({ from: 12 as Square, to: 29 as Square })).toThrow(
      IllegalMoveError,
    );
    expect(() => pinned.value.play({ from: 4 as Square, to: 3 as Square })).not.toThrow();
    expect(makeFen(pinned.value)).not.toBe(before);
    const king = Position.fromFen('4k3/8/8/8/8/8/3r4/4K3 w - - 0 1');
    if (!king.ok) throw king.error;
    expect(() => king.value.play({ from: 4 as Square, to: 12 as Square })).toThrow(
      IllegalMoveError,
    );
    expect(makeFen(king.value)).toBe('4k3/8/8/8/8/8/3r4/4K3 w - - 0 1');
  });
});

describe('clone', () => {
  it('L-3.8 a copy is independent: moves, castling rights and undo records stay apart', () => {
    const start = makeFen(Position.default());
    const pos = Position.default();
    // 1. e4 e5 2. Nf3, made with undo records.
    for (const move of [
      { from: 12, to: 28 },
      { from: 52, to: 36 },
      { from: 6, to: 21 },
    ])
      pos.make(pos.encodeLegal(move));
    const afterNf3 = makeFen(pos);
    const copy = pos.clone();
    const bare = pos.clone({ undo: false });
    expect([copy.undoDepth, bare.undoDepth]).toEqual([3, 0]);
    copy.make(copy.encodeLegal({ from: 60, to: 52 })); // 2... Ke7: Black's rights go
    expect([...copy.castlingRights]).toEqual([0, 7]);
    expect(pos.castlingRights.equals(new SquareSet(0x81, 0x81000000))).toBe(true);
    bare.play({ from: 57, to: 42 }); // 2... Nc6 on the bare copy
    for (let i = 0; i < 3; i++) pos.unmake();
    expect(makeFen(pos)).toBe(start);
    expect(makeFen(bare)).toBe('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
    copy.unmake();
    expect(makeFen(copy)).toBe(afterNf3);
    for (let i = 0; i < 3; i++) copy.unmake();
    expect(makeFen(copy)).toBe(start);
    expect(copy.undoDepth).toBe(0);
  });
});
