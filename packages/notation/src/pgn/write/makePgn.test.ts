import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { emptyGame, type PgnGame } from '../model/game.js';
import { parsePgn } from '../read/parse.js';
import { makePgn } from './makePgn.js';

const game = (text: string): PgnGame => unwrap(parsePgn(text)[0]!);
const movetext = (pgn: string): string => pgn.slice(pgn.indexOf('\n\n') + 2);

const ANNOTATED = `[White "Kasparov, G."]
[Black "Deep \\"Blue\\""]
[Event "IBM \\\\ Man vs Machine"]
[ECO "B17"]
[Result "1-0"]

{Game 6} 1. e4 {[%clk 1:59:56]} c6 $5 2. d4 d5 3. Nc3 (3. Nd2 {main} dxe4 (3... g6) 4. Nxe4) 3... dxe4
4. Nxe4 Nd7 5. Ng5 Ngf6 6. Bd3 e6 7. N1f3 h6 8. Nxe6 Qe7 9. O-O fxe6 10. Bg6+ Kd8 11. Bf4 b5
12. a4 Bb7 13. Re1 Nd5 14. Bg3 Kc8 15. axb5 cxb5 16. Qd3 Bc6 17. Bf5 exf5 18. Rxe7 Bxe7 19. c4 1-0`;

describe('makePgn', () => {
  it('PGN-std writes the Seven Tag Roster first, in order, with escapes, then the other tags', () => {
    const pgn = makePgn(game(ANNOTATED));
    expect(pgn.split('\n').slice(0, 9)).toEqual([
      '[Event "IBM \\\\ Man vs Machine"]',
      '[Site "?"]',
      '[Date "????.??.??"]',
      '[Round "?"]',
      '[White "Kasparov, G."]',
      '[Black "Deep \\"Blue\\""]',
      '[Result "1-0"]',
      '[ECO "B17"]',
      '',
    ]);
  });

  it('PGN-std writes movetext in lines of at most 80 columns, numbering Black after comments and variations', () => {
    const pgn = makePgn(game(ANNOTATED));
    const lines = movetext(pgn).trimEnd().split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(lines[0]).toBe(
      '{ Game 6 } 1. e4 { [%clk 1:59:56] } 1... c6 $5 2. d4 d5 3. Nc3 ( 3. Nd2 { main }',
    );
    expect(movetext(pgn)).toContain('3... dxe4 ( 3... g6 ) 4. Nxe4 ) 3... dxe4 4. Nxe4');
    expect(pgn.endsWith('19. c4 1-0\n')).toBe(true);
  });

  it('PGN-std round-trips: reading what it wrote gives the same tree', () => {
    const original = game(ANNOTATED);
    const again = game(makePgn(original));
    const strip = (g: PgnGame): string =>
      JSON.stringify(g.root, (key, value) =>
        key === 'line' || key === 'column' ? undefined : value,
      );
    expect(strip(again)).toBe(strip(original));
    expect([...again.headers]).toEqual([...game(makePgn(again)).headers]);
  });

  it('L-C writes the moves in any style and language of makeSan', () => {
    const g = game('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O Nf6 5. Bxc6 dxc6 *');
    expect(movetext(makePgn(g, { style: 'fide' }))).toBe(
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. 0-0 Nf6 5. Bxc6 dxc6 *\n',
    );
    expect(movetext(makePgn(g, { locale: 'ru' }))).toBe(
      '1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. O-O Кf6 5. С:c6 d:c6 *\n',
    );
    expect(movetext(makePgn(g, { style: 'lan' }))).toContain(
      '2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. O-O',
    );
    expect(movetext(makePgn(g, { style: 'uci' }))).toBe(
      '1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6 4. e1g1 g8f6 5. b5c6 d7c6 *\n',
    );
    expect(movetext(makePgn(g, { style: 'figurine' }))).toContain('2. ♘f3 ♘c6 3. ♗b5');
  });

  it('S-wild writes input found in the wild in the canonical form', () => {
    const g = game('1. е4 е5 2. ♘f3 Sc6 3. Lc4 Lc5 4. 0-0 Sf6 *');
    expect(movetext(makePgn(g, { style: 'san', inputLocale: 'de' }))).toBe(
      '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 *\n',
    );
    const ru = game('1. е4 е5 2. Кf3 Кc6 3. Сc4 Сc5 4. 0-0 Кf6 *');
    expect(movetext(makePgn(ru, { style: 'san' }))).toBe(
      '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 *\n',
    );
  });

  it('PGN-std keeps a line it cannot replay as written', () => {
    const g = game('1. e4 e5 2. Qxx9 Nc6 (2... Nf6) *');
    expect(movetext(makePgn(g, { style: 'lan' }))).toBe(
      '1. e2-e4 e7-e5 2. Qxx9 Nc6 ( 2... Nf6 ) *\n',
    );
  });

  it('PGN-std writes one result in the Result tag and the movetext, so they cannot contradict', () => {
    // The movetext's marker wins over a Result tag that says otherwise.
    const contradicting = game('[Result "1-0"]\n\n1. e4 0-1');
    const pgn = makePgn(contradicting);
    expect(pgn).toContain('[Result "0-1"]');
    expect(pgn.endsWith('1. e4 0-1\n')).toBe(true);
    // Built in code with only the tag: the tag is the result, in both places.
    const tagged = emptyGame();
    tagged.headers.set('Result', '1/2-1/2');
    expect(makePgn(tagged)).toContain('[Result "1/2-1/2"]');
    expect(makePgn(tagged).endsWith('\n\n1/2-1/2\n')).toBe(true);
    // A tag that is not a result gives '*' in both places.
    const junk = emptyGame();
    junk.headers.set('Result', 'White won');
    expect(makePgn(junk)).toContain('[Result "*"]');
    expect(makePgn(junk).endsWith('\n\n*\n')).toBe(true);
  });

  it('writes clocks and evaluations held in comments', () => {
    const g = emptyGame();
    g.root.children.push({
      san: 'e4',
      children: [],
      comments: [{ text: 'ok', clock: 59_500, eval: { pawns: 0.3 } }],
    });
    expect(movetext(makePgn(g))).toBe('1. e4 { ok [%eval 0.30] [%clk 0:00:59.5] } *\n');
  });

  it('writes a 20k-deep variation tree without recursion', () => {
    const depth = 20_000;
    const text = `1. Nf3 Nf6 2. Ng1 ${'( 2. Nc3 Ng8 3. Nb1 Nf6 4. Ng1 '.repeat(depth)}${')'.repeat(depth)} *`;
    const pgn = makePgn(game(text));
    expect(pgn.split('(').length - 1).toBe(depth);
    expect(pgn.split(')').length - 1).toBe(depth);
  });
});
