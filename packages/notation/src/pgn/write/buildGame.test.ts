import { parseSquare, type SquareName, unwrap } from '@chesslaws/board';
import { type Move, makeFen, Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { mainline, mainlineClocks, type PgnGame } from '../model/game.js';
import { parsePgn } from '../read/parse.js';
import { replayMainline } from '../replay/replay.js';
import { buildGame, DRAW_OFFER, type GameRecord, type RecordedMove } from './buildGame.js';
import { makePgn } from './makePgn.js';

const uci = (text: string): Move => parseUci(text)!;
const moves = (...texts: string[]): RecordedMove[] => texts.map((t) => ({ move: uci(t) }));
const movetext = (pgn: string): string => pgn.slice(pgn.indexOf('\n\n') + 2);
const read = (pgn: string): PgnGame => unwrap(parsePgn(pgn)[0]!);
const sq = (name: SquareName) => parseSquare(name);

describe('buildGame', () => {
  it('PGN-std writes SAN, the Seven Tag Roster from the tags given, and * for a game still going on', () => {
    const game = unwrap(
      buildGame({
        moves: moves('e2e4', 'e7e5', 'g1f3'),
        tags: { Event: 'Club', White: 'Tal', Black: 'Botvinnik', TimeControl: '180+2' },
      }),
    );
    const pgn = makePgn(game);
    expect(pgn.split('\n\n')[0]!.split('\n')).toEqual([
      '[Event "Club"]',
      '[Site "?"]',
      '[Date "????.??.??"]',
      '[Round "?"]',
      '[White "Tal"]',
      '[Black "Botvinnik"]',
      '[Result "*"]',
      '[TimeControl "180+2"]',
      '[Termination "unterminated"]',
    ]);
    expect(movetext(pgn)).toBe('1. e4 e5 2. Nf3 *\n');
  });

  it('PGN-std gives every node its Move, castling as king onto rook', () => {
    const game = unwrap(
      buildGame({ moves: moves('e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'e1g1') }),
    );
    const nodes = [...mainline(game)];
    expect(nodes.map((n) => n.san)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'O-O']);
    expect(nodes[6]!.move).toEqual({ from: sq('e1'), to: sq('h1') });
    expect(nodes[0]!.move).toEqual({ from: sq('e2'), to: sq('e4') });
  });

  it('PGN-std result and Termination come from the outcome, the detail in a closing comment', () => {
    const record: GameRecord = {
      moves: moves('f2f3', 'e7e5', 'g2g4', 'd8h4'),
      outcome: { result: '0-1', termination: 'checkmate', byRule: 'L-5.1.1' },
      // A Result tag given by hand cannot contradict the outcome.
      tags: { Result: '1-0', Termination: 'abandoned' },
    };
    const game = unwrap(buildGame(record));
    expect(game.result).toBe('0-1');
    const pgn = makePgn(game);
    expect(pgn).toContain('[Result "0-1"]');
    expect(pgn).toContain('[Termination "normal"]');
    expect(movetext(pgn)).toBe('1. f3 e5 2. g4 Qh4# { checkmate (L-5.1.1) } 0-1\n');
  });

  it('L-6.9 a flag fall with the opponent unable to mate is a drawn time forfeit', () => {
    const game = unwrap(
      buildGame({
        moves: moves('e2e4'),
        outcome: { result: '1/2-1/2', termination: 'timeout-vs-insufficient-material' },
      }),
    );
    expect(game.headers.get('Termination')).toBe('time forfeit');
    expect(makePgn(game).endsWith('1. e4 { timeout-vs-insufficient-material } 1/2-1/2\n')).toBe(
      true,
    );
  });

  it('PGN-std an outcome without moves is written as the game comment', () => {
    const game = unwrap(
      buildGame({
        moves: [],
        comment: 'No show',
        outcome: { result: '1-0', termination: 'forfeit' },
      }),
    );
    expect(game.headers.get('Termination')).toBe('abandoned');
    expect(movetext(makePgn(game))).toBe('{ No show } { forfeit } 1-0\n');
  });

  it('PGN-std writes SetUp and FEN for a game that does not start from the start position', () => {
    const start = unwrap(Position.fromFen('4k3/8/8/8/8/8/4P3/4K3 w - - 0 40'));
    const game = unwrap(buildGame({ start, moves: moves('e2e4', 'e8d7') }));
    expect(game.headers.get('SetUp')).toBe('1');
    expect(game.headers.get('FEN')).toBe('4k3/8/8/8/8/8/4P3/4K3 w - - 0 40');
    expect(game.headers.has('Variant')).toBe(false);
    expect(movetext(makePgn(game))).toBe('40. e4 Kd7 *\n');
    // The standard start needs neither, and stale ones given as tags are dropped.
    const plain = unwrap(
      buildGame({ moves: [], tags: { FEN: 'x', SetUp: '1', Variant: 'Atomic' } }),
    );
    expect([...plain.headers.keys()]).toEqual(['Result', 'Termination']);
  });

  it('L-G2 PGN-std writes Variant "Chess960" and an X-FEN the reader replays, castling included', () => {
    // King on c1 between rooks on b1 and g1: short castling is king c1 takes rook g1.
    const start = unwrap(
      Position.fromFen('1rk3r1/pppppppp/8/8/8/8/PPPPPPPP/1RK3R1 w KQkq - 0 1', { chess960: true }),
    );
    const record: GameRecord = { start, moves: moves('c1g1', 'c8b8') };
    const game = unwrap(buildGame(record));
    expect(game.headers.get('Variant')).toBe('Chess960');
    expect(game.headers.get('SetUp')).toBe('1');
    expect(game.headers.get('FEN')).toBe('1rk3r1/pppppppp/8/8/8/8/PPPPPPPP/1RK3R1 w KQkq - 0 1');
    const pgn = makePgn(game);
    expect(movetext(pgn)).toBe('1. O-O O-O-O *\n');
    const replay = unwrap(replayMainline(read(pgn)));
    expect(replay.moves).toEqual(record.moves.map((m) => m.move));
    expect(makeFen(replay.final)).toBe('2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 w - - 2 2');
    // A Chess960 start position gets its FEN too, even SP 518, so no reader takes it for standard chess.
    const sp518 = unwrap(buildGame({ start: Position.chess960(518), moves: [] }));
    expect(sp518.headers.get('FEN')).toBe(makeFen(Position.default()));
  });

  it('L-3.10 an illegal move is an ERR_PGN_MOVE error with its ply and UCI text', () => {
    const result = buildGame({ moves: moves('e2e4', 'e7e5', 'e1e3') });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('ERR_PGN_MOVE');
    expect(result.error.location).toEqual({ ply: 2 });
    expect(result.error.input).toBe('e1e3');
    expect(result.error.message).toMatch(/^move 2\. e1e3 \(move 3 of the record\) is illegal in /);
    const offBoard = buildGame({ moves: [{ move: { from: 64, to: 3 } }] });
    expect(offBoard.ok ? undefined : offBoard.error.location).toEqual({ ply: 0 });
  });

  it('rejects a clock that is not a finite number of milliseconds (ERR_PGN_CLOCK)', () => {
    const result = buildGame({ moves: [{ move: uci('e2e4'), clock: Number.NaN }] });
    expect(result.ok ? undefined : [result.error.code, result.error.location]).toEqual([
      'ERR_PGN_CLOCK',
      { ply: 0, field: 'clock' },
    ]);
    const elapsed = buildGame({
      moves: [{ move: uci('e2e4'), elapsed: Number.POSITIVE_INFINITY }],
    });
    expect(elapsed.ok ? undefined : elapsed.error.location).toEqual({ ply: 0, field: 'elapsed' });
  });

  it('PGN-std writes clocks, elapsed times, draw offers (=), comments and NAGs', () => {
    const game = unwrap(
      buildGame({
        comment: 'Blitz 3+2',
        moves: [
          { move: uci('e2e4'), clock: 181_000, elapsed: 1_000 },
          { move: uci('e7e5'), clock: 179_500, elapsed: 2_500, nags: [1] },
          { move: uci('g1f3'), clock: 9_123, drawOffer: true, comments: ['offers a draw'] },
        ],
      }),
    );
    expect(movetext(makePgn(game))).toBe(
      '{ Blitz 3+2 } 1. e4 { [%emt 0:00:01] [%clk 0:03:01] } 1... e5 $1 {\n' +
        '[%emt 0:00:02.5] [%clk 0:02:59.5] } 2. Nf3 { (=) [%clk 0:00:09.123] } { offers a\n' +
        'draw } *\n',
    );
  });
});

describe('buildGame → makePgn → parsePgn → replay', () => {
  it('PGN-std L-5.2.3 gives back the same moves, clocks, elapsed times, result, tags and comments', () => {
    // A short game with castling both ways, a capture, a promotion and a draw offer.
    const start = unwrap(Position.fromFen('r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 30'));
    const record: GameRecord = {
      start,
      tags: { Event: 'Live "quoted" \\ game', White: 'Анна', Black: 'B', TimeControl: '300+3' },
      comment: 'From a position',
      moves: [
        { move: uci('e1c1'), clock: 299_000, elapsed: 4_000 },
        { move: uci('e8g8'), clock: 297_001, elapsed: 5_999, drawOffer: true },
        { move: uci('b7a8n'), clock: 290_000, comments: ['takes and promotes'], nags: [3] },
        { move: uci('f8f1'), clock: 1_500, elapsed: 298_500 },
        { move: uci('h1f1'), clock: 288_100 },
      ],
      outcome: { result: '1-0', termination: 'resignation', byRule: 'L-5.1.2' },
    };
    const built = unwrap(buildGame(record));
    const again = read(makePgn(built));

    expect([...again.headers]).toEqual([
      ['Event', 'Live "quoted" \\ game'],
      ['Site', '?'],
      ['Date', '????.??.??'],
      ['Round', '?'],
      ['White', 'Анна'],
      ['Black', 'B'],
      ['Result', '1-0'],
      ['TimeControl', '300+3'],
      ['SetUp', '1'],
      ['FEN', 'r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 30'],
      ['Termination', 'normal'],
    ]);
    expect(again.result).toBe('1-0');

    const replay = unwrap(replayMainline(again));
    // The same moves, castling in its canonical form (king onto rook).
    expect(replay.moves).toEqual([
      { from: sq('e1'), to: sq('a1') },
      { from: sq('e8'), to: sq('h8') },
      { from: sq('b7'), to: sq('a8'), promotion: 'knight' },
      { from: sq('f8'), to: sq('f1') },
      { from: sq('h1'), to: sq('f1') },
    ]);
    expect([...mainline(built)].map((n) => n.move)).toEqual(replay.moves);
    expect([...mainline(again)].map((n) => n.move)).toEqual(replay.moves);
    expect([...mainline(again)].map((n) => n.san)).toEqual([
      'O-O-O',
      'O-O',
      'bxa8=N',
      'Rf1',
      'Rhxf1',
    ]);

    expect(mainlineClocks(again)).toEqual(record.moves.map((m) => m.clock));
    const nodes = [...mainline(again)];
    expect(nodes.map((n) => n.comments?.find((c) => c.elapsed !== undefined)?.elapsed)).toEqual(
      record.moves.map((m) => m.elapsed),
    );
    expect(nodes.map((n) => n.comments?.some((c) => c.text === DRAW_OFFER) ?? false)).toEqual(
      record.moves.map((m) => m.drawOffer ?? false),
    );
    // makePgn wraps comments at 80 columns like the movetext, so compare their words.
    const words = (text: string) => text.split(/\s+/).join(' ');
    expect(nodes[2]!.comments?.map((c) => words(c.text))).toEqual(['', 'takes and promotes']);
    expect(nodes[2]!.nags).toEqual([3]);
    expect(nodes[4]!.comments?.map((c) => words(c.text))).toEqual(['', 'resignation (L-5.1.2)']);
    expect(again.root.comments).toEqual([{ text: 'From a position' }]);
    // Written again, the game reads the same: the writer and the reader agree.
    expect(makePgn(again)).toBe(makePgn(built));
  });
});
