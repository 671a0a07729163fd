// Small process helpers shared by the repo scripts.
import { spawn } from 'node:child_process';

/**
 * Runs `cmd args` and resolves `{ code, stdout, stderr, output, ms }` (never rejects
 * on a non-zero exit; rejects only when the command cannot start).
 * `inherit: true` streams the output to this process instead of capturing it.
 * A command that outlives `timeoutMs` is killed and reported with code 124.
 */
export function run(cmd, args, { cwd, env, inherit = false, timeoutMs = 10 * 60_000, input } = {}) {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const child = spawn(cmd, args, {
      cwd,
      env: env ?? process.env,
      stdio: [
        input === undefined ? 'ignore' : 'pipe',
        inherit ? 'inherit' : 'pipe',
        inherit ? 'inherit' : 'pipe',
      ],
    });
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
      output += chunk;
    });
    if (input !== undefined) child.stdin.end(input);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${cmd}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) output += `\n(killed after ${Math.round(timeoutMs / 1000)} s)`;
      resolvePromise({
        code: timedOut ? 124 : (code ?? (signal ? 128 : 1)),
        stdout,
        stderr,
        output,
        ms: Date.now() - started,
      });
    });
  });
}

/** Seconds with one decimal, for timings. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The last `n` lines of a command's output, indented, for an error message. */
export function tail(text, n = 30) {
  const lines = text.trimEnd().split('\n');
  return lines
    .slice(-n)
    .map((line) => `      ${line}`)
    .join('\n');
}
