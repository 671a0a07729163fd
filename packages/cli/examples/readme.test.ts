import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Io } from '../src/command.js';
import { main } from '../src/main.js';
import { runCli } from '../test/runCli.js';

/** Splits a shell command line on spaces, keeping "double-quoted" words whole. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

/**
 * The `$ chesslaws ...` commands of the README's console block with the output shown after
 * each, and the exit code: 0, or what an `(exit N)` line after the output says.
 */
function readmeTranscript(): Array<{ command: string; output: string[]; code: number }> {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = /```console\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const steps: Array<{ command: string; output: string[]; code: number }> = [];
  for (const line of block.trimEnd().split('\n')) {
    const exit = /^\(exit (\d+)\)$/.exec(line);
    if (line.startsWith('$ chesslaws '))
      steps.push({ command: line.slice(2), output: [], code: 0 });
    else if (exit && steps.length > 0) steps.at(-1)!.code = Number(exit[1]);
    else steps.at(-1)?.output.push(line);
  }
  return steps;
}

describe('README example', () => {
  const steps = readmeTranscript();

  it('has commands to run', () => {
    expect(steps.length).toBeGreaterThanOrEqual(5);
  });

  it.each(steps.map((s) => [s.command, s] as const))(
    '%s prints what the README shows',
    async (_, step) => {
      const { code, out, err } = await runCli(shellWords(step.command).slice(1));
      expect(err).toEqual([]);
      expect(code).toBe(step.code);
      expect(out.flatMap((l) => l.split('\n'))).toEqual(step.output);
    },
  );

  it('the library example counts 400 positions at depth 2', async () => {
    const lines: string[] = [];
    const io: Io = {
      out: (l) => lines.push(l),
      err: (l) => lines.push(l),
      readStdin: async () => '',
    };
    expect(await main(['perft', '--depth', '2'], io)).toBe(0);
    expect(lines).toEqual(['400']);
  });
});
