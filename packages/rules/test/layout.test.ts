// The runtime stays readable: one concept per file, none of them long.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCES = join(import.meta.dirname, '..', 'src');
const MAX_LINES = 400;

/** Every TypeScript file under `dir`, tests included. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('source layout', () => {
  it(`no file in packages/rules/src is over ${MAX_LINES} lines`, () => {
    const files = sources(SOURCES);
    expect(files.length).toBeGreaterThan(50);
    const long = files
      .map((file) => ({
        file: relative(SOURCES, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
