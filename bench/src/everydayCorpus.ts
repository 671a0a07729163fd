/**
 * The inputs of the everyday benchmark, all from one seed: positions from random games, and
 * PGN text of random games that looks like an export (tags, move numbers, results, some
 * comments, glyphs and NAGs), or real PGN files when asked for.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Position } from '@chesslaws/moves';
import { makeSanAndPlay } from '@chesslaws/notation';
import { seededRandom } from '@chesslaws/testkit';

/** `count` positions, each after a random number (0..99) of random legal plies, with a legal move. */
export function randomPositions(seed: number, count: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const pos = Position.default();
    const plies = Math.floor(random() * 100);
    for (let i = 0; i < plies && pos.hasLegalMoves(); i++) {
      const moves = pos.legalMoves();
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
    if (pos.hasLegalMoves()) out.push(pos);
  }
  return out;
}

const NAMES = ['Carlsen, Magnus', 'Nakamura, Hikaru', 'Ju, Wenjun', 'Anand, Viswanathan', '?'];
const COMMENTS = [
  'The main line.',
  'A novelty.',
  'White has the initiative.',
  '[%clk 0:04:58]',
  '[%eval 0.31] [%clk 1:29:50]',
];
const NAGS = ['!', '?', '!?', '?!', '$1', '$2', '$14', '$18'];

/**
 * `count` random legal games of 20 to 160 plies as PGN text, one string per game: the Seven
 * Tag Roster and four more tags, `1. e4 e5` numbering (`3... Nc6` after a comment), a glyph
 * or NAG on about one move in twenty, a comment on about one in twenty-five; with `clocks`,
 * a `[%clk]` comment after every move instead, as lichess exports them.
 */
export function randomGames(seed: number, count: number, clocks = false): string[] {
  const random = seededRandom(seed ^ 0x9e3779b9);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const games: string[] = [];
  for (let g = 0; g < count; g++) {
    const pos = Position.default();
    const plies = 20 + Math.floor(random() * 141);
    const tokens: string[] = [];
    let numberNext = true;
    for (let ply = 0; ply < plies && pos.hasLegalMoves(); ply++) {
      const white = pos.turn === 'white';
      if (white) tokens.push(`${pos.fullmoves}.`);
      else if (numberNext) tokens.push(`${pos.fullmoves}...`);
      const moves = pos.legalMoves();
      let san = makeSanAndPlay(pos, moves[Math.floor(random() * moves.length)]!);
      numberNext = false;
      if (random() < 0.05) {
        const nag = pick(NAGS);
        san = nag.startsWith('$') ? `${san} ${nag}` : san + nag;
      }
      tokens.push(san);
      if (clocks) {
        const left = 180 - Math.floor(ply / 2) - Math.floor(random() * 10);
        tokens.push(
          `{ [%clk 0:${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}] }`,
        );
        numberNext = true;
      } else if (random() < 0.04) {
        tokens.push(`{ ${pick(COMMENTS)} }`);
        numberNext = true;
      }
    }
    const result = pos.isCheckmate()
      ? pos.turn === 'white'
        ? '0-1'
        : '1-0'
      : pos.hasLegalMoves()
        ? pick(['1-0', '0-1', '1/2-1/2', '*'])
        : '1/2-1/2';
    const lines: string[] = [];
    let line = '';
    for (const token of [...tokens, result]) {
      if (line.length + token.length + 1 > 80) {
        lines.push(line);
        line = token;
      } else line = line ? `${line} ${token}` : token;
    }
    lines.push(line);
    const tags: Array<[string, string]> = [
      ['Event', `Seeded Open ${seed}`],
      ['Site', 'Internet'],
      [
        'Date',
        `2024.${String(1 + (g % 12)).padStart(2, '0')}.${String(1 + (g % 28)).padStart(2, '0')}`,
      ],
      ['Round', String(g + 1)],
      ['White', pick(NAMES)],
      ['Black', pick(NAMES)],
      ['Result', result],
      ['WhiteElo', String(1500 + Math.floor(random() * 1300))],
      ['BlackElo', String(1500 + Math.floor(random() * 1300))],
      ['TimeControl', '180+2'],
      [
        'ECO',
        `${pick(['A', 'B', 'C', 'D', 'E'])}${String(Math.floor(random() * 100)).padStart(2, '0')}`,
      ],
    ];
    const header = tags.map(([name, value]) => `[${name} "${value}"]`).join('\n');
    games.push(`${header}\n\n${lines.join('\n')}\n`);
  }
  return games;
}

/**
 * The games of the PGN files at `path` (a file, or every `.pgn` file under a folder), one
 * string per game: split before each `[Event ` that starts a line.
 */
export function pgnFiles(path: string): string[] {
  const files: string[] = [];
  const walk = (p: string): void => {
    if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) walk(join(p, name));
    else if (p.endsWith('.pgn')) files.push(p);
  };
  walk(path);
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split(/\n(?=\[Event )/)
      .filter((game) => game.trim().length > 0),
  );
}
