/**
 * The standing adversarial suite of the command line (issue 28): every command with random
 * arguments (flags known and unknown, numbers out of range, mutated FENs, controls, presets,
 * locales, files that do not exist) and random standard input (adversarial PGN, scripts good
 * and bad, deep nesting, NUL bytes). Whatever comes in, `main` resolves with a documented exit
 * code (0, 1 or 2; the README says which means what) and never prints a stack trace, "internal
 * error" or a JavaScript object. The seed is printed; `pnpm test:fuzz` runs ten times as many.
 */
import { adversarialPgn, mutateFen, scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { runCli } from '../runCli.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Counterexamples found once, kept: run first, on every run. */
const EXAMPLES: readonly (readonly [argv: readonly string[], stdin: string])[] = [
  // Issue 28, item 8: an internal error and a stack trace.
  [['perft', '--depth', '10000'], ''],
  // A script step nested 100,000 deep: JSON.stringify of it overflowed the stack.
  [
    ['play', '--rules', 'casual', '--script', '-'],
    `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`,
  ],
  [['dead', '--fen', START, '--nodes', '1e300'], ''],
  [['pgn', 'check', '-', '--rules', 'casual', '--jobs', '999'], ''],
  [['clock', '3+2', '--simulate', '99999999999999999999'], ''],
  // Found by this suite (seed 5, fuzz): a file name too long for the system (ENAMETOOLONG)
  // was an internal error in pgn check and convert.
  [['pgn', 'convert', 'x'.repeat(100_000), '--to', 'san'], ''],
  [['pgn', 'check', 'x'.repeat(100_000), '--rules', 'casual'], ''],
  // Found by this suite (seeds 5, 7, fuzz): a file name with a NUL byte, which Node refuses
  // with a TypeError.
  [['play', '--rules', 'casual', '--script', '\0'], ''],
  [['pgn', 'check', '\0'], ''],
  [['pgn', 'check', '\0', '--rules', 'casual'], ''],
];

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const COMMANDS = ['fen', 'perft', 'moves', 'clock', 'dead', 'san', 'pgn', 'play'];
const FLAGS = [
  '--fen',
  '--depth',
  '--divide',
  '--chess960',
  '--variant',
  '--json',
  '--strict',
  '--proof',
  '--nodes',
  '--simulate',
  '--pgn',
  '--shorthand',
  '--locale',
  '--rules',
  '--script',
  '--control',
  '--to',
  '--from',
  '--jobs',
  '--encoding',
  '--help',
  '--',
  '-',
  '-x',
  '--unknown',
  '--depth=-1',
];
// Numbers that are out of range or not numbers; no depth from 4 up (a legal count that long
// would only make the suite slow).
const NUMBERS = [
  '0',
  '1',
  '2',
  '3',
  '-1',
  '31',
  '10000',
  '1e300',
  '99999999999999999999',
  '0x10',
  '',
  ' ',
  'NaN',
  'Infinity',
  '3.5',
  '959',
  '960',
  '65',
];
const WORDS = [
  'check',
  'convert',
  'crazyhouse',
  'atomic',
  '3check',
  'horde',
  'shogi',
  'chess960',
  'casual',
  'fide-blitz',
  'blitz',
  'legacy',
  'ru',
  'xx',
  'fide',
  'uci',
  'san',
  'e4',
  'Nf3',
  'O-O',
  'N@f3',
  'e9',
  'Кf3',
  '3+2',
  '60+0',
  '90/40+30, 30+30',
  'pgn:*60',
  '9007199254740+2',
  '?',
  'abc',
  'latin1',
  'utf-16le',
  'ebcdic',
  '/no/such/file',
  '/tmp',
  'constructor',
  '__proto__',
  'toString',
  '5,10,20',
  '5,1,2',
  'x'.repeat(100_000),
  '\0',
  '{',
  '[]',
  'undefined',
];
const SCRIPTS = [
  '[]',
  '[{"move": "e4"}, {"move": "e5", "think": 3}, {"offer": "draw", "by": "white"}]',
  '[{"move": "e4", "constructor": 1}]',
  '[{"arbiter": "adjust", "side": "white", "seconds": -1e300}]',
  '[{"flag": "white"}, {"resign": "black"}, {"takeback": true}]',
  '[{"claim": "threefold", "by": "white", "intended": "Nf3"}]',
  '{"move": "e4"}',
  'not json',
  '[null, 1, "e4", [], {}]',
];

/** A random argument: a flag, a number, a word, or a FEN (mutated or not). */
function argument(random: () => number): string {
  const r = random();
  if (r < 0.35) return pick(random, FLAGS);
  if (r < 0.55) return pick(random, NUMBERS);
  if (r < 0.85) return pick(random, WORDS);
  return random() < 0.5 ? START : mutateFen(random, START);
}

/** Random standard input: PGN, a script, or nothing much. */
function input(random: () => number): string {
  const r = random();
  if (r < 0.4) return adversarialPgn(random);
  if (r < 0.7) return pick(random, SCRIPTS);
  if (r < 0.8) return `${'['.repeat(5000)}`;
  return r < 0.9 ? '' : '\0\ufeff\ud800 é';
}

/** What no line of output may hold, unless the input itself had it. */
function unwanted(line: string, given: string): string | undefined {
  if (/\n\s+at |internal error/.test(line)) return 'a stack trace';
  if (line.includes('[object ')) return 'a JavaScript object';
  for (const word of ['undefined', 'NaN'])
    if (new RegExp(`\\b${word}\\b`).test(line) && !given.includes(word)) return word;
  return undefined;
}

/** A command line that mostly makes sense, so that it gets past the first check. */
function plausible(random: () => number, command: string): string[] {
  const fen = () => (random() < 0.5 ? START : mutateFen(random, START));
  const variant = () =>
    random() < 0.4
      ? [
          '--variant',
          pick(random, [
            'crazyhouse',
            'atomic',
            '3check',
            'horde',
            'antichess',
            'racingkings',
            'kingofthehill',
            'chess960',
          ]),
        ]
      : [];
  switch (command) {
    case 'fen':
      return ['check', ...variant(), ...(random() < 0.3 ? ['--strict'] : []), '--', fen()];
    case 'perft':
      return [
        '--depth',
        pick(random, ['0', '1', '2', '3']),
        '--fen',
        fen(),
        ...variant(),
        ...(random() < 0.3 ? ['--divide'] : []),
      ];
    case 'moves':
      return ['--fen', fen(), ...variant(), ...(random() < 0.5 ? ['--json'] : [])];
    case 'clock':
      return [
        pick(random, ['3+2', '90/40+30, 30+30', 'pgn:180+2', '60+5x30s', '*3', '5+2@61 vs 4+2@61']),
        '--simulate',
        pick(random, ['5,10,20', '1,2,3,400', '0.5,1.25', '999999']),
      ];
    case 'dead':
      return [
        '--fen',
        fen(),
        '--nodes',
        pick(random, ['100', '2000']),
        ...(random() < 0.5 ? ['--proof'] : []),
      ];
    case 'san':
      return [
        '--fen',
        fen(),
        ...variant(),
        '--locale',
        pick(random, ['en', 'ru', 'de']),
        pick(random, ['e4', 'Nf3', 'Кf3', 'O-O', 'exd5', 'N@f3', 'Qh4#']),
      ];
    case 'pgn': {
      const action = pick(random, ['check', 'convert']);
      if (action === 'convert')
        return ['convert', '-', '--to', pick(random, ['san', 'fide', 'uci', 'ru', 'lan'])];
      return random() < 0.5
        ? ['check', '-']
        : [
            'check',
            '-',
            '--rules',
            pick(random, ['casual', 'fide-blitz', 'armageddon']),
            '--jobs',
            pick(random, ['1', '2']),
            ...(random() < 0.3 ? ['--json'] : []),
          ];
    }
    default:
      return [
        '--rules',
        pick(random, ['casual', 'fide-blitz', 'legacy']),
        '--script',
        '-',
        ...(random() < 0.3 ? ['--control', pick(random, ['3+2', '60+0', '1+0'])] : []),
        ...(random() < 0.2 ? ['--json'] : random() < 0.2 ? ['--pgn'] : []),
      ];
  }
}

describe('adversarial command lines (issue 28)', () => {
  it('trust: any arguments and any standard input: exit 0, 1 or 2, never a stack trace or a JavaScript object', async () => {
    const random = seededRandom(testRun().seed);
    const runs: (readonly [readonly string[], string])[] = [...EXAMPLES];
    for (let i = 0; i < scaledRuns(1200); i++) {
      const command =
        random() < 0.95
          ? pick(random, COMMANDS)
          : pick(random, ['help', '--version', 'frobnicate', '']);
      // Half the runs start from a command line that makes sense, with an argument or two changed.
      const args = random() < 0.5 ? plausible(random, command) : [];
      const edits =
        args.length === 0
          ? Math.floor(random() * 7)
          : random() < 0.4
            ? 0
            : 1 + Math.floor(random() * 2);
      for (let k = edits; k > 0; k--) {
        const at = Math.floor(random() * (args.length + 1));
        args.splice(at, random() < 0.5 ? 1 : 0, argument(random));
      }
      if (command === 'perft' && !args.includes('--depth'))
        args.push('--depth', pick(random, ['1', '2']));
      if (command === 'dead' && !args.includes('--nodes'))
        args.push('--nodes', pick(random, ['100', '2000']));
      runs.push([[command, ...args], input(random)]);
    }
    const codes = new Map<number, number>();
    for (const [argv, stdin] of runs) {
      const run = await runCli(argv, stdin);
      const where = `chesslaws ${argv.map((a) => JSON.stringify(a.slice(0, 60))).join(' ')} < ${JSON.stringify(stdin.slice(0, 60))}`;
      expect([0, 1, 2], where).toContain(run.code);
      codes.set(run.code, (codes.get(run.code) ?? 0) + 1);
      const given = [...argv, stdin].join(' ');
      for (const line of [...run.out, ...run.err])
        expect(unwanted(line, given), `${where}: ${line.slice(0, 200)}`).toBeUndefined();
      if (run.code === 2) expect(run.err.length, where).toBeGreaterThan(0);
    }
    // Every outcome is reached: answers, refusals and usage errors.
    expect(Math.min(codes.get(0) ?? 0, codes.get(1) ?? 0, codes.get(2) ?? 0)).toBeGreaterThan(50);
    console.log(
      `adversarial command lines: ${runs.length} run, exit codes ${JSON.stringify(Object.fromEntries(codes))}`,
    );
  });
});
