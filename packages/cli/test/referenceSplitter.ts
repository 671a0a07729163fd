// A reference for the differential test of `GameSplitter` (tests only).
import type { TextBatch } from '../src/pgnRules/splitGames.js';

const NEWLINE = 10;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const SEMICOLON = 59;
const PERCENT = 37;
const OPEN_BRACKET = 91;
const SPACE = 32;
const TAB = 9;
const CR = 13;

/**
 * The splitter as first written, one character at a time: the reference the line-at-a-time
 * `GameSplitter` must agree with, batch for batch, whatever the text and its chunks.
 */
export class ReferenceSplitter {
  readonly #size: number;
  #pending = '';
  /** How far `#pending` has been scanned. */
  #scanned = 0;
  #line = 1;
  /** The line `#pending` starts on. */
  #startLine = 1;
  #inBrace = false;
  #inLineComment = false;
  #atLineStart = true;
  #inTagLine = false;
  #sawMovetext = false;

  /** A splitter making batches of about `size` characters. */
  constructor(size = 256 * 1024) {
    this.#size = size;
  }

  /** Adds text; returns the batches it completed. */
  push(chunk: string): TextBatch[] {
    this.#pending += chunk;
    const out: TextBatch[] = [];
    this.#scan(out);
    return out;
  }

  /** The end of the stream: the rest, as a last batch (none if only blank). */
  end(): TextBatch[] {
    const rest = this.#pending;
    this.#pending = '';
    return rest.trim() === '' ? [] : [{ text: rest, startLine: this.#startLine }];
  }

  #scan(out: TextBatch[]): void {
    const text = this.#pending;
    const size = this.#size;
    // The state in locals for the loop (one pass over every character), written back after.
    let line = this.#line;
    let startLine = this.#startLine;
    let inBrace = this.#inBrace;
    let inLineComment = this.#inLineComment;
    let atLineStart = this.#atLineStart;
    let inTagLine = this.#inTagLine;
    let sawMovetext = this.#sawMovetext;
    let from = 0;
    for (let i = this.#scanned; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === NEWLINE) {
        line++;
        atLineStart = true;
        inLineComment = false;
        inTagLine = false;
        continue;
      }
      const lineStart = atLineStart;
      const blank = c === SPACE || c === TAB || c === CR;
      if (!blank) atLineStart = false;
      if (inBrace) {
        if (c === CLOSE_BRACE) inBrace = false;
        continue;
      }
      if (inLineComment || inTagLine) continue;
      if (lineStart && c === OPEN_BRACKET) {
        inTagLine = true;
        // A tag after movetext starts the next game: a place to cut.
        if (sawMovetext && i - from >= size) {
          out.push({ text: text.slice(from, i), startLine });
          from = i;
          startLine = line;
        }
        sawMovetext = false;
        continue;
      }
      if (lineStart && c === PERCENT) inLineComment = true;
      else if (c === OPEN_BRACE) inBrace = true;
      else if (c === SEMICOLON) inLineComment = true;
      else if (!blank) sawMovetext = true;
    }
    this.#line = line;
    this.#startLine = startLine;
    this.#inBrace = inBrace;
    this.#inLineComment = inLineComment;
    this.#atLineStart = atLineStart;
    this.#inTagLine = inTagLine;
    this.#sawMovetext = sawMovetext;
    this.#pending = from === 0 ? text : text.slice(from);
    this.#scanned = this.#pending.length;
  }
}
