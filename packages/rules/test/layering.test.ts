// The runtime's floors: every import points down (or sideways within a folder), never up.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCES = join(import.meta.dirname, '..', 'src');

/**
 * The floors of `src/`, lowest first. A folder may import its own files and any lower floor;
 * two folders on one floor may not import each other. What each floor is:
 * - `messages`: the words (message keys, the catalogs that render them);
 * - `model`: the vocabulary every floor speaks (outcomes, rulings, decisions, errors, facts);
 * - `events`: each event kind, whole (shape, meaning, apply) over a narrow transaction;
 * - `plugin`: the plugin API (hooks, context, `definePlugin`, options);
 * - `plugins`: the built-in plugins, written on that API;
 * - `regulation`: a regulation from plugins, its description, a saved one read back;
 * - `presets` / `arbiter`: the preset regulations; the runtime that applies an event;
 * - `game`: the entry points (`createGame`, `restoreGame`) and the state they hand out;
 * - `record` / `review`: a game to and from a record; a move list judged.
 */
const FLOORS: readonly (readonly string[])[] = [
  ['messages'],
  ['model'],
  ['events'],
  ['plugin'],
  ['plugins'],
  ['regulation'],
  ['presets', 'arbiter'],
  ['game'],
  ['record', 'review'],
  ['index.ts'],
];

const floorOf = (folder: string): number => FLOORS.findIndex((f) => f.includes(folder));

/** Every TypeScript source under `dir`, tests left out (they may import anything). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The top folder of a path under `src/` (or the file itself at the top). */
const topOf = (path: string): string => relative(SOURCES, path).split(/[\\/]/)[0]!;

/** The relative modules a file imports or re-exports, types included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g))
    found.push(m[1]!);
  for (const m of text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  return found;
}

describe('layering', () => {
  const files = sources(SOURCES);

  it('every folder of src is on a floor', () => {
    const folders = new Set(files.map(topOf));
    expect([...folders].filter((f) => floorOf(f) < 0)).toEqual([]);
  });

  it('no import points up a floor, or across to another folder of the same floor', () => {
    expect(files.length).toBeGreaterThan(60);
    const upward: string[] = [];
    for (const file of files) {
      const from = topOf(file);
      for (const spec of importsOf(file)) {
        const target = topOf(normalize(join(dirname(file), spec)));
        if (target === from) continue;
        if (floorOf(target) >= floorOf(from))
          upward.push(
            `${relative(SOURCES, file)} imports ${spec} (${target} is not below ${from})`,
          );
      }
    }
    expect(upward).toEqual([]);
  });

  it('the test itself catches an upward import', () => {
    // A model file importing the runtime would point from floor 1 up to floor 6.
    expect(floorOf('arbiter')).toBeGreaterThan(floorOf('model'));
    expect(floorOf('events')).toBeLessThan(floorOf('plugin'));
  });
});
