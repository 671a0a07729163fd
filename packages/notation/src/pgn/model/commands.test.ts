/**
 * The character-arithmetic command reader against the regular expressions it replaced,
 * kept here as the oracle: the same commands found, the same arguments handed over, the
 * same text left, the same clock times, on any text made of the pieces commands are made of.
 */
import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CommandName, isSpace, parseDuration, replaceCommands } from './commands.js';
import { type PgnComment, parseComment, parseEval, parseShapes, type Shape } from './comment.js';

const COMMAND = /\s*\[%(clk|emt|eval|csl|cal)\s+([^\]]*?)\s*\]\s*/g;
const DURATION = /^(?:(\d+):)?(\d{1,2}):(\d{1,2}(?:\.\d*)?)$/;

function oracleDuration(text: string): number | undefined {
  const m = DURATION.exec(text);
  if (!m) return undefined;
  return Number(m[1] ?? 0) * 3_600_000 + Number(m[2]) * 60_000 + Math.round(Number(m[3]) * 1000);
}

// Accepts a command by a rule of its argument, so that both kept and dropped commands occur.
const accept = (args: string): boolean => args.length % 3 !== 1;

function oracleReplace(raw: string): { text: string; calls: string[] } {
  const calls: string[] = [];
  const text = raw.replace(COMMAND, (match, command: string, args: string) => {
    calls.push(`${command}|${args}`);
    return accept(args) ? ' ' : match;
  });
  return { text, calls };
}

function ours(raw: string): { text: string; calls: string[] } {
  const calls: string[] = [];
  const text = replaceCommands(raw, {
    command(name: CommandName, args: string) {
      calls.push(`${name}|${args}`);
      return accept(args);
    },
  });
  return { text, calls };
}

// The comment reader as it was: the regular expression, properties set on the comment as found.
function oracleComment(raw: string): PgnComment {
  if (!raw.includes('[%')) return { text: raw.trim() };
  const comment: PgnComment = { text: '' };
  const shapes: Shape[] = [];
  const text = raw.replace(COMMAND, (match, command: string, args: string) => {
    let known = true;
    if (command === 'clk' || command === 'emt') {
      const ms = oracleDuration(args);
      if (ms === undefined) known = false;
      else if (command === 'clk') comment.clock = ms;
      else comment.elapsed = ms;
    } else if (command === 'eval') {
      const ev = parseEval(args);
      if (ev === undefined) known = false;
      else comment.eval = ev;
    } else known = parseShapes(args, command === 'cal', shapes);
    return known ? ' ' : match;
  });
  comment.text = text.trim();
  if (shapes.length > 0) comment.shapes = shapes;
  return comment;
}

const PIECES = [
  '[%clk 0:03:00]',
  '[%emt x]',
  '[%cal Ge2e4,Rd1d8]',
  '[%eval 1]',
  '[%',
  'clk',
  'emt',
  'eval',
  'evals',
  'csl',
  'cal',
  'foo',
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '\u2028',
  '\ufeff',
  ']',
  '[',
  '%',
  '0:03:00',
  '1:2',
  '.5',
  'Ge2e4',
  'Rd4',
  '#-3,20',
  '0.17',
  'x',
  'é',
];
const DIGITS = [...'0123456789:.', '12', '00', ':5', '1:00:0', '0:0', 'x', ' ', '٣'];

describe('comment commands read by character arithmetic', () => {
  it('PGN-std finds, hands over and replaces exactly what the regular expression did', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }), (pieces) => {
        const raw = pieces.join('');
        expect(ours(raw)).toEqual(oracleReplace(raw));
      }),
      propertyOptions({
        numRuns: 20_000,
        examples: [
          [['a ', '[%', 'clk', '  ', '0:03:00', ' ', ']', '  ', 'b']],
          [['[%emt x]', '  ', '[%clk 0:03:00]']],
        ],
      }),
    );
  });

  it('PGN-std parseComment gives what it gave, keys in the same order, on any mix of commands and prose', () => {
    const pieces = [
      '[%clk 0:03:00]',
      '[%clk 1:02:03.5]',
      '[%emt 0:00:02]',
      '[%eval 0.17]',
      '[%eval #-3,20]',
      '[%eval x]',
      '[%csl Gd4,Rd5]',
      '[%cal Ge2e4]',
      '[%cal Ge2e4,Xd1d8]',
      '[%clk x]',
      'Good move.',
      ' ',
      '\n',
      '[%',
      ']',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), (parts) => {
        const raw = parts.join('');
        expect(JSON.stringify(parseComment(raw))).toBe(JSON.stringify(oracleComment(raw)));
      }),
      propertyOptions({ numRuns: 10_000 }),
    );
  });

  it('PGN-std reads [%clk] times exactly as the regular expression did, to the millisecond', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DIGITS), { maxLength: 10 }), (pieces) => {
        const text = pieces.join('');
        expect(parseDuration(text)).toBe(oracleDuration(text));
      }),
      propertyOptions({ numRuns: 20_000 }),
    );
    for (const text of ['0:03:00', '2:59', '123:04:05.5', '0:00:01.23456', '1:2:3', '0:00:01.'])
      expect(parseDuration(text), text).toBe(oracleDuration(text));
    expect(parseDuration('99999999999999999999:00:00')).toBe(
      oracleDuration('99999999999999999999:00:00'),
    );
  });

  it('PGN-std white space is what \\s and trim() take, for every UTF-16 code unit', () => {
    for (let c = 0; c < 0x10000; c++)
      if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) expect(c.toString(16)).toBe('');
  });

  it('PGN-std a comment of many open commands and no ] stays text, read once (the regular expression rescanned it per command)', () => {
    const raw = '[%clk '.repeat(600_000);
    expect(ours(raw)).toEqual({ text: raw, calls: [] });
  }, 30_000); // a quadratic rescan of these 3.6 M characters would not end in time
});
