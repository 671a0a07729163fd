import type { PgnResult } from '@chesslaws/board';

/** The Seven Tag Roster, in the order PGN export format writes it, with the value for "unknown". */
export const SEVEN_TAG_ROSTER: ReadonlyArray<readonly [name: string, unknown: string]> = [
  ['Event', '?'],
  ['Site', '?'],
  ['Date', '????.??.??'],
  ['Round', '?'],
  ['White', '?'],
  ['Black', '?'],
  ['Result', '*'],
];

/** A tag value in quotes, with `\` and `"` escaped; line breaks become spaces (a tag pair is one line). */
export const quoteTagValue = (value: string): string =>
  `"${value.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;

/**
 * The tag pairs as PGN export format lines: the Seven Tag Roster first, in
 * order (missing ones as unknown), then the other tags in the order given.
 * The `Result` tag is always `result`, whatever `headers` says, so that it
 * agrees with the movetext's marker.
 */
export function makeHeaders(headers: ReadonlyMap<string, string>, result: PgnResult): string[] {
  const lines: string[] = [];
  for (const [name, unknown] of SEVEN_TAG_ROSTER) {
    const value = name === 'Result' ? result : (headers.get(name) ?? unknown);
    lines.push(`[${name} ${quoteTagValue(value)}]`);
  }
  const roster = new Set(SEVEN_TAG_ROSTER.map(([name]) => name));
  for (const [name, value] of headers) {
    if (!roster.has(name)) lines.push(`[${name.replace(/[\s"\]]/g, '_')} ${quoteTagValue(value)}]`);
  }
  return lines;
}
