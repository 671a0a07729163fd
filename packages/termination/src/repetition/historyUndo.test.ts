import { type Move, makeFen, Position, parseUci } from '@chesslaws/moves';
import { seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { fen } from '../../test/helpers.js';
import { PositionHistory } from './positionHistory.js';

type Kind = 'castling' | 'en passant' | 'promotion' | 'double step' | 'capture';

// Starts that make castling (standard and Chess960), e.p. and promotions common in random
// play, each with the kinds of move its games must have taken back at least once.
const STARTS: { name: string; start: (game: number) => Position; undoes: Kind[] }[] = [
  { name: 'standard', start: () => Position.default(), undoes: ['double step', 'capture'] },
  {
    name: 'castling',
    start: () => fen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1'),
    undoes: ['castling', 'double step', 'capture'],
  },
  {
    name: 'promotions and e.p.',
    start: () => fen('r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 30'),
    undoes: ['promotion', 'capture'],
  },
  { name: 'Chess960 #0', start: () => Position.chess960(0), undoes: ['castling', 'capture'] },
  { name: 'Chess960 #959', start: () => Position.chess960(959), undoes: ['castling'] },
  { name: 'Chess960 #123', start: () => Position.chess960(123), undoes: ['castling'] },
  {
    // A different start position for each game, spread over 0..959.
    name: 'Chess960, one start per game',
    start: (game) => Position.chess960((game * 389 + 17) % 960),
    undoes: ['castling', 'capture', 'double step'],
  },
];

function kindsOf(pos: Position, move: Move): Kind[] {
  const kinds: Kind[] = [];
  if (pos.isCastling(move)) kinds.push('castling');
  if (pos.isEnPassant(move)) kinds.push('en passant');
  if (move.promotion) kinds.push('promotion');
  if (pos.isCapture(move)) kinds.push('capture');
  if (pos.pieceAt(move.from)?.role === 'pawn' && Math.abs(move.to - move.from) === 16)
    kinds.push('double step');
  return kinds;
}

// Plays up to `plies` random legal moves, preferring the kinds that change rights and e.p.
// squares; returns the kinds of each move played.
function playRandom(history: PositionHistory, plies: number, random: () => number): Kind[][] {
  const kinds: Kind[][] = [];
  for (let i = 0; i < plies; i++) {
    const pos = history.position;
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    const special = moves.filter((m) => kindsOf(pos, m).some((k) => k !== 'double step'));
    const pool = special.length > 0 && random() < 0.5 ? special : moves;
    const move = pool[Math.floor(random() * pool.length)]!;
    kinds.push(kindsOf(pos, move));
    history.play(move);
  }
  return kinds;
}

function expectSameHistory(actual: PositionHistory, expected: PositionHistory): void {
  const a = actual.current;
  const e = expected.current;
  expect(makeFen(a, { epMode: 'always', castling: 'shredder' })).toBe(
    makeFen(e, { epMode: 'always', castling: 'shredder' }),
  );
  expect(a.hash()).toBe(e.hash());
  expect(a.legalMoves()).toEqual(e.legalMoves());
  expect(actual.moves).toEqual(expected.moves);
  expect(actual.keys).toEqual(expected.keys);
  for (let i = 0; i < expected.length; i++) {
    expect(actual.halfmoveClock(i)).toBe(expected.halfmoveClock(i));
    expect(actual.occurrences(i)).toBe(expected.occurrences(i));
  }
}

describe('PositionHistory undo of an en passant capture', () => {
  // Random play reaches e.p. only by luck, so the e.p. case is played out here.
  it('L-7.5.1 L-9.2.2 undo restores the position, the e.p. right and the keys exactly', () => {
    const start = fen('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 30');
    const history = PositionHistory.fromPosition(start);
    const before = PositionHistory.fromPosition(start);
    const capture = parseUci('e5d6')!;
    expect(start.isEnPassant(capture)).toBe(true);
    history.play(capture);
    history.play(parseUci('e8d7')!);
    expect(history.undo()).toEqual(parseUci('e8d7'));
    expect(history.undo()).toEqual(capture);
    expectSameHistory(history, before);
    expect(history.current.legalEpSquare()).toBe(start.legalEpSquare());
  });
});

describe('PositionHistory undo and cutAt on random games', () => {
  it.each(STARTS)(
    'L-7.5.1 play N, undo k equals the history of the first N-k moves ($name)',
    ({ start, undoes }) => {
      const random = seededRandom(testRun().seed);
      const undone = new Set<Kind>();
      for (let game = 0; game < 16; game++) {
        const history = PositionHistory.fromPosition(start(game));
        const kinds = playRandom(history, 20 + Math.floor(random() * 60), random);
        const played = [...history.moves];
        const k = Math.floor(random() * (played.length + 1));
        for (let i = 0; i < k; i++) expect(history.undo()).toEqual(played[played.length - 1 - i]);
        for (const kind of kinds.slice(played.length - k).flat()) undone.add(kind);
        const rebuilt = PositionHistory.fromMoves(start(game), played.slice(0, played.length - k));
        if (!rebuilt.ok) throw rebuilt.error;
        expectSameHistory(history, rebuilt.value);

        // Going forward again after the undo agrees too (the undo records stay in step).
        const more = playRandom(history, 10, random);
        for (const move of history.moves.slice(rebuilt.value.moves.length))
          rebuilt.value.play(move);
        expectSameHistory(history, rebuilt.value);

        // cutAt a random ply is the same as undoing one move at a time.
        const all = [...kinds.slice(0, played.length - k), ...more];
        const ply = Math.floor(random() * (history.moves.length + 1));
        const stepwise = history.clone();
        while (stepwise.moves.length > ply) stepwise.undo();
        expect(history.cutAt(ply)).toEqual(rebuilt.value.moves.slice(ply));
        for (const kind of all.slice(ply).flat()) undone.add(kind);
        expectSameHistory(history, stepwise);
        const again = PositionHistory.fromMoves(start(game), rebuilt.value.moves.slice(0, ply));
        if (!again.ok) throw again.error;
        expectSameHistory(history, again.value);
        playRandom(history, 6, random);
        for (const move of history.moves.slice(ply)) again.value.play(move);
        expectSameHistory(history, again.value);
      }
      // The games took back every kind of move this start is there for.
      for (const kind of undoes) expect(undone, kind).toContain(kind);
    },
  );
});

describe('reserve', () => {
  it('L-9.2.2 a history with room made for its moves plays, undoes and keys as one without', () => {
    const random = seededRandom(testRun().seed + 7);
    const plain = PositionHistory.fromPosition(Position.default());
    const roomy = PositionHistory.fromPosition(Position.default());
    roomy.reserve(200);
    for (let i = 0; i < 120; i++) {
      const legal = plain.current.legalMoves();
      if (legal.length === 0) break;
      const move = legal[Math.floor(random() * legal.length)]!;
      plain.play(move);
      roomy.play(move);
    }
    roomy.reserve(5); // room already there: nothing changes
    expect(roomy.keys).toEqual(plain.keys);
    for (let i = 0; i < 40; i++) expect(roomy.undo()).toEqual(plain.undo());
    expect(makeFen(roomy.current)).toBe(makeFen(plain.current));
    expect(roomy.keys).toEqual(plain.keys);
  });
});
