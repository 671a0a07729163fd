import type { Color } from '@chesslaws/board';
import { makeFen, type Position } from '@chesslaws/moves';
import { seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { fen } from '../../test/helpers.js';
import {
  randomEpPosition,
  randomGamePositions,
  randomKingPawnPosition,
  randomPawnlessPosition,
  randomWalk,
  randomWallPosition,
} from '../../test/randomPositions.js';
import { hasInsufficientMaterial } from '../material/insufficientMaterial.js';
import { lonePieceCannotMate } from './lonePieceMates.js';
import { pawnFutures } from './pawnFutures.js';
import { quickDeadCheck, quickUnwinnableCheck } from './quickDeadCheck.js';
import {
  BLACK_INSUFFICIENT,
  BLACK_MATES,
  PAWNS_OPEN,
  screenDeadPosition,
  screenStaticProof,
  WHITE_INSUFFICIENT,
  WHITE_MATES,
} from './staticScreen.js';
import { isStaticallyUnwinnable } from './staticUnwinnability.js';

const MATES = { white: WHITE_MATES, black: BLACK_MATES } as const;

/**
 * What each flag of `screenStaticProof(pos)` claims, checked on the unscreened analysis itself;
 * the list of claims that do not hold (empty when the screen is right).
 */
function wrongClaims(pos: Position): string[] {
  const flags = screenStaticProof(pos);
  const board = pos.board;
  const wrong: string[] = [];
  const at = makeFen(pos.toSetup());
  if ((flags & PAWNS_OPEN) !== 0 && pawnFutures(board, false) !== undefined)
    wrong.push(`${at}: PAWNS_OPEN but the pawn analysis has futures`);
  for (const color of ['white', 'black'] as const) {
    const insufficient =
      (flags & (color === 'white' ? WHITE_INSUFFICIENT : BLACK_INSUFFICIENT)) !== 0;
    if (insufficient !== hasInsufficientMaterial(board, color))
      wrong.push(`${at}: ${color} insufficient material flag ${insufficient}`);
    if ((flags & MATES[color]) === 0) continue;
    // The mate pattern must be found whoever is to move, and with no turn given.
    const turns: (Color | undefined)[] = ['white', 'black', undefined];
    if (
      board.byRole.pawn.nonEmpty() ||
      hasInsufficientMaterial(board, color) ||
      lonePieceCannotMate(board, color) ||
      pawnFutures(board, false)?.walls.nonEmpty() !== false ||
      turns.some((turn) => isStaticallyUnwinnable(board, color, false, turn))
    )
      wrong.push(`${at}: ${color} MATES but the static proof succeeds or has walls`);
  }
  return wrong;
}

describe('the static-proof screen (L-5.2.2, L-6.9)', () => {
  it('L-5.2.2 the start position: pawns that can take pawns, the static proof gives up', () => {
    const pos = fen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(screenStaticProof(pos) & PAWNS_OPEN).toBe(PAWNS_OPEN);
    expect(pawnFutures(pos.board, false)).toBeUndefined();
    expect(quickDeadCheck(pos)).toBe(false);
  });

  it.each([
    ['a pawn with an empty file to promote on', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'],
    ['a pawn on the seventh rank', '8/4P3/8/8/8/k7/8/4K3 w - - 0 1'],
    ['a pawn blocked by a knight that can step away', '4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1'],
    ['a pawn blocked by a king that can step away', '7k/8/2K5/2P5/8/8/8/8 b - - 0 1'],
    ['a rook that can walk to a square a pawn attacks', '7k/8/8/p7/P7/8/8/K5R1 w - - 0 1'],
  ])('L-5.2.2 %s: the static proof gives up', (_, text) => {
    const pos = fen(text);
    expect(screenStaticProof(pos) & PAWNS_OPEN).toBe(PAWNS_OPEN);
    expect(pawnFutures(pos.board, false)).toBeUndefined();
    expect(wrongClaims(pos)).toEqual([]);
  });

  it.each([
    ['a king that takes the pawn blocking an enemy pawn', '8/8/2k5/8/p4K2/P7/8/8 b - - 0 1'],
    [
      'a king that walks to a blocker (a real ending)',
      '8/8/p2k1p2/Pp3Pp1/1P2K1P1/8/8/8 b - - 2 52',
    ],
    ['a king in check from a pawn that steps away to take', '8/8/8/3k4/4p3/4P3/5K2/8 w - - 0 1'],
  ])('L-5.2.2 kings and pawns, %s: the static proof gives up', (_, text) => {
    const pos = fen(text);
    expect(pawnFutures(pos.board, false)).toBeUndefined();
    expect(screenStaticProof(pos) & PAWNS_OPEN).toBe(PAWNS_OPEN);
    expect(wrongClaims(pos)).toEqual([]);
  });

  it.each([
    ['a blocker guarded by its own pawn', '8/8/8/k7/1p6/pP6/P7/4K3 w - - 0 1'],
    ['kings that cannot reach a blocker', '4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1'],
  ])('L-5.2.2 kings and pawns, %s: the screen does not claim', (_, text) => {
    const pos = fen(text);
    expect(wrongClaims(pos)).toEqual([]);
  });

  it.each([
    [
      'queens and rooks jammed behind their pawns',
      '4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb w - - 0 1',
    ],
    [
      'a queen and rooks walled in by their own pawns',
      'NRBKQBRN/1PPPPPP1/1P4P1/8/8/8/8/3k4 b - - 0 1',
    ],
    [
      'a pawn that can still advance, and a bishop',
      '5b1k/p3p1p1/4P1P1/8/8/4p1p1/P3P1P1/5B1K w - - 0 1',
    ],
    ['bishops behind a blocked wall', '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1'],
  ])('L-5.2.2 dead with %s: the screen claims nothing, the proof runs and finds it', (_, text) => {
    const pos = fen(text);
    expect(screenStaticProof(pos) & (PAWNS_OPEN | WHITE_MATES | BLACK_MATES)).toBe(0);
    expect(quickDeadCheck(pos)).toBe(true);
  });

  it('L-5.2.2 an e.p. capture the screen does not see still gives up in the proof', () => {
    // A closed chain: neither king reaches a pawn it could take, only e5xd6 e.p. opens it.
    const pos = fen('4k3/8/4p3/1p1pPp1p/pPpP1PpP/P1P3P1/8/4K3 w - d6 0 1');
    expect(pos.legalEpSquare()).toBe(43);
    expect(screenStaticProof(pos) & PAWNS_OPEN).toBe(0);
    expect(quickDeadCheck(pos)).toBe(false);
  });

  it.each([
    ['K+R v K', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', ['white']],
    ['K+Q v K+N', '4k3/8/2n5/8/8/8/8/Q3K3 b - - 0 1', ['white']],
    ['K+N+N v K', '4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', ['white']],
    ['K+B+B (both colours) v K', '4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1', ['white']],
    ['K+B v K+B, opposite colours', '2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1', ['white', 'black']],
    ['K+B v K+N', '4k3/8/8/8/8/2n5/8/2B1K3 w - - 0 1', ['white', 'black']],
    ['K+N v K+R', '4k3/8/8/8/8/8/r7/4KN2 w - - 0 1', ['white', 'black']],
  ] as const)(
    'L-6.9 %s on an open pawnless board (%s): a mate pattern for %j',
    (_, text, sides) => {
      const pos = fen(text);
      const flags = screenStaticProof(pos);
      for (const color of ['white', 'black'] as const) {
        expect((flags & MATES[color]) !== 0).toBe((sides as readonly string[]).includes(color));
        if ((flags & MATES[color]) !== 0) expect(quickUnwinnableCheck(pos, color)).toBe(false);
      }
      expect(wrongClaims(pos)).toEqual([]);
    },
  );

  it.each([
    [
      'K+B v K+R: a lone bishop never mates against a rook',
      '4k3/8/8/8/8/8/r7/4KB2 w - - 0 1',
      'white',
    ],
    [
      'K+N v K+Q: a lone knight never mates against a queen',
      '4k3/8/8/8/8/8/q7/4KN2 w - - 0 1',
      'white',
    ],
    ['K+B v K+B, same colour', '2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1', 'white'],
    ['a lone king', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'black'],
  ] as const)('L-6.9 %s: no mate claimed, the static proof succeeds', (_, text, color) => {
    const pos = fen(text);
    expect(screenStaticProof(pos) & MATES[color]).toBe(0);
    expect(quickUnwinnableCheck(pos, color)).toBe(true);
  });

  it('L-6.9 a piece jammed in a corner could be a wall: no mate claimed on that board', () => {
    // The bishop on a1 has no empty square (b2 holds its rook): the proof must look.
    const pos = fen('4k3/8/8/8/8/8/1r6/bK6 w - - 0 1');
    expect(screenStaticProof(pos) & (WHITE_MATES | BLACK_MATES)).toBe(0);
    expect(wrongClaims(pos)).toEqual([]);
  });

  it('L-5.2.2 L-6.9 every claim holds on seeded random games, walls and pawnless boards', () => {
    const random = seededRandom(testRun().seed);
    const positions = randomGamePositions(random, 20, 300);
    for (let i = 0; i < 1500; i++) {
      const wall = randomWallPosition(random);
      if (wall) positions.push(wall);
      const pawnless = randomPawnlessPosition(random);
      if (pawnless) positions.push(pawnless);
      const ep = randomEpPosition(random);
      if (ep) positions.push(ep);
      const kingsAndPawns = randomKingPawnPosition(random);
      if (kingsAndPawns) positions.push(kingsAndPawns);
    }
    const claimed = positions.filter(
      (pos) => (screenStaticProof(pos) & (PAWNS_OPEN | WHITE_MATES | BLACK_MATES)) !== 0,
    ).length;
    expect(claimed).toBeGreaterThan(positions.length / 2);
    expect(positions.flatMap(wrongClaims)).toEqual([]);
  });

  it('L-5.2.2 the dead-position screen answers the dead question as the full screen does', () => {
    const random = seededRandom(testRun().seed + 3);
    const positions = randomGamePositions(random, 20, 300);
    for (let i = 0; i < 800; i++) {
      for (const pos of [
        randomWallPosition(random),
        randomPawnlessPosition(random),
        randomKingPawnPosition(random),
      ])
        if (pos) positions.push(pos);
    }
    const material = WHITE_INSUFFICIENT | BLACK_INSUFFICIENT;
    const open = PAWNS_OPEN | WHITE_MATES | BLACK_MATES;
    // What the dead question reads of the flags: both sides short of material, or a claim.
    const reading = (flags: number) =>
      (flags & material) === material ? 'insufficient' : (flags & open) !== 0 ? 'alive' : 'look';
    let shortCut = 0;
    for (const pos of positions) {
      const quick = screenDeadPosition(pos);
      expect(reading(quick), makeFen(pos.toSetup())).toBe(reading(screenStaticProof(pos)));
      if (quick === PAWNS_OPEN) shortCut++;
    }
    expect(shortCut).toBeGreaterThan(positions.length / 3);
  });

  it("L-5.2.2 kings and pawns: a claimed give-up is the pawn analysis' own, on many random endings", () => {
    const random = seededRandom(testRun().seed + 1);
    const positions: Position[] = [];
    for (let i = 0; positions.length < 4000 && i < 40_000; i++) {
      const pos = randomKingPawnPosition(random);
      if (pos) positions.push(pos);
    }
    // Random walks from some, so kings stand in check, next to pawns, boxed in.
    for (const pos of positions.slice(0, 300)) positions.push(...randomWalk(random, pos, 12));
    const claimed = positions.filter((pos) => (screenStaticProof(pos) & PAWNS_OPEN) !== 0);
    expect(claimed.length).toBeGreaterThan(positions.length / 4);
    expect(positions.flatMap(wrongClaims)).toEqual([]);
  });
});
