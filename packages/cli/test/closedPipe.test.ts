import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('chesslaws writing into a pipe that closes early', () => {
  it('stops quietly with exit code 0 when the reader has gone (`| head -1`)', async () => {
    // The reader closes its end before the command writes its one line of moves.
    const child = spawn(
      process.execPath,
      ['--conditions=@chesslaws/source', '--import', 'tsx', 'src/bin.ts', 'moves', '--json'],
      { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
