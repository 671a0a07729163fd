/**
 * The fast path of `parseSan` against the forgiving reader it stands in front of: on seeded
 * random positions (Chess960 included), every legal move's SAN takes the fast path and reads
 * as the same move, and on near misses (a character changed, dropped or doubled, a wrong
 * piece or square, a missing promotion) `parseSan` answers exactly as the forgiving reader
 * does, errors included: same code, message, offset and candidates.
 */
import { decodeMove, makeFen, type Position } from '@chesslaws/moves';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { notationPositions, randomPositions } from '../../../test/positions.js';
import { makeSan } from '../write/makeSan.js';
import { fastSan } from './fastSan.js';
import { forgivingParseSan, parseSan } from './parseSan.js';

const positions = [...notationPositions(), ...randomPositions(testRun().seed, scaledRuns(200))];

// What a reader's answer says, in a form `toEqual` compares field by field.
function answer(pos: Position, text: string, read: typeof parseSan) {
  const result = read(pos, text);
  if (result.ok) return { move: result.value };
  const { code, message, location, candidates, reason } = result.error;
  return { code, message, location, candidates, reason };
}

// Characters a slip may bring in: files, ranks, piece letters, signs, castling's O and 0.
const SLIPS = [...'abcdefgh12345678KQRBNPxX=-+#O0 !?'];
const PIECES = ['', 'K', 'Q', 'R', 'B', 'N'];

/** Texts close to `san`: one character changed, dropped, doubled or added, and signs moved. */
function nearMisses(san: string, random: () => number, count: number): string[] {
  const out = [san.replace(/[+#]$/, ''), `${san}+`, `${san}#`, `${san}!?`, san.replace('=', '')];
  for (let k = 0; k < count; k++) {
    const at = Math.floor(random() * (san.length + 1));
    const slip = SLIPS[Math.floor(random() * SLIPS.length)]!;
    const kind = Math.floor(random() * 4);
    if (kind === 0) out.push(san.slice(0, at) + slip + san.slice(at + 1));
    else if (kind === 1) out.push(san.slice(0, at) + san.slice(at + 1));
    else if (kind === 2) out.push(san.slice(0, at) + slip + san.slice(at));
    else out.push(san.slice(0, at) + san.slice(at, at + 1) + san.slice(at));
  }
  return out;
}

/** Well-formed SAN that may name no move, or several: any piece to any square, pawn captures. */
function wellFormed(random: () => number, count: number): string[] {
  const square = () =>
    String.fromCharCode(97 + Math.floor(random() * 8), 49 + Math.floor(random() * 8));
  const out: string[] = ['O-O', 'O-O-O', '0-0', 'O-O+'];
  for (let k = 0; k < count; k++) {
    const piece = PIECES[Math.floor(random() * PIECES.length)]!;
    const to = square();
    const from = square();
    out.push(`${piece}${to}`, `${piece}x${to}`, `${piece}${from[0]}${to}`, `${piece}${from}${to}`);
    if (piece === '') out.push(`${from[0]}x${to}`, `${to}=Q`, `${to}=K`);
  }
  return out;
}

describe('the SAN fast path', () => {
  it('L-C every legal move’s SAN, with or without its check sign, takes the fast path as the same move (standard and Chess960)', () => {
    let moves = 0;
    let chess960 = 0;
    for (const pos of positions) {
      if (pos.chess960) chess960++;
      for (const move of pos.legalMoves()) {
        const san = makeSan(pos, move);
        const where = `${makeFen(pos)} ${san}`;
        for (const text of [san, san.replace(/[+#]$/, '')]) {
          const m = fastSan(pos, text);
          expect(m, where).not.toBe(0);
          expect(decodeMove(m), where).toEqual(move);
          expect(parseSan(pos, text), where).toEqual({ ok: true, value: move });
          expect(answer(pos, text, forgivingParseSan), where).toEqual({ move });
        }
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(5000);
    expect(chess960).toBeGreaterThan(20);
  });

  it('S-wild near misses and well-formed SAN of no move: parseSan answers exactly as the forgiving reader, errors included', () => {
    const random = seededRandom(testRun().seed ^ 0x5a17);
    const seen = new Set<string>();
    let fast = 0;
    for (const pos of positions) {
      const legal = pos.legalMoves();
      const texts = wellFormed(random, 6);
      for (let k = 0; k < 4; k++) {
        const move = legal[Math.floor(random() * legal.length)]!;
        texts.push(...nearMisses(makeSan(pos, move), random, 8));
      }
      for (const text of texts) {
        const where = `${makeFen(pos)} '${text}'`;
        const slow = answer(pos, text, forgivingParseSan);
        expect(answer(pos, text, parseSan), where).toEqual(slow);
        const m = fastSan(pos, text);
        if (m !== 0) {
          fast++;
          expect(slow, where).toEqual({ move: decodeMove(m) });
        }
        seen.add('move' in slow ? 'ok' : slow.code!);
      }
    }
    // The texts reach every answer, and the fast path takes some of them (the legal ones).
    for (const outcome of [
      'ok',
      'ERR_SAN_SYNTAX',
      'ERR_SAN_NO_SUCH_MOVE',
      'ERR_SAN_AMBIGUOUS',
      'ERR_SAN_ILLEGAL',
    ])
      expect(seen).toContain(outcome);
    expect(fast).toBeGreaterThan(500);
  });

  it('L-C leaves ambiguous SAN, a missing promotion piece and castling that cannot be done to the forgiving reader', () => {
    const [, , promoting, queens, knights] = notationPositions();
    expect(fastSan(queens!, 'Qe1')).toBe(0); // three queens reach e1
    expect(fastSan(queens!, 'Qh4e1')).not.toBe(0);
    expect(fastSan(knights!, 'Nc3')).toBe(0); // both knights reach c3
    expect(fastSan(promoting!, 'b8')).toBe(0); // promote to what?
    expect(fastSan(promoting!, 'b8=Q')).not.toBe(0);
    expect(fastSan(promoting!, 'O-O')).toBe(0);
    const code = (pos: Position, text: string) => {
      const result = parseSan(pos, text);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(code(queens!, 'Qe1')).toBe('ERR_SAN_AMBIGUOUS');
    expect(code(knights!, 'Nc3')).toBe('ERR_SAN_AMBIGUOUS');
    expect(code(promoting!, 'b8')).toBe('ERR_SAN_AMBIGUOUS');
    expect(code(promoting!, 'O-O')).not.toBe('ok');
  });
});
