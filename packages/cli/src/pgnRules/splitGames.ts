/** Whole games of a PGN stream, cut where a game's tags begin, with the line they start on. */
export interface TextBatch {
  /** The text of one or more whole games. */
  readonly text: string;
  /** The one-based line of the stream where `text` starts. */
  readonly startLine: number;
}

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
 * Cuts a PGN stream into batches of whole games, so that workers can read and check them
 * apart: a cut goes only before a tag line (`[` first on a line, outside a `{}` comment)
 * that follows movetext, which is where the reader itself starts a new game. Batches are
 * about `size` characters; the scan is one pass over each character.
 */
export class GameSplitter {
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
    let from = 0;
    for (let i = this.#scanned; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === NEWLINE) {
        this.#line++;
        this.#atLineStart = true;
        this.#inLineComment = false;
        this.#inTagLine = false;
        continue;
      }
      const lineStart = this.#atLineStart;
      if (c !== SPACE && c !== TAB && c !== CR) this.#atLineStart = false;
      if (this.#inBrace) {
        if (c === CLOSE_BRACE) this.#inBrace = false;
        continue;
      }
      if (this.#inLineComment || this.#inTagLine) continue;
      if (lineStart && c === OPEN_BRACKET) {
        this.#inTagLine = true;
        // A tag after movetext starts the next game: a place to cut.
        if (this.#sawMovetext && i - from >= this.#size) {
          out.push({ text: text.slice(from, i), startLine: this.#startLine });
          from = i;
          this.#startLine = this.#line;
        }
        this.#sawMovetext = false;
        continue;
      }
      if (lineStart && c === PERCENT) this.#inLineComment = true;
      else if (c === OPEN_BRACE) this.#inBrace = true;
      else if (c === SEMICOLON) this.#inLineComment = true;
      else if (c !== SPACE && c !== TAB && c !== CR) this.#sawMovetext = true;
    }
    this.#pending = from === 0 ? text : text.slice(from);
    this.#scanned = this.#pending.length;
  }
}
