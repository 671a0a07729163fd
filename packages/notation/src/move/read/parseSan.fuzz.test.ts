/**
 * Any text in any position: `parseSan` never throws. It returns a legal move, or a `SanError`
 * with a stable code, an offset inside the text for syntax errors, and the candidates that
 * ambiguous and illegal answers promise.
 */
import { type Move, Position } from '@chesslaws/moves';
import { propertyOptions, scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE_IDS } from '../locales.js';
import { SanError } from '../sanError.js';
import { parseSan } from './parseSan.js';

// Letters, digits and signs of every style and language, Cyrillic look-alikes and figurines.
const SAN_CHARS = [...'abcdefgh12345678KQRBNOoxX:-=+#!?/()0 .epКрФЛСсДТПЛе♔♕♖♗♘♚♛♜♝♞хZ'];
const CODES = ['ERR_SAN_SYNTAX', 'ERR_SAN_NO_SUCH_MOVE', 'ERR_SAN_AMBIGUOUS', 'ERR_SAN_ILLEGAL'];

/** Positions from seeded random play, so the text meets pins, checks, promotions, castling. */
function playedPositions(count: number): Position[] {
  const random = seededRandom(testRun().seed);
  const positions: Position[] = [];
  let pos = Position.default();
  while (positions.length < count) {
    const moves = pos.legalMoves();
    // A finished or long game starts over, so every game stays varied.
    if (moves.length === 0 || pos.fullmoves > 80) pos = Position.default();
    else pos.play(moves[Math.floor(random() * moves.length)]!);
    positions.push(pos.clone());
  }
  return positions;
}

const isLegal = (pos: Position, move: Move): boolean =>
  pos
    .legalMoves()
    .some((m) => m.from === move.from && m.to === move.to && m.promotion === move.promotion);

describe('parseSan on any text', () => {
  const positions = playedPositions(scaledRuns(60)).filter((p) => p.hasLegalMoves());

  it('L-C returns a legal move or a typed error, never throws', () => {
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(
        fc.nat({ max: positions.length - 1 }),
        fc.string({ unit: fc.constantFrom(...SAN_CHARS), maxLength: 10 }),
        fc.constantFrom(...LOCALE_IDS),
        fc.boolean(),
        (index, text, locale, strict) => {
          const pos = positions[index]!;
          const result = parseSan(pos, text, { locale, strict });
          if (result.ok) {
            outcomes.add('ok');
            expect(isLegal(pos, result.value)).toBe(true);
            return;
          }
          const error = result.error;
          outcomes.add(error.code);
          expect(error).toBeInstanceOf(SanError);
          expect(CODES).toContain(error.code);
          if (error.code === 'ERR_SAN_SYNTAX') {
            expect(error.location?.offset).toBeGreaterThanOrEqual(0);
            expect(error.location?.offset).toBeLessThanOrEqual(text.length);
          }
          if (error.code === 'ERR_SAN_AMBIGUOUS')
            expect(error.candidates.length).toBeGreaterThan(1);
          if (error.code === 'ERR_SAN_ILLEGAL') expect(error.candidates.length).toBeGreaterThan(0);
        },
      ),
      propertyOptions({ numRuns: 3000 }),
    );
    // Random text reaches readable moves and each kind of refusal, not only syntax errors.
    for (const outcome of ['ok', 'ERR_SAN_SYNTAX', 'ERR_SAN_NO_SUCH_MOVE'])
      expect(outcomes).toContain(outcome);
  });
});
