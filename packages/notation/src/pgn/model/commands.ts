/**
 * Finding the commands in a comment (`[%clk 0:03:00]`, `[%eval 0.17]`, PGN-std) and reading
 * clock times, with character arithmetic: lichess writes a clock after every move, so a
 * database read meets one per ply. What counts as a command, and what is left of the text,
 * is exactly what the regular expression `\s*\[%(clk|emt|eval|csl|cal)\s+([^\]]*?)\s*\]\s*`
 * matches, searched globally; a test holds the two side by side.
 */

/** The commands read; any other `[%...]` stays in the text. */
export type CommandName = 'clk' | 'emt' | 'eval' | 'csl' | 'cal';

/** Whether `c` is white space as JavaScript's `\s` and `trim()` count it. */
export function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

// The command name that starts at `i` (right after `[%`), when a space follows it.
function commandAt(s: string, i: number): CommandName | undefined {
  const a = s.charCodeAt(i);
  const b = s.charCodeAt(i + 1);
  const c = s.charCodeAt(i + 2);
  let name: CommandName | undefined;
  let length = 3;
  if (a === 99 /* c */) {
    if (b === 108 && c === 107) name = 'clk';
    else if (b === 115 && c === 108) name = 'csl';
    else if (b === 97 && c === 108) name = 'cal';
  } else if (a === 101 /* e */) {
    if (b === 109 && c === 116) name = 'emt';
    else if (b === 118 && c === 97 && s.charCodeAt(i + 3) === 108) {
      name = 'eval';
      length = 4;
    }
  }
  return name !== undefined && isSpace(s.charCodeAt(i + length)) ? name : undefined;
}

/** What {@link replaceCommands} hands each command to. */
export interface CommandSink {
  /** Takes the command `name` with its argument (trimmed); false leaves it in the text (malformed). */
  command(name: CommandName, args: string): boolean;
}

/**
 * `raw` with every command that `sink` takes replaced by one space, together with the white
 * space around it; `sink` gets each command's name and argument, in order.
 */
export function replaceCommands(raw: string, sink: CommandSink): string {
  let out = '';
  let copied = 0; // raw[0, copied) is in `out` already
  let matchedTo = 0; // where the previous command's trailing space ends
  let open = raw.indexOf('[%');
  while (open !== -1) {
    const command = commandAt(raw, open + 2);
    if (command === undefined) {
      open = raw.indexOf('[%', open + 1);
      continue;
    }
    let argsStart = open + 2 + (command === 'eval' ? 4 : 3);
    const close = raw.indexOf(']', argsStart);
    if (close === -1) break; // no command after this one can close either
    while (argsStart < close && isSpace(raw.charCodeAt(argsStart))) argsStart++;
    let argsEnd = close;
    while (argsEnd > argsStart && isSpace(raw.charCodeAt(argsEnd - 1))) argsEnd--;
    let start = open;
    while (start > matchedTo && isSpace(raw.charCodeAt(start - 1))) start--;
    let end = close + 1;
    while (end < raw.length && isSpace(raw.charCodeAt(end))) end++;
    if (sink.command(command, raw.slice(argsStart, argsEnd))) {
      out += `${raw.slice(copied, start)} `;
      copied = end;
    }
    matchedTo = end;
    open = raw.indexOf('[%', end);
  }
  return copied === 0 ? raw : out + raw.slice(copied);
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

// The end of the run of digits from `i`.
function digitsEnd(s: string, i: number): number {
  while (i < s.length && isDigit(s.charCodeAt(i))) i++;
  return i;
}

// The value of the digits s[from, to), exactly as `Number` reads them.
function digitsValue(s: string, from: number, to: number): number {
  if (to - from > 15) return Number(s.slice(from, to));
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + s.charCodeAt(i) - 48;
  return value;
}

/**
 * Milliseconds from `h:mm:ss`, `h:mm:ss.fff` or `m:ss` (the `[%clk]`/`[%emt]` argument), or
 * `undefined`. Hours have any number of digits, minutes and seconds one or two; decimals
 * beyond the millisecond are rounded to it.
 */
export function parseDuration(text: string): number | undefined {
  const n = text.length;
  const first = digitsEnd(text, 0);
  if (first === 0 || text.charCodeAt(first) !== 58) return undefined;
  const second = digitsEnd(text, first + 1);
  const secondLength = second - first - 1;
  if (secondLength < 1 || secondLength > 2) return undefined;
  let hours = 0;
  let minutesFrom = 0;
  let minutesTo = first;
  let secondsFrom = first + 1;
  let secondsTo = second;
  if (text.charCodeAt(second) === 58) {
    // h:mm:ss: the first number is the hours.
    if (first > 0) hours = digitsValue(text, 0, first);
    minutesFrom = first + 1;
    minutesTo = second;
    secondsFrom = second + 1;
    secondsTo = digitsEnd(text, secondsFrom);
    if (secondsTo === secondsFrom || secondsTo - secondsFrom > 2) return undefined;
  } else if (first > 2) return undefined;
  let end = secondsTo;
  let fraction = false;
  if (text.charCodeAt(end) === 46) {
    fraction = true;
    end = digitsEnd(text, end + 1);
  }
  if (end !== n) return undefined;
  const minutes = digitsValue(text, minutesFrom, minutesTo);
  const millis = fraction
    ? Math.round(Number(text.slice(secondsFrom, end)) * 1000)
    : digitsValue(text, secondsFrom, secondsTo) * 1000;
  return hours * 3_600_000 + minutes * 60_000 + millis;
}
