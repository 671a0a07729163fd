import { unwrap } from '@chesslaws/board';
import { makeFen, makeUci, Position } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { type MoveNode, mainline, type PgnGame } from '../model/game.js';
import { parsePgn } from '../read/parse.js';
import { playNode } from './playMove.js';
import { replayGame, replayMainline } from './replay.js';
import { isNullMove } from './resolveMove.js';

const game = (text: string): PgnGame => unwrap(parsePgn(text)[0]!);
const finalFen = (text: string): string => makeFen(unwrap(replayMainline(game(text))).final);

describe('replayMainline', () => {
  it('PGN-std replays SAN and gives every position', () => {
    const replay = unwrap(replayMainline(game('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *')));
    expect(replay.moves).toHaveLength(7);
    expect(replay.positions).toHaveLength(7);
    expect(makeFen(replay.positions[0]!)).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
    expect(makeFen(replay.final)).toBe(
      'r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4',
    );
    expect(makeFen(replay.start)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('PGN-std starts from the FEN tag (SetUp "1")', () => {
    expect(finalFen('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"]\n\n40. e4 Kd7 *')).toBe(
      '8/3k4/8/8/4P3/8/8/4K3 w - - 1 41',
    );
  });

  it('PGN-std replays Chess960 from X-FEN and Shredder-FEN, castling with O-O', () => {
    const xfen =
      '[Variant "Chess960"]\n[FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]\n\n';
    const moves = '1. O-O O-O 2. e4 *';
    const expected = 'bqnbrrkn/pppppppp/8/8/4P3/8/PPPP1PPP/BQNBRRKN b - - 0 2';
    expect(finalFen(xfen + moves)).toBe(expected);
    expect(finalFen(xfen.replace('KQkq', 'GEge') + moves)).toBe(expected);
    const replay = unwrap(replayMainline(game(xfen + moves)));
    const castle = replay.moves[0]!;
    expect(isNullMove(castle) ? '' : makeUci(replay.start, castle)).toBe('f1g1');
  });

  it('S-wild accepts 0-0, e8Q, Cyrillic look-alikes, figurines, localized letters and UCI', () => {
    expect(finalFen('1. е4 е5 2. ♘f3 Кc6 3. Bc4 Lc5 4. 0-0 *')).toBe(
      'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4',
    );
    expect(finalFen('g1f3 d7d5 e2e3 *')).toBe(
      'rnbqkbnr/ppp1pppp/8/3p4/8/4PN2/PPPP1PPP/RNBQKB1R b KQkq - 0 2',
    );
    expect(finalFen('[FEN "8/4P2k/8/8/8/8/8/4K3 w - - 0 1"]\n1. e8Q *')).toBe(
      '4Q3/7k/8/8/8/8/8/4K3 b - - 0 1',
    );
  });

  it('L-9.2.2 a trace keeps each move integer, key and clock, forgiving SAN included; none after a null move', () => {
    const plain = unwrap(
      replayMainline(game('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *'), { trace: true }),
    );
    const wild = unwrap(
      replayMainline(game('1. е4 е5 2. ♘f3 Кc6 3. Bc4 Lc5 4. 0-0 *'), { trace: true }),
    );
    expect(wild.trace).toEqual(plain.trace);
    const trace = plain.trace!;
    expect(trace.codes).toHaveLength(7);
    expect(trace.keys[7]).toBe(plain.final.hash());
    expect(trace.clocks).toEqual([0, 0, 0, 1, 2, 3, 4, 5]);
    expect(unwrap(replayMainline(game('1. e4 -- 2. d4 *'), { trace: true })).trace).toBeUndefined();
    expect(unwrap(replayMainline(game('1. e4 e5 *'))).trace).toBeUndefined();
  });

  it('L-9.2.2 traced, the final position walks back its last two moves, keys and clocks as traced', () => {
    const replay = unwrap(
      replayMainline(game('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. Bxf7+ Kxf7 *'), {
        trace: true,
      }),
    );
    const { codes, keys, clocks } = replay.trace!;
    const walker = replay.final.clone();
    expect(walker.undoDepth).toBe(2);
    for (let ply = codes.length; ply > codes.length - 2; ply--) {
      expect([walker.hash(), walker.halfmoves]).toEqual([keys[ply], clocks[ply]]);
      walker.unmake();
    }
    expect([walker.hash(), walker.halfmoves]).toEqual([keys[8], clocks[8]]);
    // The moves before were made without records: the start plays them again.
    const forward = Position.default();
    for (const code of codes.slice(0, 8)) forward.make(code);
    expect(makeFen(walker)).toBe(makeFen(forward));
    // One move traced: its record only.
    expect(unwrap(replayMainline(game('1. e4 *'), { trace: true })).final.undoDepth).toBe(1);
  });

  it('L-9.2.2 traced, the last two moves keep records after the tree was changed, or was never read', () => {
    const text = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *';
    const stepsBack = (g: PgnGame) => {
      const replay = unwrap(replayMainline(g, { trace: true }));
      const { keys } = replay.trace!;
      const walker = replay.final.clone();
      const plies = replay.trace!.codes.length;
      expect(walker.undoDepth).toBeGreaterThanOrEqual(Math.min(2, plies));
      walker.unmake();
      walker.unmake();
      return [walker.hash(), keys[plies - 2]];
    };
    // Cut shorter after reading: the last move dropped.
    const shorter = game(text);
    let last = shorter.root.children[0]!;
    while (last.children[0]?.children[0]) last = last.children[0];
    last.children = [];
    const [a, b] = stepsBack(shorter);
    expect(a).toBe(b);
    // Made longer after reading: a move added.
    const longer = game(text);
    let end = longer.root.children[0]!;
    while (end.children[0]) end = end.children[0];
    end.children = [{ san: 'O-O', children: [] }];
    const [c, d] = stepsBack(longer);
    expect(c).toBe(d);
    // Built in code, never read: the replay looks a node ahead.
    const built = game(text);
    const copy: PgnGame = { headers: new Map(built.headers), root: { children: [], comments: [] } };
    let from = built.root.children[0];
    let to: { children: MoveNode[] } = copy.root;
    for (; from; from = from.children[0]) {
      const node: MoveNode = { san: from.san, children: [] };
      to.children.push(node);
      to = node;
    }
    const [e, f] = stepsBack(copy);
    expect(e).toBe(f);
    // Untraced, the final position keeps no records.
    expect(unwrap(replayMainline(game('1. e4 e5 *'))).final.undoDepth).toBe(0);
  });

  it('PGN-std plays null moves -- and Z0 (accepted beyond chessops)', () => {
    const replay = unwrap(replayMainline(game('1. e4 -- 2. d4 Z0 3. c4 *')));
    expect(replay.moves.map(isNullMove)).toEqual([false, true, false, true, false]);
    expect(makeFen(replay.final)).toBe(
      'rnbqkbnr/pppppppp/8/8/2PPP3/8/PP3PPP/RNBQKBNR b KQkq - 0 3',
    );
    const inCheck = replayMainline(game('1. e4 e5 2. Qh5 d6 3. Qxf7+ -- *'));
    expect(inCheck.ok ? '' : inCheck.error.message).toMatch(/null move is not possible in check/);
  });

  it('PGN-std reports an illegal move with its line and column', () => {
    const result = replayMainline(game('[Event "x"]\n\n1. e4 e5\n2. Ke3 *'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('ERR_PGN_MOVE');
    expect(result.error.location).toEqual({ line: 4, column: 4 });
    expect(result.error.message).toMatch(/^4:4: move 2\. Ke3: /);
  });

  it('PGN-std reports an ambiguous move rather than guessing', () => {
    const result = replayMainline(game('[FEN "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"]\n1. Nd2 *'));
    expect(result.ok ? '' : result.error.input).toBe('Nd2');
  });

  it('PGN-std rejects a bad FEN tag', () => {
    const result = replayMainline(game('[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n*'));
    expect(result.ok ? '' : result.error.code).toBe('ERR_PGN_FEN');
  });

  it('PGN-std a bad FEN tag is located at the FEN tag, not the first line of the game', () => {
    const result = replayMainline(
      game('[Event "A"]\n[SetUp "1"]\n[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*'),
    );
    expect(result.ok ? '' : result.error.code).toBe('ERR_PGN_FEN');
    expect(result.ok ? undefined : result.error.location?.line).toBe(3);
    expect(result.ok ? '' : result.error.message).toMatch(/^3:1: bad FEN tag/);
  });
});

describe('replayGame', () => {
  it('PGN-std replays every variation and finds a bad move inside one', () => {
    const seen: string[] = [];
    const good = replayGame(
      game('1. e4 (1. d4 d5 (1... Nf6 2. c4)) e5 2. Nf3 *'),
      (node) => void seen.push(node.san),
    );
    expect(good.ok).toBe(true);
    expect(seen.sort()).toEqual(['Nf3', 'Nf6', 'c4', 'd4', 'd5', 'e4', 'e5'].sort());
    const bad = replayGame(game('1. e4 (1. d4 d5 (1... Nf7)) e5 *'));
    expect(bad.ok ? undefined : bad.error.location).toEqual({ line: 1, column: 23 });
  });

  it('replays a 20k-deep variation tree without recursion', () => {
    const depth = 20_000;
    const text = `1. Nf3 Nf6 2. Ng1 ${'( 2. Nc3 Ng8 3. Nb1 Nf6 4. Ng1 '.repeat(depth)}${')'.repeat(depth)} *`;
    let moves = 0;
    expect(replayGame(game(text), () => moves++).ok).toBe(true);
    expect(moves).toBe(3 + 5 * depth);
  });
});

describe('the replayed Move on each node', () => {
  it('PGN-std replayMainline sets node.move to the move it played, the null move included', () => {
    const g = game('1. e4 e5 2. Nf3 -- 3. Кc3 Nc6 4. O-O-O?? *');
    expect([...mainline(g)].map((n) => n.move)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const replay = replayMainline(g);
    expect(replay.ok).toBe(false); // 4. O-O-O is illegal: the moves before it are set, it is not
    const nodes = [...mainline(g)];
    expect(nodes.slice(0, 6).map((n) => n.move && (isNullMove(n.move) ? '--' : n.move))).toEqual([
      { from: 12, to: 28 },
      { from: 52, to: 36 },
      { from: 6, to: 21 },
      '--',
      { from: 1, to: 18 },
      { from: 57, to: 42 },
    ]);
    expect(nodes[6]!.move).toBeUndefined();
    const ok = game('1. e4 e5 2. Nf3 *');
    const moves = unwrap(replayMainline(ok)).moves;
    expect([...mainline(ok)].map((n) => n.move)).toEqual(moves);
    // The very objects: reaching a node's move costs a property read.
    expect(mainline(ok).next().value?.move).toBe(moves[0]);
  });

  it('PGN-std replayGame sets node.move in variations too', () => {
    const g = game('1. e4 (1. d4 d5 (1... Nf6 2. c4)) e5 *');
    expect(replayGame(g).ok).toBe(true);
    const [e4, d4] = g.root.children;
    expect(e4?.move).toEqual({ from: 12, to: 28 });
    expect(d4?.move).toEqual({ from: 11, to: 27 });
    expect(d4?.children[1]?.move).toEqual({ from: 62, to: 45 }); // 1... Nf6
    expect(d4?.children[1]?.children[0]?.move).toEqual({ from: 10, to: 26 }); // 2. c4
  });
});

describe('playNode', () => {
  it('PGN-std returns a Result: the played move, or an ERR_PGN_MOVE error', () => {
    const pos = Position.default();
    const played = playNode(pos, { san: 'Кf3', children: [] }, { locale: 'ru' });
    expect(played.ok && played.value.move).toEqual({ from: 6, to: 21 });
    const bad = playNode(pos, { san: 'Ke3', children: [], line: 3, column: 9 });
    expect(bad.ok ? undefined : [bad.error.code, bad.error.location, bad.error.input]).toEqual([
      'ERR_PGN_MOVE',
      { line: 3, column: 9 },
      'Ke3',
    ]);
  });
});
