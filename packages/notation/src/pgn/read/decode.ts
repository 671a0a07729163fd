/**
 * Bytes to text for the PGN readers: UTF-8 (with or without a byte order mark) and UTF-16 with
 * one, as the mark says; bytes that are not UTF-8 read as Windows-1252, as older databases
 * (ChessBase exports, TWIC archives) wrote them, so "Müller" stays "Müller"; or an encoding the
 * caller names. Nothing is replaced by U+FFFD without a notice.
 * @module
 */

/** The encodings the PGN readers decode, by their WHATWG names. */
export const PGN_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'latin1'] as const;

/**
 * An encoding of PGN bytes: `'latin1'` is ISO-8859-1 proper (bytes 0x80-0x9F are control
 * characters), `'windows-1252'` its Windows superset (`€`, `…`, `„`, `Š`... there).
 */
export type PgnEncoding = (typeof PGN_ENCODINGS)[number];

const ALIASES: Readonly<Record<string, PgnEncoding>> = {
  utf8: 'utf-8',
  'utf-8': 'utf-8',
  'utf-16le': 'utf-16le',
  utf16le: 'utf-16le',
  'utf-16be': 'utf-16be',
  utf16be: 'utf-16be',
  'windows-1252': 'windows-1252',
  windows1252: 'windows-1252',
  cp1252: 'windows-1252',
  latin1: 'latin1',
  'latin-1': 'latin1',
  'iso-8859-1': 'latin1',
  iso88591: 'latin1',
};

/** The encoding a name means (`'UTF8'`, `'cp1252'`, `'ISO-8859-1'`...), or `undefined`. */
export function parsePgnEncoding(name: string): PgnEncoding | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
}

/** Something in the bytes that was not read as the encoding says, told once per input. */
export interface DecodeNotice {
  /**
   * `'windows-1252'`: bytes that are not UTF-8 were read as Windows-1252 (no encoding named);
   * `'replaced'`: bytes the named (or marked) encoding cannot read became U+FFFD.
   */
  readonly kind: 'windows-1252' | 'replaced';
  /** The encoding the rest was read in. */
  readonly encoding: PgnEncoding;
  /** The zero-based offset of the first such byte in the input. */
  readonly byteOffset: number;
  /** The one-based line it is on. */
  readonly line: number;
  /** The notice in a sentence, e.g. `bytes that are not UTF-8 (first at line 12, byte 345) read as Windows-1252`. */
  readonly message: string;
}

/** How the readers decode bytes. */
export interface DecodeOptions {
  /**
   * The encoding of byte input. Default: UTF-16 or UTF-8 when a byte order mark says so, else
   * UTF-8 with every byte that is not part of valid UTF-8 read as Windows-1252 (so a file in
   * either reads right, and so does one that mixes them). A byte order mark of the named
   * encoding is dropped.
   */
  readonly encoding?: PgnEncoding;
  /** Told the first time the bytes are not all what the encoding says (see {@link DecodeNotice}). */
  readonly onDecodeNotice?: (notice: DecodeNotice) => void;
}

// Windows-1252's characters for the bytes 0x80-0x9F (the five it leaves undefined stay controls).
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const CP1252 = new Uint16Array(256);
for (let b = 0; b < 256; b++) CP1252[b] = b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80]! : b;

const REPLACEMENT = 0xfffd;
// Code units are turned into strings this many at a time (an argument list has its limits).
const BLOCK = 8192;

/** Collects UTF-16 code units and makes them a string. */
class Units {
  readonly #units: Uint16Array;
  #length = 0;
  readonly #parts: string[] = [];

  constructor(capacity: number) {
    this.#units = new Uint16Array(Math.min(Math.max(capacity, 1), BLOCK));
  }

  push(unit: number): void {
    if (this.#length === this.#units.length) this.#flush();
    this.#units[this.#length++] = unit;
  }

  #flush(): void {
    this.#parts.push(
      String.fromCharCode.apply(null, this.#units.subarray(0, this.#length) as never),
    );
    this.#length = 0;
  }

