/**
 * L-5.2.2 / L-6.9: the screen in front of the static proof (`staticScreen.ts`) changes no
 * answer. On many seeded positions (random games; the 1803 CHA vectors and random walks from
 * them, which keep their walls, lone bishops and few pieces; random locked walls with loose
 * pawns, e.p. squares and pawns near promotion; random pawnless boards), every screened check
 * returns what its unscreened twin returns. And the mate searches, whose only use of the static
 * proof is `staticProofFor`, get the unscreened answer at every node they ask about, so their
 * verdicts, node counts and mating lines are the unscreened ones.
 */
import { readFileSync } from 'node:fs';
import type { Color } from '@chesslaws/board';
import { makeFen, type Position, type ReadonlyPosition } from '@chesslaws/moves';
import { seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it, vi } from 'vitest';
import { kingTakesBlocker } from '../src/dead/kingTakes.js';
import { standingPawnAttacks } from '../src/dead/pawnBreakout.js';
import {
  quickDeadCheck,
  quickUnwinnableCheck,
  unscreenedQuickDeadCheck,
  unscreenedQuickUnwinnableCheck,
  unscreenedStaticProofFor,
} from '../src/dead/quickDeadCheck.js';
import { scan } from '../src/dead/scannedBoard.js';
import {
  BLACK_INSUFFICIENT,
  BLACK_MATES,
  PAWNS_OPEN,
  screenStaticProof,
  WHITE_INSUFFICIENT,
  WHITE_MATES,
} from '../src/dead/staticScreen.js';
import { analyzeWinnability } from '../src/dead/winnability.js';
import {
  hasInsufficientMaterial,
  isInsufficientMaterial,
} from '../src/material/insufficientMaterial.js';
import { fen } from './helpers.js';
import {
  randomEpPosition,
  randomGamePositions,
  randomKingPawnPosition,
  randomPawnlessPosition,
  randomWalk,
  randomWallPosition,
} from './randomPositions.js';

// Every call the searches make to the static proof, answered screened and checked against the
// unscreened answer.
const searchCalls = vi.hoisted(() => ({ count: 0, differ: [] as string[] }));
vi.mock('../src/dead/quickDeadCheck.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/dead/quickDeadCheck.js')>();
  return {
    ...real,
    staticProofFor: (pos: ReadonlyPosition, winner: Color) => {
      const screened = real.staticProofFor(pos, winner);
      const unscreened = real.unscreenedStaticProofFor(pos, winner);
      searchCalls.count++;
      if (screened !== unscreened)
        searchCalls.differ.push(`${makeFen(pos.toSetup())} ${winner}: ${screened} v ${unscreened}`);
      return screened;
    },
  };
});

