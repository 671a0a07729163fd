/**
 * @chesslaws/notation's reader on positions of every lichess variant, from seeded random games:
 * every text, the SAN of each legal move in each style and language and near misses of it
 * (another square, another piece, a drop of it), gives a `Result`: the move itself, or a worded
 * error with a stable code, never a throw. The seed is printed; CHESSLAWS_SEED replays it.
 */
import { Position } from '@chesslaws/moves';
import { makeSan, parseSan, SAN_STYLES } from '@chesslaws/notation';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { lichessVariants } from '../src/index.js';

const CODES = ['ERR_SAN_SYNTAX', 'ERR_SAN_NO_SUCH_MOVE', 'ERR_SAN_AMBIGUOUS', 'ERR_SAN_ILLEGAL'];
const EXTRA = [
  'N@e4',
  '@a1',
  'P@h8',
  'Q@d5+',
  'K@e4',
  'e8=K',
  'a1=K',
  'Kxd2',
  'O-O',
  'O-O-O',
  '--',
  'N@',
  '@',
];

describe('notation reads every lichess variant without throwing', () => {
  const { seed } = testRun();
  for (const variant of lichessVariants()) {
    it(`V-${variant.name} S-wild every text read gives the move or a coded error (seed ${seed})`, () => {
      const random = seededRandom(seed);
      let texts = 0;
      let roundTrips = 0;
      for (let g = 0; g < scaledRuns(3); g++) {
        const pos = Position.default(variant);
        for (let ply = 0; ply < 40; ply++) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          const sample = moves.filter(() => random() < 0.15);
          const candidates = [...EXTRA];
          for (const move of sample) {
            for (const style of SAN_STYLES) {
              const locale = (['en', 'de', 'ru'] as const)[Math.floor(random() * 3)]!;
              const text = makeSan(pos, move, { style, locale });
              const back = parseSan(pos, text, { locale });
              expect(back.ok && makeSan(pos, back.value), `${variant.name} ${style} ${text}`).toBe(
                makeSan(pos, move),
              );
              roundTrips++;
              const i = Math.floor(random() * text.length);
              candidates.push(
                text.slice(0, i) +
                  'abcdefgh12345678NBRQK@x=+#'[Math.floor(random() * 26)]! +
                  text.slice(i + 1),
                `${'NBRQKP'[Math.floor(random() * 6)]}@${text.slice(-2)}`,
              );
            }
          }
          for (const text of candidates) {
            texts++;
            const read = parseSan(pos, text);
            if (!read.ok) expect(CODES, `${variant.name} '${text}'`).toContain(read.error.code);
          }
          pos.play(moves[Math.floor(random() * moves.length)]!);
          if (pos.outcome()) break;
        }
      }
      expect(roundTrips).toBeGreaterThan(100);
      expect(texts).toBeGreaterThan(500);
    });
  }
});
