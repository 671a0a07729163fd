/**
 * Text as bytes in the encodings the PGN readers decode, for tests that hand them bytes:
 * UTF-16 with its byte order mark, and Windows-1252 (older ChessBase and TWIC files).
 */

/** `text` in UTF-16, little- or big-endian, after its byte order mark. */
export function encodeUtf16(text: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + 2 * text.length);
  out.set(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out[2 + 2 * i] = littleEndian ? unit & 0xff : unit >> 8;
    out[3 + 2 * i] = littleEndian ? unit >> 8 : unit & 0xff;
  }
  return out;
}

// Windows-1252's characters for the bytes 0x80-0x9F (five are undefined there).
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** `text` in Windows-1252, or `undefined` when a character has no byte there. */
export function encodeWindows1252(text: string): Uint8Array | undefined {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const high = HIGH.indexOf(text[i]!);
    const byte = high >= 0 ? 0x80 + high : c < 0x80 || (c >= 0xa0 && c <= 0xff) ? c : -1;
    if (byte < 0) return undefined;
    bytes[i] = byte;
  }
  return bytes;
}
