/** Where PGN text can come from: a string, a web stream of bytes, or any async iterable (Node streams are). */
export type PgnSource = string | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;

// Long strings are fed in slices so that finished games are handed out as they are read.
const STRING_SLICE = 1 << 20;

function isReadableStream(source: PgnSource): source is ReadableStream<Uint8Array> {
  return typeof (source as ReadableStream<Uint8Array>).getReader === 'function';
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
  if (isReadableStream(source)) {
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
