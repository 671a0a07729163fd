/**
 * The PGN tokenizer: a push-based state machine that takes text in chunks of
 * any size and calls a {@link PgnVisitor}. It keeps only the unfinished token
 * between chunks, so memory stays flat in the size of the input, and it never
 * recurses, so nesting depth cannot overflow the stack.
 */
import type { PgnResult } from '@chesslaws/board';
import { PgnError, type PgnErrorCode } from '../error.js';
import { glyphToNag } from '../model/nag.js';
import { type PgnVisitor, SKIP } from '../visitor.js';
import { tagPairAt, UNDECIDED } from './tagSection.js';
import { sharedPacked, sharedSlice } from './tokenCache.js';

/**
 * Limits that keep hostile input from growing memory or time without bound. Each is checked
 * the same way whatever the chunks the text comes in, so a stream reads exactly like the whole
 * text; what is over a limit is an `ERR_PGN_TOKEN_TOO_LONG` error and is skipped.
 */
export interface ScannerLimits {
  /** The longest comment kept, in UTF-16 code units (default 16 MiB); longer ones are an error. */
  readonly maxCommentLength?: number;
  /** The longest move, move number, NAG or glyph token (default 255, the PGN standard's limit). */
  readonly maxTokenLength?: number;
  /** The longest tag pair, from `[` to `]` (default 64 KiB). */
  readonly maxTagLength?: number;
}

// Character classes of ASCII codes; everything from 128 up is a token character
// except the no-break space and the byte order mark, which count as whitespace.
const TOKEN = 0;
const SPACE = 1;
const DELIMITER = 2;
const CLASS = new Uint8Array(128);
for (let c = 0; c <= 32; c++) CLASS[c] = SPACE;
CLASS[127] = SPACE;
for (const ch of '{}()[];$"!?*<%') CLASS[ch.charCodeAt(0)] = DELIMITER;

const classOf = (c: number): number =>
  c < 128 ? CLASS[c]! : c === 0xa0 || c === 0xfeff || c === 0x2028 ? SPACE : TOKEN;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The index of the first character from `j` on that is not a space or a tab. */
function skipBlanks(s: string, j: number, n: number): number {
  while (j < n && (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9)) j++;
  return j;
}

const RESULTS: ReadonlyMap<string, PgnResult> = new Map([
  ['1-0', '1-0'],
  ['0-1', '0-1'],
  ['1/2-1/2', '1/2-1/2'],
  ['½-½', '1/2-1/2'],
  ['*', '*'],
]);

// Scanner states between chunks.
const NORMAL = 0;
const BRACE_COMMENT = 1;
const LINE_COMMENT = 2;
const SKIP_LINE = 3; // `%` escape lines, and the rest of a line after a broken tag
const SKIP_RUN = 4; // the rest of an over-long token (of the characters `#skipping` says)

// What SKIP_RUN skips: token characters, digits (after `$`), or `!` and `?`.
const RUN_TOKEN = 0;
const RUN_DIGITS = 1;
const RUN_GLYPH = 2;

const isGlyphChar = (c: number): boolean => c === 33 || c === 63;

/** Whether `c` belongs to a run of kind `run` (see RUN_TOKEN...). */
const inRun = (run: number, c: number): boolean =>
  run === RUN_TOKEN ? classOf(c) === TOKEN : run === RUN_DIGITS ? isDigit(c) : isGlyphChar(c);

/** The index after the run of kind `run` that goes on from `j` in `s` (up to `n`). */
function runEnd(s: string, j: number, n: number, run: number): number {
  while (j < n && inRun(run, s.charCodeAt(j))) j++;
  return j;
}

// `commentStop`'s answer when the text ends before it can tell.
const WAIT = -2;

// Where the reader is in a game.
const BETWEEN = 0;
const TAGS = 1;
const MOVETEXT = 2;

