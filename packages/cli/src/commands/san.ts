import { parseArgs } from 'node:util';
import { INITIAL_FEN } from '@chesslaws/moves';
import {
  describeMove,
  isLocaleId,
  LOCALE_IDS,
  makeSan,
  parseSan,
  SAN_STYLES,
  SPOKEN_LANGUAGES,
} from '@chesslaws/notation';
import { type Command, type Io, UsageError } from '../command.js';
import { positionFromFen } from '../positionArg.js';
import { VARIANT_HELP, VARIANT_OPTIONS, variantFromFlags } from '../variantArg.js';

const USAGE = `Usage: chesslaws san [--fen "<FEN>"] [--variant <name>] [--variant-file <module>] [--locale <id>] [--strict] [--chess960] <move>

Reads a move (SAN, FIDE, long algebraic, figurine, UCI, or localized letters such as
Кf3 or Sf3; forgiving unless --strict) in the position and prints it in every style,
in every language's letters, and spoken in English and Russian. Exit 0, or 1 when the
move cannot be read (with the reason), 2 on a usage error.

  --fen       the position (default: the start position)
  --locale    the language to try first when reading: ${LOCALE_IDS.join(', ')}
  --strict    accept only the canonical text of that language's SAN
  --chess960  read the FEN's castling rights the Chess960 way
${VARIANT_HELP}
              (drops from the pocket in crazyhouse: N@f3, P@e4)`;

/** `chesslaws san <move>`: a quick check of move notation in every style and language. */
export const sanCommand: Command = {
  name: 'san',
  summary: 'Read a move and print it in every notation style and language',
  usage: USAGE,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseArgs({
      args,
      options: {
        fen: { type: 'string' },
        locale: { type: 'string' },
        strict: { type: 'boolean' },
        chess960: { type: 'boolean' },
        ...VARIANT_OPTIONS,
      },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length === 0) throw new UsageError('missing move');
    if (positionals.length > 1)
      throw new UsageError(`one move at a time (got ${positionals.length})`);
    const locale = values.locale ?? 'en';
    if (!isLocaleId(locale))
      throw new UsageError(`unknown locale '${locale}' (known: ${LOCALE_IDS.join(', ')})`);
    const variant = await variantFromFlags(values);
    const fen = values.fen ?? variant?.startFen ?? INITIAL_FEN;
    const pos = positionFromFen(
      fen,
      { chess960: values.chess960 ?? variant?.chess960 ?? false, variant },
      io,
      'san',
    );
    if (!pos) return 1;
    const text = positionals[0]!;
    const read = parseSan(pos, text, { locale, strict: values.strict ?? false });
    if (!read.ok) {
      const { code, message, location } = read.error;
      const hint =
        variant === undefined && text.includes('@')
          ? '; a drop needs a variant with pockets: add --variant crazyhouse'
          : '';
      io.err(
        `chesslaws san: ${code}: ${message}${location?.offset !== undefined ? ` (offset ${location.offset})` : ''}${hint}`,
      );
      return 1;
    }
    const move = read.value;
    const rows: Array<[string, string]> = [
      ...SAN_STYLES.map((style): [string, string] => [
        style,
        makeSan(pos, move, { style, locale }),
      ]),
      ...LOCALE_IDS.map((id): [string, string] => [
        `san ${id}`,
        makeSan(pos, move, { locale: id }),
      ]),
      ...SPOKEN_LANGUAGES.map((lang): [string, string] => [
        `spoken ${lang}`,
        describeMove(pos, move, { locale: lang }),
      ]),
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) io.out(`${label.padEnd(width)}  ${value}`);
    return 0;
  },
};