  text(): string {
    if (this.#length > 0) this.#flush();
    return this.#parts.length === 1 ? this.#parts[0]! : this.#parts.join('');
  }
}

/** The length of the valid UTF-8 sequence at `b[i]` (1 to 4), 0 when it is not one, -1 when `end` cuts it. */
function sequenceAt(b: Uint8Array, i: number, end: number): number {
  const lead = b[i]!;
  if (lead < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    else if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    else if (lead === 0xf4) high = 0x8f;
  } else return 0;
  for (let k = 1; k < length; k++) {
    if (i + k >= end) return -1;
    const c = b[i + k]!;
    if (c < low || c > high) return 0;
    low = 0x80;
    high = 0xbf;
  }
  return length;
}

/** A streaming decoder: `decode` each chunk of bytes in order, then `end`. */
export class PgnDecoder {
  readonly #named: PgnEncoding | undefined;
  readonly #onNotice: ((notice: DecodeNotice) => void) | undefined;
  /** Decided from the byte order mark (or its absence) with the first bytes. */
  #encoding: PgnEncoding | undefined;
  /** Bytes held back: the start of the input before a mark can be told, or a sequence a chunk cut. */
  #held: Uint8Array = new Uint8Array(0);
  #byteOffset = 0;
  /** Line breaks decoded so far, counted only until a notice is given. */
  #lines = 0;
  #noticed = false;
  /** A high surrogate of UTF-16 that ended the last chunk. */
  #highSurrogate = -1;
  // `ignoreBOM`: a mark is this class's to drop, and only at the start of the input.
  readonly #strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  constructor(options: DecodeOptions = {}) {
    this.#named = options.encoding;
    this.#onNotice = options.onDecodeNotice;
  }

  /** The encoding being read: the named one, the one the mark says, or UTF-8 (until a fallback). */
  get encoding(): PgnEncoding | undefined {
    return this.#encoding;
  }