/** Incremental PGN tokenizer: `write` chunks, then `end`. */
export class PgnScanner {
  // Fields are #private so that minifiers shorten their names; methods stay TS-private,
  // because V8 calls #methods measurably slower in this hot loop.
  readonly #visitor: PgnVisitor;
  readonly #maxComment: number;
  readonly #maxToken: number;
  readonly #maxTag: number;

  #buf = '';
  /** Absolute offset of `#buf[0]` in the whole input. */
  #base = 0;
  #line = 1;
  /** Absolute offset of the first character of the current line. */
  #lineStart = 0;

  #state = NORMAL;
  /** In SKIP_RUN: which characters to skip. */
  #skipping = RUN_TOKEN;
  #phase = BETWEEN;
  #depth = 0;
  #skipGame = false;
  #skipDepth = 0;
  /** No token since the last line break (so the next line break makes a blank line). */
  #lineEmpty = true;
  /** A blank line was seen in the movetext: a move number 1 after it starts a new game. */
  #blank = false;

  // The comment being collected across chunks.
  #parts: string[] = [];
  #partsLength = 0;
  #tokenLine = 0;
  #tokenColumn = 0;
  /** In a `{` comment: line breaks since its last character that is not blank. */
  #commentBreaks = 0;
  /** In a `{` comment: the character before the next one is a line break. */
  #commentLineStart = false;
  /** Where `commentStop` waits for more text (when it answers WAIT). */
  #waitAt = 0;
  /** Counts the changes of `#buf`, so that a line break found in it is found once. */
  #bufGeneration = 0;
  // The first line break at or after `#newlineFrom` in `#buf` of `#newlineGeneration` (-1: none).
  #newlineAt = -1;
  #newlineFrom = 0;
  #newlineGeneration = -1;

  constructor(visitor: PgnVisitor, limits: ScannerLimits = {}) {
    this.#visitor = visitor;
    this.#maxComment = limits.maxCommentLength ?? 16 * 1024 * 1024;
    this.#maxToken = limits.maxTokenLength ?? 255;
    this.#maxTag = limits.maxTagLength ?? 64 * 1024;
  }

  /** Feeds the next piece of text. */
  write(chunk: string): void {
    this.#buf = this.#buf.length === 0 ? chunk : this.#buf + chunk;
    this.#bufGeneration++;
    this.scan(false);
  }

