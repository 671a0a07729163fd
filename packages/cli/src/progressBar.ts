import cliProgress from 'cli-progress';
import type { ProgressBar } from './command.js';

/** A cli-progress bar on standard error, in MiB read of the input. */
export function terminalProgress(totalBytes: number): ProgressBar {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'checking [{bar}] {percentage}% | {value}/{total} MiB | {eta_formatted} left',
      clearOnComplete: true,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
  bar.start(mib(totalBytes), 0);
  return { update: (done) => bar.update(mib(done)), stop: () => bar.stop() };
}