  /** The text of the next chunk of bytes (a character a chunk cuts comes with the next). */
  decode(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.#held.length > 0) {
      bytes = new Uint8Array(this.#held.length + chunk.length);
      bytes.set(this.#held);
      bytes.set(chunk, this.#held.length);
      this.#held = new Uint8Array(0);
    }
    if (this.#encoding === undefined) {
      if (bytes.length < 3 && !this.#markDecided(bytes)) {
        this.#held = bytes.slice();
        return '';
      }
      bytes = bytes.subarray(this.#readMark(bytes));
    }
    return this.#text(bytes, false);
  }

  /** The end of the input: whatever was held back. */
  end(): string {
    const held = this.#held;
    this.#held = new Uint8Array(0);
    let bytes = held;
    if (this.#encoding === undefined) bytes = bytes.subarray(this.#readMark(bytes));
    const text = this.#text(bytes, true);
    if (this.#highSurrogate >= 0) {
      this.#highSurrogate = -1;
      this.#notice('replaced', 0);
      return `${text}\ufffd`;
    }
    return text;
  }

  /** Whether fewer than three bytes already tell the mark (they cannot start one). */
  #markDecided(bytes: Uint8Array): boolean {
    const [a, b] = bytes;
    if (a === undefined) return false;
    if (a === 0xef) return b !== undefined && b !== 0xbb;
    if (a === 0xff || a === 0xfe) return b !== undefined;
    return true;
  }

  /** Decides the encoding from the first bytes; returns the length of the mark to drop. */
  #readMark(bytes: Uint8Array): number {
    const [a, b, c] = bytes;
    const mark =
      a === 0xef && b === 0xbb && c === 0xbf
        ? 'utf-8'
        : a === 0xff && b === 0xfe
          ? 'utf-16le'
          : a === 0xfe && b === 0xff
            ? 'utf-16be'
            : undefined;
    this.#encoding = this.#named ?? mark ?? 'utf-8';
    if (mark === undefined || mark !== this.#encoding) return 0;
    const length = mark === 'utf-8' ? 3 : 2;
    this.#byteOffset += length;
    return length;
  }

  #text(bytes: Uint8Array, final: boolean): string {
    const encoding = this.#encoding!;
    let text: string;
    if (encoding === 'utf-8') text = this.#utf8(bytes, final);
    else if (encoding === 'utf-16le' || encoding === 'utf-16be') text = this.#utf16(bytes, final);
    else {
      const units = new Units(bytes.length);
      const latin1 = encoding === 'latin1';
      for (let i = 0; i < bytes.length; i++) units.push(latin1 ? bytes[i]! : CP1252[bytes[i]!]!);
      text = units.text();
    }
    this.#byteOffset += bytes.length - this.#held.length;
    if (!this.#noticed) this.#lines += countLines(text, text.length);
    return text;
  }

  #utf8(bytes: Uint8Array, final: boolean): string {
    // A sequence the chunk cuts waits for the next one.
    let end = bytes.length;
    if (!final) {
      for (let back = 1; back <= 3 && back <= end; back++) {
        const at = end - back;
        const lead = bytes[at]!;
        if (lead < 0x80) break;
        if (lead >= 0xc0) {
          if (sequenceAt(bytes, at, end) === -1) end = at;
          break;
        }
      }
      if (end < bytes.length) this.#held = bytes.slice(end);
    }
    const body = bytes.subarray(0, end);
    // The common case, all valid UTF-8: the platform's decoder, at its speed.
    try {
      return this.#strict.decode(body);
    } catch {
      return this.#utf8Lenient(body);
    }
  }

  /** UTF-8 with each byte of an invalid sequence read as Windows-1252, or U+FFFD when UTF-8 was named. */
  #utf8Lenient(b: Uint8Array): string {
    const units = new Units(b.length);
    const named = this.#named === 'utf-8';
    for (let i = 0; i < b.length; ) {
      const length = sequenceAt(b, i, b.length);
      if (length <= 0) {
        if (!this.#noticed) this.#notice(named ? 'replaced' : 'windows-1252', i, units);
        units.push(named ? REPLACEMENT : CP1252[b[i]!]!);
        i++;
        continue;
      }
      const lead = b[i]!;
      if (length === 1) units.push(lead);
      else if (length === 2) units.push(((lead & 0x1f) << 6) | (b[i + 1]! & 0x3f));
      else if (length === 3)
        units.push(((lead & 0x0f) << 12) | ((b[i + 1]! & 0x3f) << 6) | (b[i + 2]! & 0x3f));
      else {
        const point =
          ((lead & 0x07) << 18) |
          ((b[i + 1]! & 0x3f) << 12) |
          ((b[i + 2]! & 0x3f) << 6) |
          (b[i + 3]! & 0x3f);
        units.push(0xd800 + ((point - 0x10000) >> 10));
        units.push(0xdc00 + ((point - 0x10000) & 0x3ff));
      }
      i += length;
    }
    return units.text();
  }

  #utf16(bytes: Uint8Array, final: boolean): string {
    const even = bytes.length & ~1;
    if (even < bytes.length && !final) this.#held = bytes.slice(even);
    const units = new Units(even / 2 + 2);
    const le = this.#encoding === 'utf-16le';
    for (let i = 0; i < even; i += 2) {
      const unit = le ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!;
      const high = this.#highSurrogate;
      if (high >= 0) {
        this.#highSurrogate = -1;
        if (unit >= 0xdc00 && unit <= 0xdfff) {
          units.push(high);
          units.push(unit);
          continue;
        }
        this.#notice('replaced', i, units);
        units.push(REPLACEMENT);
      }
      if (unit >= 0xd800 && unit <= 0xdbff) this.#highSurrogate = unit;
      else if (unit >= 0xdc00 && unit <= 0xdfff) {
        this.#notice('replaced', i, units);
        units.push(REPLACEMENT);
      } else units.push(unit);
    }
    if (final && even < bytes.length) {
      this.#notice('replaced', even, units);
      units.push(REPLACEMENT);
    }
    return units.text();
  }

  /** Tells the caller, once, about the byte at `index` of the chunk being decoded. */
  #notice(kind: DecodeNotice['kind'], index: number, units?: Units): void {
    if (this.#noticed) return;
    this.#noticed = true;
    const before = units?.text() ?? '';
    const line = this.#lines + countLines(before, before.length) + 1;
    const byteOffset = this.#byteOffset + index;
    const encoding = kind === 'windows-1252' ? 'windows-1252' : this.#encoding!;
    const where = `first at line ${line}, byte ${byteOffset}`;
    const message =
      kind === 'windows-1252'
        ? `bytes that are not UTF-8 (${where}) read as Windows-1252`
        : `bytes that are not ${this.#encoding!.toUpperCase()} (${where}) read as U+FFFD`;
    this.#onNotice?.({ kind, encoding, byteOffset, line, message });
  }
}

/** The line breaks in `text` up to `to`. */
function countLines(text: string, to: number): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}