  /** Signals the end of input: finishes the last token and the last game. */
  end(): void {
    this.scan(true);
    const column = this.column(this.#buf.length);
    if (this.#state === BRACE_COMMENT) {
      this.fail(
        'ERR_PGN_UNTERMINATED',
        'comment opened here is never closed with }: skipped to the end of the input',
        this.#tokenLine,
        this.#tokenColumn,
        undefined,
        { line: this.#line, column },
      );
    } else if (this.#state === LINE_COMMENT) {
      this.emitComment();
    }
    this.#state = NORMAL;
    this.#parts = [];
    this.#partsLength = 0;
    if (this.#phase !== BETWEEN) this.endGame(this.#line, column);
    this.#base += this.#buf.length;
    this.#buf = '';
  }

  private column(i: number): number {
    return this.#base + i - this.#lineStart + 1;
  }

  private get emitting(): boolean {
    return !this.#skipGame && this.#skipDepth === 0;
  }

  private fail(
    code: PgnErrorCode,
    message: string,
    line: number,
    column: number,
    token?: string,
    skippedTo?: { line: number; column: number },
  ): void {
    this.startGame(line, column);
    this.#visitor.error?.(new PgnError(code, message, { line, column }, token, skippedTo));
  }

  /**
   * Reports a token over the limit, and skips the rest of its run (`run`); a NAG or a glyph
   * (`movetext`) belongs to the movetext, as it would have.
   */
  private tooLong(what: string, line: number, column: number, run: number, movetext = false): void {
    if (movetext) this.beginMovetext(line, column);
    this.fail(
      'ERR_PGN_TOKEN_TOO_LONG',
      `${what} longer than ${this.#maxToken} characters`,
      line,
      column,
    );
    this.#state = SKIP_RUN;
    this.#skipping = run;
  }

  // A game starts only at a token of the line being read, so its offset is the line's plus its column.
  private beginGame(line: number, column: number): void {
    this.#phase = TAGS;
    this.#depth = 0;
    this.#skipGame = false;
    this.#skipDepth = 0;
    this.#visitor.beginGame?.(line, column, this.#lineStart + column - 1);
  }

  /** Starts a game unless one is under way; a comment or an error among the tags does not end them. */
  private startGame(line: number, column: number): void {
    if (this.#phase === BETWEEN) this.beginGame(line, column);
  }

  private beginMovetext(line: number, column: number): void {
    this.startGame(line, column);
    if (this.#phase === TAGS) {
      this.#phase = MOVETEXT;
      this.#skipGame = this.#visitor.endTags?.() === SKIP;
    }
  }

  private endGame(line: number, column: number): void {
    if (this.#phase === TAGS) this.beginMovetext(line, column);
    while (this.#depth > 0) this.closeVariation(line, column);
    this.#phase = BETWEEN;
    this.#blank = false;
    this.#visitor.endGame?.(line, column);
    this.#skipGame = false;
  }

  private closeVariation(line: number, column: number): void {
    if (this.#skipDepth === this.#depth) this.#skipDepth = 0;
    else if (this.emitting) this.#visitor.endVariation?.(line, column);
    this.#depth--;
  }

  /** Keeps `buf[from, to)` of a comment read in pieces (its line breaks are counted apart). */
  private collect(from: number, to: number): void {
    if (this.#partsLength <= this.#maxComment) {
      this.#parts.push(this.#buf.slice(from, to));
      this.#partsLength += to - from;
    }
  }

  /** `emitComment` for a comment read in one piece, `s[from, to)`. */
  private emitWholeComment(s: string, from: number, to: number): void {
    if (to - from > this.#maxComment) {
      this.fail(
        'ERR_PGN_TOKEN_TOO_LONG',
        `comment longer than ${this.#maxComment} characters`,
        this.#tokenLine,
        this.#tokenColumn,
      );
    } else if (this.emitting) {
      this.#visitor.comment?.(s.slice(from, to), this.#tokenLine, this.#tokenColumn);
    }
  }

  private emitComment(): void {
    if (this.#partsLength > this.#maxComment) {
      this.fail(
        'ERR_PGN_TOKEN_TOO_LONG',
        `comment longer than ${this.#maxComment} characters`,
        this.#tokenLine,
        this.#tokenColumn,
      );
    } else if (this.emitting) {
      const text = this.#parts.length === 1 ? this.#parts[0]! : this.#parts.join('');
      this.#visitor.comment?.(text, this.#tokenLine, this.#tokenColumn);
    }
    this.#parts.length = 0;
    this.#partsLength = 0;
  }

  /**
   * In a `{` comment, from `i` up to `to` (its `}`, or the end of the chunk): the index of a
   * `[` where the next game's tag section plainly starts (at the start of a line, after a blank
   * line, a whole tag pair: see `tagPairAt`), which ends the comment as never closed; -1 when
   * there is none; WAIT when the chunk ends before the tag pair at `#waitAt` does. Counts the
   * comment's line breaks on the way, up to where it stops, in one pass over its characters.
   */
  private commentStop(s: string, i: number, to: number, n: number, final: boolean): number {
    let breaks = this.#commentBreaks;
    let lineStart = this.#commentLineStart;
    let p = i;
    let stop = -1;
    while (p < to) {
      if (breaks === 0) {
        // Within a line that has text (most comments are all on one): on to its end.
        const nl = this.newlineAfter(s, p);
        if (nl === -1 || nl >= to) {
          lineStart = false;
          break;
        }
        if (nl > p) lineStart = false;
        this.newLine(nl);
        p = nl + 1;
        breaks = 1;
        lineStart = true;
        continue;
      }
      const c = s.charCodeAt(p);
      if (c === 10) {
        this.newLine(p++);
        breaks++;
        lineStart = true;
        continue;
      }
      if (c === 91 && lineStart && breaks >= 2) {
        const pair = tagPairAt(s, p, n, this.#maxTag);
        if (pair === 1) return p;
        if (pair === UNDECIDED && !final) {
          this.#waitAt = p;
          stop = WAIT;
          break;
        }
      }
      lineStart = false;
      if (c !== 32 && c !== 9 && c !== 13) breaks = 0;
      p++;
    }
    this.#commentBreaks = breaks;
    this.#commentLineStart = lineStart;
    return stop;
  }

  /**
   * The first line break at or after `p` in the buffer `s`, or -1. Found by one search per
   * line, not per comment: many comments on one long line must not search it again each.
   */
  private newlineAfter(s: string, p: number): number {
    if (
      this.#newlineGeneration !== this.#bufGeneration ||
      p < this.#newlineFrom ||
      (this.#newlineAt !== -1 && this.#newlineAt < p)
    ) {
      this.#newlineAt = s.indexOf('\n', p);
      this.#newlineFrom = p;
      this.#newlineGeneration = this.#bufGeneration;
    }
    return this.#newlineAt;
  }

  /** A line break at `buf[at]`. */
  private newLine(at: number): void {
    this.#line++;
    this.#lineStart = this.#base + at + 1;
  }

  /**
   * Ends the game whose `{` comment (from `i` in this chunk) is never closed, at `stop`, where the
   * next game's tags begin (issue 28): the error says so, and reading goes on from there.
   */
  private brokenComment(): void {
    this.#parts.length = 0;
    this.#partsLength = 0;
    this.#state = NORMAL;
    const line = this.#line;
    this.fail(
      'ERR_PGN_UNTERMINATED',
      `comment opened here is never closed with }: skipped to line ${line}, where the next game's tags begin`,
      this.#tokenLine,
      this.#tokenColumn,
      undefined,
      { line, column: 1 },
    );
    this.endGame(line, 1);
    this.#lineEmpty = true;
  }

  private scan(final: boolean): void {
    const s = this.#buf;
    const n = s.length;
    const v = this.#visitor;
    let i = 0;
    while (i < n) {
      const state = this.#state;
      if (state !== NORMAL) {
        if (state === BRACE_COMMENT) {
          const close = s.indexOf('}', i);
          const stop = this.commentStop(s, i, close === -1 ? n : close, n, final);
          if (stop === WAIT) {
            this.collect(i, this.#waitAt);
            this.keep(this.#waitAt);
            return;
          }
          if (stop >= 0) {
            this.brokenComment();
            i = stop;
            continue;
          }
          if (close !== -1 && this.#parts.length === 0) {
            // The whole comment is in this chunk: no parts to collect and join.
            this.emitWholeComment(s, i, close);
            i = close + 1;
            this.#state = NORMAL;
            continue;
          }
          const to = close === -1 ? n : close;
          this.collect(i, to);
          i = to;
          if (close === -1) break;
          i++;
          this.#state = NORMAL;
          this.emitComment();
        } else if (state === SKIP_RUN) {
          i = runEnd(s, i, n, this.#skipping);
          if (i < n) this.#state = NORMAL;
        } else {
          // Up to (not including) the end of the line; NORMAL then counts the newline.
          const eol = s.indexOf('\n', i);
          const to = eol === -1 ? n : eol;
          if (state === LINE_COMMENT) this.collect(i, to);
          i = to;
          if (eol === -1) break;
          if (state === LINE_COMMENT) this.emitComment();
          this.#state = NORMAL;
        }
        continue;
      }

      const c = s.charCodeAt(i);
      if (c === 32) {
        i++; // the commonest character, and nothing to do for it
        continue;
      }
      const cls = classOf(c);
      if (cls === SPACE) {
        if (c === 10) {
          if (this.#lineEmpty && this.#phase === MOVETEXT && this.#depth === 0) this.#blank = true;
          this.#lineEmpty = true;
          this.#line++;
          this.#lineStart = this.#base + i + 1;
        }
        i++;
        continue;
      }
      this.#lineEmpty = false;

      const line = this.#line;
      const column = this.#base + i - this.#lineStart + 1;

      if (cls === TOKEN) {
        // A run of token characters: move number, move, result or glyph.
        let j = i;
        if (isDigit(c)) {
          j++;
          while (j < n && isDigit(s.charCodeAt(j))) j++;
          if (j - i > this.#maxToken) {
            // No move number or move is this long: the whole run of token characters goes.
            this.tooLong('token', line, column, RUN_TOKEN);
            i = j;
            continue;
          }
          if (j === n && !final) break;
          const next = j < n ? s.charCodeAt(j) : 32;
          if (next === 46 || classOf(next) !== TOKEN) {
            // A move number, `12.` or `12...` or a bare `12`: only a marker for the reader.
            const first = j === i + 1 && c === 49;
            while (j < n && s.charCodeAt(j) === 46) j++;
            if (j === n && !final) break;
            // Games without a result, separated by a blank line: move 1 starts the next one.
            if (this.#blank && first) this.endGame(line, column);
            this.#blank = false;
            if (this.#phase !== MOVETEXT) this.beginMovetext(line, column);
            i = j;
            continue;
          }
        }
        // The token's characters, packed as they are read into its key for the token cache
        // (7 bits each, 0-3 in `a` and 4-7 in `b`; `wide` when one is not ASCII).
        j = i;
        let a = 0;
        let b = 0;
        let wide = false;
        while (j < n) {
          const d = s.charCodeAt(j);
          if (d < 128) {
            if (CLASS[d] !== TOKEN) break;
          } else if (d === 0xa0 || d === 0xfeff || d === 0x2028) break;
          else wide = true;
          const k = j - i;
          if (k < 4) a = a * 128 + d;
          else if (k < 8) b = b * 128 + d;
          j++;
        }
        if (j - i > this.#maxToken) {
          this.tooLong('token', line, column, RUN_TOKEN);
          i = j;
          continue;
        }
        if (j === n && !final) break;
        this.#blank = false;
        if (this.#phase !== MOVETEXT) this.beginMovetext(line, column);
        // A skipped game's tokens are not made into strings: only a result can matter.
        const emitting = this.emitting;
        if (!emitting && !isDigit(c) && c !== 0xbd) {
          i = j;
          continue;
        }
        let token: string;
        if (c === 46) {
          // `1. ... e5`: the dots say only that Black moves.
          while (i < j && s.charCodeAt(i) === 46) i++;
          if (i === j) continue;
          token = sharedSlice(s, i, j);
        } else token = wide || j - i > 8 ? sharedSlice(s, i, j) : sharedPacked(s, i, j, a, b);
        i = j;
        const result = isDigit(c) || c === 0xbd ? RESULTS.get(token) : undefined;
        if (result !== undefined) {
          this.onResult(result, line, column);
          continue;
        }
        if (!emitting) continue;
        if (c < 65 || (c > 90 && c < 97) || c > 122) {
          // Not starting with a Latin letter: a glyph (`+-`, `±`), a null move, or a
          // move in figurines, Cyrillic letters or `0-0` castling.
          const nag = glyphToNag(token);
          if (nag !== undefined) {
            v.nag?.(nag, line, column);
            continue;
          }
        } else if (c === 78 && token.length === 1) {
          v.nag?.(146, line, column);
          continue;
        } else if (c === 101 && (token === 'e.p.' || token === 'ep')) {
          continue; // S-wild: an en passant suffix written apart from its move
        }
        v.san?.(token, line, column);
        continue;
      }

      // Delimiters.
      switch (c) {
        case 123: // {
        case 59: // ;
          this.startGame(line, column);
          this.#state = c === 123 ? BRACE_COMMENT : LINE_COMMENT;
          this.#tokenLine = line;
          this.#tokenColumn = column;
          this.#commentBreaks = 0;
          this.#commentLineStart = false;
          i++;
          continue;
        case 37: // %
          if (this.#base + i === this.#lineStart) {
            this.#state = SKIP_LINE;
            i++;
            continue;
          }
          break;
        case 91: {
          // [
          const end = this.tag(s, i, n, final, line, column);
          if (end === -1) {
            this.keep(i);
            return;
          }
          i = end;
          continue;
        }
        case 40: // (
          this.beginMovetext(line, column);
          this.#depth++;
          if (this.emitting && v.beginVariation?.(line, column) === SKIP)
            this.#skipDepth = this.#depth;
          i++;
          continue;
        case 41: // )
          // An unmatched `)` is harmless: ignore it.
          if (this.#depth > 0) this.closeVariation(line, column);
          i++;
          continue;
        case 36: {
          // $ NAG
          const j = runEnd(s, i + 1, n, RUN_DIGITS);
          if (j - i > this.#maxToken) {
            this.tooLong('NAG', line, column, RUN_DIGITS, true);
            i = j;
            continue;
          }
          if (j === n && !final) {
            this.keep(i);
            return;
          }
          this.beginMovetext(line, column);
          if (j === i + 1 || j - i > 4) {
            this.fail(
              'ERR_PGN_SYNTAX',
              'a NAG is $ followed by 1 to 3 digits',
              line,
              column,
              s.slice(i, j + 1),
            );
            i = j;
            continue;
          }
          if (this.emitting) v.nag?.(Number(s.slice(i + 1, j)), line, column);
          i = j;
          continue;
        }
        case 33: // !
        case 63: {
          // ?
          const j = runEnd(s, i + 1, n, RUN_GLYPH);
          if (j - i > this.#maxToken) {
            this.tooLong('glyph', line, column, RUN_GLYPH, true);
            i = j;
            continue;
          }
          if (j === n && !final) {
            this.keep(i);
            return;
          }
          const glyph = s.slice(i, j);
          const nag = glyphToNag(glyph);
          this.beginMovetext(line, column);
          if (nag === undefined)
            this.fail('ERR_PGN_SYNTAX', `unknown annotation glyph ${glyph}`, line, column, glyph);
          else if (this.emitting) v.nag?.(nag, line, column);
          i = j;
          continue;
        }
        case 42: // *
          this.beginMovetext(line, column);
          this.onResult('*', line, column);
          i++;
          continue;
        case 60: {
          // <br />: HTML line breaks in PGN copied from web pages count as whitespace.
          const close = s.indexOf('>', i);
          if (close === -1 && !final && n - i < 8) {
            this.keep(i);
            return;
          }
          if (close !== -1 && close - i <= 6 && /^<br\s*\/?>$/i.test(s.slice(i, close + 1))) {
            i = close + 1;
            continue;
          }
          break;
        }
      }
      // `}`, `]`, `"`, or a stray `%`/`<`: not PGN outside comments.
      this.fail('ERR_PGN_SYNTAX', `unexpected ${JSON.stringify(s[i])}`, line, column, s[i]);
      i++;
    }
    this.keep(i);
  }

  /** Drops the consumed text, keeping the unfinished token at `i` for the next chunk. */
  private keep(i: number): void {
    if (i > 0) {
      this.#buf = this.#buf.slice(i);
      this.#base += i;
      this.#bufGeneration++;
    }
  }

  private onResult(result: PgnResult, line: number, column: number): void {
    if (this.#depth > 0) return; // a result inside a variation says nothing about the game
    if (!this.#skipGame) this.#visitor.result?.(result, line, column);
    this.endGame(line, column);
  }

  /**
   * Reads `[Name "value"]` starting at `s[i] === '['`. Returns the index after it, or -1 when
   * the chunk ends inside the tag and more input may follow. A tag pair longer than the limit
   * is an error whether or not its end is in the chunk, so the chunks never change the answer.
   */
  private tag(
    s: string,
    i: number,
    n: number,
    final: boolean,
    line: number,
    column: number,
  ): number {
    // Reading stops at `limit`: there either the text ends or the pair is too long. Reaching
    // it ends the pair only at the true end of the input; else the pair is cut short.
    const limit = Math.min(n, i + this.#maxTag);
    const cutShort = !(final && limit === n);
    let j = i + 1;
    j = skipBlanks(s, j, limit);
    const nameStart = j;
    while (j < limit) {
      const c = s.charCodeAt(j);
      if (c === 34 || c === 93 || classOf(c) === SPACE) break;
      j++;
    }
    const nameEnd = j;
    j = skipBlanks(s, j, limit);
    if (j === limit && cutShort) return this.cutTag(s, i, n, line, column);
    if (nameEnd === nameStart || s.charCodeAt(j) !== 34)
      return this.badTag(s, i, j, n, line, column);
    j++;
    let value = '';
    let from = j;
    for (;;) {
      if (j === limit) {
        if (cutShort) return this.cutTag(s, i, n, line, column);
        return this.badTag(s, i, j, n, line, column);
      }
      const c = s.charCodeAt(j);
      if (c === 34) break;
      if (c === 10) return this.badTag(s, i, j, n, line, column);
      if (c === 92 && j + 1 < limit && (s.charCodeAt(j + 1) === 34 || s.charCodeAt(j + 1) === 92)) {
        value += s.slice(from, j);
        from = j + 1;
        j += 2;
        continue;
      }
      if (c === 92 && j + 1 === limit && cutShort) return this.cutTag(s, i, n, line, column);
      j++;
    }
    // Tag names and most values repeat from game to game (`Event`, `?`, `1-0`): shared strings.
    value = value.length === 0 ? sharedSlice(s, from, j) : value + s.slice(from, j);
    j++;
    j = skipBlanks(s, j, limit);
    if (j === limit && cutShort) return this.cutTag(s, i, n, line, column);
    if (s.charCodeAt(j) !== 93) return this.badTag(s, i, j, n, line, column);
    if (this.#phase === MOVETEXT) this.endGame(line, column);
    this.startGame(line, column);
    if (this.#phase === TAGS)
      this.#visitor.tag?.(sharedSlice(s, nameStart, nameEnd), value, line, column);
    return j + 1;
  }

  /** A tag pair the chunk cuts short: too long already, or -1 to wait for more of it. */
  private cutTag(s: string, i: number, n: number, line: number, column: number): number {
    return n - i >= this.#maxTag ? this.longTag(s, i, n, line, column) : -1;
  }

  /** Reports a tag pair over the limit and skips the rest of its line. */
  private longTag(s: string, i: number, n: number, line: number, column: number): number {
    if (this.#phase === MOVETEXT) this.endGame(line, column);
    this.fail('ERR_PGN_TOKEN_TOO_LONG', `tag longer than ${this.#maxTag} characters`, line, column);
    const eol = s.indexOf('\n', i);
    if (eol === -1) {
      this.#state = SKIP_LINE;
      return n;
    }
    return eol;
  }

  /** Reports a malformed tag and resumes at the end of its line. */
  private badTag(s: string, i: number, j: number, n: number, line: number, column: number): number {
    if (this.#phase === MOVETEXT) this.endGame(line, column);
    const eol = s.indexOf('\n', j);
    this.fail(
      j === n || s.charCodeAt(j) === 10 ? 'ERR_PGN_UNTERMINATED' : 'ERR_PGN_TAG',
      'a tag pair must look like [Name "value"]',
      line,
      column,
      s.slice(i, Math.min(eol === -1 ? n : eol, i + 80)),
    );
    if (eol === -1) {
      this.#state = SKIP_LINE;
      return n;
    }
    return eol;
  }
}
