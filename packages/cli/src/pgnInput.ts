/**
 * What `chesslaws pgn` reads: a file's bytes or standard input's, decoded by notation's reader
 * (UTF-8 or UTF-16 by the byte order mark, else UTF-8 with a Windows-1252 fallback), or as
 * `--encoding` says; a fallback or a replacement is told on stderr in one line.
 * @module
 */
import { createReadStream } from 'node:fs';
import {
  type DecodeOptions,
  PGN_ENCODINGS,
  type PgnEncoding,
  parsePgnEncoding,
} from '@chesslaws/notation';
import { type Io, UsageError } from './command.js';

/** The help line of `--encoding`. */
export const ENCODING_HELP = `  --encoding the encoding of the input: ${PGN_ENCODINGS.join(', ')} (default: UTF-8, or
             UTF-16 by its byte order mark; bytes that are not UTF-8 are read as
             windows-1252, with a notice)`;

/** The encoding `--encoding` names (usual aliases too: utf8, cp1252, iso-8859-1), or `undefined`. */
export function encodingFromFlag(name: string | undefined): PgnEncoding | undefined {
  if (name === undefined) return undefined;
  const encoding = parsePgnEncoding(name);
  if (!encoding)
    throw new UsageError(
      `--encoding: unknown encoding '${name}' (known: ${PGN_ENCODINGS.join(', ')})`,
      'encoding',
    );
  return encoding;
}

/** How `file` is decoded: the encoding named, and the notice said on stderr as the CLI says it. */
export function decoding(file: string, encoding: PgnEncoding | undefined, io: Io): DecodeOptions {
  return {
    ...(encoding ? { encoding } : {}),
    onDecodeNotice: (notice) =>
      io.err(
        `chesslaws pgn: ${file}: ${notice.message}` +
          (notice.kind === 'windows-1252' ? '; give --encoding to read it otherwise' : ''),
      ),
  };
}

/** All of standard input, as bytes when the I/O gives them (the terminal does), else as text. */
export async function stdinContent(io: Io): Promise<Uint8Array | string> {
  return io.readStdinBytes ? io.readStdinBytes() : io.readStdin();
}

/** The bytes of `file` (`-`: standard input), read as a stream. */
export async function pgnBytes(
  file: string,
  io: Io,
): Promise<AsyncIterable<Uint8Array> | Uint8Array | string> {
  return file === '-' ? stdinContent(io) : (createReadStream(file) as AsyncIterable<Uint8Array>);
}
