import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GameSplitter, type TextBatch } from './splitGames.js';

const COMMENTS = readFileSync(
  new URL('../../test/fixtures/pgn/comments.pgn', import.meta.url),
  'utf8',
);

/** Batches of `text` fed in chunks of `chunk` characters. */
function split(text: string, size: number, chunk = text.length): TextBatch[] {
  const splitter = new GameSplitter(size);
  const out: TextBatch[] = [];
  for (let i = 0; i < text.length; i += chunk) out.push(...splitter.push(text.slice(i, i + chunk)));
  return [...out, ...splitter.end()];
}

describe('GameSplitter', () => {
  it('cuts only before a tag line that follows movetext, never inside a comment', () => {
    const batches = split(COMMENTS, 1);
    expect(batches.map((b) => b.text.split('\n')[0])).toEqual([
      '[Event "A comment that holds a tag line"]',
      '[Event "Second"]',
    ]);
    expect(batches.map((b) => b.startLine)).toEqual([1, 8]);
    expect(batches.map((b) => b.text).join('')).toBe(COMMENTS);
  });

  it('gives the same batches whatever the chunks of the stream', () => {
    const text = [
      COMMENTS,
      '; a line comment with [brackets\n',
      COMMENTS,
      '%escaped [line\n',
      COMMENTS,
    ].join('\n');
    const whole = split(text, 1);
    expect(whole.length).toBe(6);
    for (const chunk of [1, 7, 64]) expect(split(text, 1, chunk)).toEqual(whole);
  });

  it('keeps games together up to the batch size', () => {
    const text = Array.from({ length: 10 }, () => COMMENTS).join('\n');
    const batches = split(text, COMMENTS.length * 3);
    expect(batches.length).toBe(4);
    expect(batches.map((b) => b.text).join('')).toBe(text);
  });

  it('a blank stream gives no batch', () => {
    expect(split('\n  \n', 1)).toEqual([]);
  });
});
