import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Io } from '../src/command.js';
import { main } from '../src/main.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('chesslaws --version', () => {
  it('prints the version it is given, and exits 0', async () => {
    const out: string[] = [];
    const io: Io = { out: (l) => out.push(l), err: (l) => out.push(l), readStdin: async () => '' };
    expect(await main(['--version'], io, { version: '1.2.3' })).toBe(0);
    expect(await main(['-V'], io, { version: '1.2.3' })).toBe(0);
    expect(out).toEqual(['1.2.3', '1.2.3']);
  });

  it('the command prints the version in package.json', () => {
    const printed = execFileSync(
      process.execPath,
      ['--conditions=@chesslaws/source', '--import', 'tsx', 'src/bin.ts', '--version'],
      { cwd: packageDir, encoding: 'utf8' },
    );
    expect(printed).toBe(`${version}\n`);
  });
});
