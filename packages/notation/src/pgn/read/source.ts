import { type DecodeOptions, PgnDecoder } from './decode.js';

/**
 * The part of a web `ReadableStream<Uint8Array>` the reader uses. Typed here, so that using
 * the package needs neither the DOM lib nor `@types/node`; any real web stream fits.
 */
export interface ByteStream {
  /** Locks the stream to one reader, which the PGN reader releases when it stops. */
  getReader(): ByteStreamReader;
}

/** The part of a `ReadableStreamDefaultReader<Uint8Array>` the reader uses. */
export interface ByteStreamReader {
  /** The next chunk of bytes, or `done` at the end of the stream. */
  read(): Promise<
    { done: true; value?: Uint8Array | undefined } | { done: false; value: Uint8Array }
  >;
  /** Unlocks the stream (it is not cancelled: the caller may read on). */
  releaseLock(): void;
}

/**
 * Where PGN text can come from: a string, the bytes of a whole file, a web stream of bytes, or
 * any async iterable of chunks (Node streams are). Bytes are decoded as {@link DecodeOptions}
 * say: UTF-8 or UTF-16 by their byte order mark, else UTF-8 with a Windows-1252 fallback.
 */
export type PgnSource = string | Uint8Array | ByteStream | AsyncIterable<Uint8Array | string>;

// Long strings are fed in slices so that finished games are handed out as they are read.
const STRING_SLICE = 1 << 20;

function isByteStream(source: PgnSource): source is ByteStream {
  return typeof (source as ByteStream).getReader === 'function';
}

/**
 * The text of `source` in chunks; bytes decoded as `options` say (see {@link DecodeOptions}:
 * by default a byte order mark picks UTF-8 or UTF-16 and is dropped, and bytes that are not
 * UTF-8 are read as Windows-1252). A byte order mark inside the text is read as whitespace.
 */
export async function* textChunks(
  source: PgnSource,
  options?: DecodeOptions,
): AsyncGenerator<string, void, undefined> {
  if (typeof source === 'string') {
    for (let i = 0; i < source.length; i += STRING_SLICE) yield source.slice(i, i + STRING_SLICE);
    return;
  }
  const decoder = new PgnDecoder(options);
  if (source instanceof Uint8Array) {
    // Decoded a slice at a time, so that finished games are handed out as they are read.
    for (let i = 0; i < source.length; i += STRING_SLICE) {
      const text = decoder.decode(source.subarray(i, i + STRING_SLICE));
      if (text) yield text;
    }
    const rest = decoder.end();
    if (rest) yield rest;
    return;
  }
  if (isByteStream(source)) {
    // getReader() rather than async iteration: browsers without async-iterable streams still work.
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const text = decoder.decode(value);
        if (text) yield text;
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    for await (const chunk of source) {
      const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk);
      if (text) yield text;
    }
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
