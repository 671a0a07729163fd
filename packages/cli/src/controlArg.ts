/**
 * A time control typed at the command line (`chesslaws play --control`, `chesslaws clock`):
 * the forms the help lists, and a refusal of a two-faced one that says what to type there
 * rather than what to pass from JavaScript.
 * @module
 */
import {
  AmbiguousTimeControlError,
  type ClockError,
  type TimeControlReading,
} from '@chesslaws/clock';

/** `text` as a shell argument: bare when it has nothing a shell reads (`*`, spaces), else quoted. */
export const shellWord = (text: string): string =>
  /^[\w+/:.,@=-]+$/.test(text) ? text : `"${text}"`;

/**
 * The forms of a time control on the command line: examples (as typed, before shell quoting)
 * and what they mean. `refused` marks the two-faced ones, which need a unit or `pgn:`.
 */
export const CONTROL_EXAMPLES: readonly {
  readonly examples: readonly string[];
  readonly meaning: string;
  readonly refused?: true;
}[] = [
  {
    examples: ['3+2', '15+10', '90+30'],
    meaning: "minutes + seconds a move (FIDE, lichess' buttons)",
  },
  { examples: ['1h30+30', '90 min + 30 s'], meaning: 'the same 90+30 with units (also 90\'+30")' },
  { examples: ['90/40+30, 30+30'], meaning: '90 min for 40 moves, then 30 min; +30 s a move' },
  { examples: ['5+2@61 vs 4+2@61'], meaning: 'White vs Black, +2 s from move 61 (Armageddon)' },
  { examples: ['90 d5', '60 b5'], meaning: 'US delay, Bronstein delay (5 s)' },
  {
    examples: ['60+5x30s', '*3', 'upcount'],
    meaning: 'byo-yomi (5 periods of 30 s), hourglass, no clock',
  },
  {
    examples: ['180+2', '5400+30', '300'],
    meaning: 'PGN tags (seconds): 3 min+2 s, 90 min+30 s, 5 min',
  },
  {
    examples: ['40/7200:3600', '*60'],
    meaning: 'PGN: 40 moves in 2 h, then 1 h; 1-minute hourglass',
  },
  { examples: ['60m+0', '1h', '90s+1'], meaning: 'a unit (h, m, s) makes it shorthand' },
  { examples: ['pgn:60+0'], meaning: 'the prefix pgn: makes it a PGN tag (1 min)' },
  {
    examples: ['60+0', '30', '15+0'],
    meaning: 'refused (1 h or 1 min?): add a unit or pgn:',
    refused: true,
  },
];

const EXAMPLE_WIDTH = 26;

/** {@link CONTROL_EXAMPLES} as lines of a usage text. */
export const CONTROL_FORMS = [
  'Time controls, as posters, lichess and PGN files write them:',
  ...CONTROL_EXAMPLES.map(
    ({ examples, meaning }) =>
      `  ${examples.map(shellWord).join('  ').padEnd(EXAMPLE_WIDTH)}${meaning}`,
  ),
].join('\n');

const NOTATION: Record<TimeControlReading['notation'], string> = {
  shorthand: 'minutes, as on a poster',
  pgn: 'seconds, as a PGN TimeControl tag',
};

/**
 * The message for a control the library refused: for a two-faced one, both readings and, for
 * each, what to type (`typeFor` puts the explicit text in the command's words, e.g.
 * `--control 60m+0`); for any other, the library's own `CODE: message`.
 */
export function controlFailure(
  error: ClockError,
  typeFor: (explicit: string, reading: TimeControlReading) => string,
): string {
  if (!(error instanceof AmbiguousTimeControlError)) return `${error.code}: ${error.message}`;
  const [minutes, seconds] = error.readings;
  const say = (r: TimeControlReading) => `${r.words} (${NOTATION[r.notation]})`;
  const type = (r: TimeControlReading) => `${typeFor(shellWord(r.explicit), r)} for ${r.words}`;
  return (
    `${error.code}: '${error.text}' reads two ways: ${say(minutes)} or ${say(seconds)}; ` +
    `type ${type(minutes)}, or ${type(seconds)}`
  );
}