interface Row {
  fen: string;
}
const cha: Position[] = readFileSync(new URL('./data/unwinnability.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => (JSON.parse(line) as Row).fen)
  .map((text) => fen(text.split(' ').length < 4 ? `${text} - - 0 1` : text));

const random = seededRandom(testRun().seed);

/** The answers of every screened check on `pos` that differ from the unscreened ones. */
function disagreements(pos: Position): string[] {
  const at = makeFen(pos.toSetup());
  const out: string[] = [];
  const board = pos.board;
  if (quickDeadCheck(pos) !== unscreenedQuickDeadCheck(pos)) out.push(`${at}: quickDeadCheck`);
  if (isInsufficientMaterial(pos) !== isInsufficientMaterial(board))
    out.push(`${at}: isInsufficientMaterial`);
  for (const color of ['white', 'black'] as const) {
    if (quickUnwinnableCheck(pos, color) !== unscreenedQuickUnwinnableCheck(pos, color))
      out.push(`${at}: quickUnwinnableCheck ${color}`);
    if (hasInsufficientMaterial(pos, color) !== hasInsufficientMaterial(board, color))
      out.push(`${at}: hasInsufficientMaterial ${color}`);
  }
  return out;
}

const BOTH_INSUFFICIENT = WHITE_INSUFFICIENT | BLACK_INSUFFICIENT;
/** True when the screen's flags settle `quickDeadCheck` without the static proof. */
const settles = (flags: number): boolean =>
  (flags & (PAWNS_OPEN | WHITE_MATES | BLACK_MATES)) !== 0 ||
  (flags & BOTH_INSUFFICIENT) === BOTH_INSUFFICIENT;

/** Checks `positions`; returns how many the screen settled and how many were dead. */
function expectAgreement(positions: readonly Position[]): { screened: number; dead: number } {
  expect(positions.flatMap(disagreements)).toEqual([]);
  return {
    screened: positions.filter((pos) => settles(screenStaticProof(pos))).length,
    dead: positions.filter((pos) => quickDeadCheck(pos)).length,
  };
}

const some = <T>(items: readonly (T | undefined)[]): T[] =>
  items.filter((item): item is T => item !== undefined);

describe('L-5.2.2 L-6.9 the screened static checks agree with the unscreened ones', () => {
  it('L-5.2.2 on positions of seeded random games', () => {
    const positions = randomGamePositions(random, 40, 300);
    const { screened } = expectAgreement(positions);
    console.log(`random games: ${screened}/${positions.length} positions settled by the screen`);
    expect(screened).toBeGreaterThan(positions.length * 0.8);
  });

  it('L-5.2.2 L-6.9 on the 1803 CHA vectors and on random walks of 6 moves from each', () => {
    const positions = [...cha, ...cha.flatMap((pos) => randomWalk(random, pos, 6))];
    const { screened, dead } = expectAgreement(positions);
    console.log(
      `CHA and walks: ${screened}/${positions.length} settled by the screen, ${dead} dead`,
    );
    expect(dead).toBeGreaterThan(1000);
  });

  it('L-5.2.2 on random locked walls, e.p. squares and pawns near promotion, and walks from them', () => {
    const starts = some([
      ...Array.from({ length: 1500 }, () => randomWallPosition(random)),
      ...Array.from({ length: 800 }, () => randomEpPosition(random)),
    ]);
    const withEp = starts.filter((pos) => pos.legalEpSquare() !== undefined).length;
    const positions = [...starts, ...starts.flatMap((pos) => randomWalk(random, pos, 4))];
    const { screened, dead } = expectAgreement(positions);
    console.log(
      `walls: ${screened}/${positions.length} settled by the screen, ${dead} dead, ${withEp} starts with a legal e.p. capture`,
    );
    expect(withEp).toBeGreaterThan(100);
    // Enough positions the screen leaves to the proof, so both paths are compared (fewer since
    // the screen also sees a king that takes a blocker, kingTakes.ts).
    expect(positions.length - screened).toBeGreaterThan(250);
  });

  it('L-5.2.2 on kings and pawns only (pawns head to head, kings anywhere) and walks from them', () => {
    const starts = some(Array.from({ length: 3000 }, () => randomKingPawnPosition(random)));
    const positions = [...starts, ...starts.flatMap((pos) => randomWalk(random, pos, 6))];
    const { screened, dead } = expectAgreement(positions);
    const byKings = positions.filter((pos) => {
      scan(pos);
      return kingTakesBlocker(standingPawnAttacks());
    }).length;
    console.log(
      `kings and pawns: ${screened}/${positions.length} settled by the screen (${byKings} as a king takes a blocker), ${dead} dead`,
    );
    // The new argument settles most of them, and the proof still runs on some, dead ones among them.
    expect(byKings).toBeGreaterThan(positions.length / 2);
    expect(positions.length - screened).toBeGreaterThan(30);
    expect(dead).toBeGreaterThan(5);
  });

  it('L-6.9 on random pawnless boards (every material class, jammed corners) and walks from them', () => {
    const starts = some(Array.from({ length: 3000 }, () => randomPawnlessPosition(random)));
    const positions = [...starts, ...starts.flatMap((pos) => randomWalk(random, pos, 3))];
    const { screened, dead } = expectAgreement(positions);
    console.log(`pawnless: ${screened}/${positions.length} settled by the screen, ${dead} dead`);
    expect(dead).toBeGreaterThan(0);
  });

  it('L-6.9 the mate searches get the unscreened static answer at every node they ask about', () => {
    const sample = [
      ...cha.filter((_, i) => i % 15 === 0),
      ...some(Array.from({ length: 40 }, () => randomWallPosition(random))),
      ...some(Array.from({ length: 40 }, () => randomPawnlessPosition(random))),
    ];
    searchCalls.count = 0;
    searchCalls.differ.length = 0;
    let settled = 0;
    for (const pos of sample) {
      for (const color of ['white', 'black'] as const) {
        const result = analyzeWinnability(pos, color, { nodeBudget: 1500 });
        if (result.verdict !== 'unknown') settled++;
        // The root answer is the unscreened static proof's too.
        const proof = unscreenedStaticProofFor(pos, color);
        if (proof !== undefined)
          expect(result).toMatchObject({ verdict: 'unwinnable', proof, nodes: 0 });
      }
    }
    console.log(
      `searches: ${sample.length * 2} sides, ${settled} settled, ${searchCalls.count} static answers asked for`,
    );
    expect(searchCalls.differ).toEqual([]);
    expect(searchCalls.count).toBeGreaterThan(1000);
  });
});
