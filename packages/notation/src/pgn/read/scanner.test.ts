import { describe, expect, it } from 'vitest';
import type { PgnError } from '../error.js';
import { SKIP } from '../visitor.js';
import { PgnScanner } from './scanner.js';

/** Records every visitor call as a line of text. */
function record(chunks: string[], skip: { tags?: boolean; variations?: boolean } = {}): string[] {
  const log: string[] = [];
  const scanner = new PgnScanner({
    beginGame: (l, c) => void log.push(`begin ${l}:${c}`),
    tag: (n, v, l, c) => void log.push(`tag ${n}=${v} ${l}:${c}`),
    endTags: () => {
      log.push('endTags');
      return skip.tags ? SKIP : undefined;
    },
    san: (t, l, c) => void log.push(`san ${t} ${l}:${c}`),
    nag: (n, l, c) => void log.push(`nag ${n} ${l}:${c}`),
    comment: (t, l, c) => void log.push(`comment ${JSON.stringify(t)} ${l}:${c}`),
    beginVariation: (l, c) => {
      log.push(`( ${l}:${c}`);
      return skip.variations ? SKIP : undefined;
    },
    endVariation: () => void log.push(')'),
    result: (r) => void log.push(`result ${r}`),
    endGame: () => void log.push('end'),
    error: (e: PgnError) =>
      void log.push(`error ${e.code} ${e.location?.line}:${e.location?.column}`),
  });
  for (const chunk of chunks) scanner.write(chunk);
  scanner.end();
  return log;
}

const SAMPLE = `[Event "Casual \\"blitz\\""]
[Site "C:\\\\chess"]

% an escape line that is ignored
1. e4 {open} e5!? 2. Nf3 $14 ; rest of line
(2. f4 exf4 (2... d5)) 2... Nc6 +- 3. Bb5 a6 1-0

[Event "Next"]
1. d4 *`;

describe('PgnScanner', () => {
  it('PGN-std calls the visitor hooks in order, with line and column', () => {
    expect(record([SAMPLE])).toEqual([
      'begin 1:1',
      'tag Event=Casual "blitz" 1:1',
      'tag Site=C:\\chess 2:1',
      'endTags',
      'san e4 5:4',
      'comment "open" 5:7',
      'san e5 5:14',
      'nag 5 5:16',
      'san Nf3 5:22',
      'nag 14 5:26',
      'comment " rest of line" 5:30',
      '( 6:1',
      'san f4 6:5',
      'san exf4 6:8',
      '( 6:13',
      'san d5 6:19',
      ')',
      ')',
      'san Nc6 6:29',
      'nag 18 6:33',
      'san Bb5 6:39',
      'san a6 6:43',
      'result 1-0',
      'end',
      'begin 8:1',
      'tag Event=Next 8:1',
      'endTags',
      'san d4 9:4',
      'result *',
      'end',
    ]);
  });

  it('PGN-std gives the same calls however the input is cut into chunks', () => {
    const whole = record([SAMPLE]);
    for (let cut = 1; cut < SAMPLE.length; cut++) {
      expect(record([SAMPLE.slice(0, cut), SAMPLE.slice(cut)])).toEqual(whole);
    }
    expect(record([...SAMPLE])).toEqual(whole); // one character at a time
  });

  it('PGN-std skips the movetext or a variation when a hook returns SKIP', () => {
    expect(record(['[A "1"] 1. e4 (1. d4) e5 *'], { tags: true })).toEqual([
      'begin 1:1',
      'tag A=1 1:1',
      'endTags',
      'end',
    ]);
    expect(record(['1. e4 (1. d4 (1. c4) d5) e5 *'], { variations: true })).toEqual([
      'begin 1:1',
      'endTags',
      'san e4 1:4',
      '( 1:7',
      'san e5 1:26',
      'result *',
      'end',
    ]);
  });

  it('S-wild reads move numbers glued to moves, Black dots apart, e.p. apart and <br /> line breaks', () => {
    const log = record(['[A "x"]<br /><br />1.e4 e5 2...Nf6 3. ... exd6 e.p. ½-½']);
    expect(
      log.filter((l) => l.startsWith('san') || l.startsWith('result') || l.startsWith('tag')),
    ).toEqual([
      'tag A=x 1:1',
      'san e4 1:22',
      'san e5 1:25',
      'san Nf6 1:32',
      'san exd6 1:43',
      'result 1/2-1/2',
    ]);
  });

  it('PGN-std reports syntax errors with line and column and keeps reading', () => {
    const log = record(['1. e4 ] e5 $ {never closed\n\n[Event "x"]']);
    expect(log).toContain('error ERR_PGN_SYNTAX 1:7');
    expect(log).toContain('error ERR_PGN_SYNTAX 1:12');
    expect(log).toContain('error ERR_PGN_UNTERMINATED 1:14');
    expect(record(['[Event "unterminated\n1. e4 *'])).toEqual([
      'begin 1:1',
      'error ERR_PGN_UNTERMINATED 1:1',
      'endTags',
      'san e4 2:4',
      'result *',
      'end',
    ]);
  });

  it('PGN-std separates games without a result by a blank line before move 1', () => {
    const log = record(['1. e4 e5\n\n2. Nf3 Nc6\n\n1. d4 d5']);
    expect(log.filter((l) => l === 'end' || l.startsWith('begin'))).toEqual([
      'begin 1:1',
      'end',
      'begin 5:1',
      'end',
    ]);
  });

  it('refuses over-long tokens instead of buffering them without bound', () => {
    const log = record(['1. e4 ', 'x'.repeat(200), 'x'.repeat(200), ' e5 *']);
    expect(log).toContain('error ERR_PGN_TOKEN_TOO_LONG 1:7');
    expect(log).toContain('san e5 1:408');
  });
});
