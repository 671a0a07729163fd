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

/** Where PGN text can come from: a string, a web stream of bytes, or any async iterable (Node streams are). */
export type PgnSource = string | ByteStream | AsyncIterable<Uint8Array | string>;

// Long strings are fed in slices so that finished games are handed out as they are read.
const STRING_SLICE = 1 << 20;

function isByteStream(source: PgnSource): source is ByteStream {
  return typeof (source as ByteStream).getReader === 'function';
}

/**
 * The text of `source` in chunks, decoded as UTF-8 (a leading byte order mark is
 * dropped by the decoder; one inside the text is read as whitespace).
 */
export async function* textChunks(source: PgnSource): AsyncGenerator<string, void, undefined> {
  if (typeof source === 'string') {
    for (let i = 0; i < source.length; i += STRING_SLICE) yield source.slice(i, i + STRING_SLICE);
    return;
  }
  const decoder = new TextDecoder('utf-8');
  if (isByteStream(source)) {
    // getReader() rather than async iteration: browsers without async-iterable streams still work.
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        yield decoder.decode(value, { stream: true });
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    for await (const chunk of source)
      yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
