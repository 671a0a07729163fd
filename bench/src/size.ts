/**
 * Bundle sizes: what a web app ships for each capability, minified and gzipped
 * (esbuild + zlib level 9), next to the equivalent import from chessops and chess.js.
 * Our packages are bundled from source with the same tree-shaking a user's bundler does.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

interface Entry {
  /** What is being measured. */
  task: string;
  /** Contender name -> the entry module's source (its exports are what a user imports). */
  contenders: Record<string, string>;
}

const ENTRIES: Entry[] = [
  {
    task: 'board geometry',
    contenders: {
      chesslaws: `export * from '@chesslaws/board';`,
      chessops: `export * from 'chessops/squareSet'; export * from 'chessops/attacks'; export * from 'chessops/board';`,
    },
  },
  {
    task: 'board + moves + FEN (legal moves, play, FEN in and out)',
    contenders: {
      chesslaws: `export { Position, parseFen, makeFen } from '@chesslaws/moves';`,
      chessops: `export { Chess } from 'chessops/chess'; export { parseFen, makeFen } from 'chessops/fen';`,
      'chess.js': `export { Chess } from 'chess.js';`,
    },
  },
  {
    task: 'moves + SAN + PGN',
    contenders: {
      chesslaws: `export { Position, parseFen, makeFen } from '@chesslaws/moves'; export { makeSan, parseSan, parsePgn, makePgn } from '@chesslaws/notation';`,
      chessops: `export { Chess } from 'chessops/chess'; export { parseFen, makeFen } from 'chessops/fen'; export { makeSan, parseSan } from 'chessops/san'; export { parsePgn, makePgn } from 'chessops/pgn';`,
      'chess.js': `export { Chess } from 'chess.js';`,
    },
  },
  {
    task: 'clock (whole package)',
    contenders: { chesslaws: `export * from '@chesslaws/clock';` },
  },
  {
    task: 'termination (whole package; Position is only a type there)',
    contenders: { chesslaws: `export * from '@chesslaws/termination';` },
  },
];

async function gzippedSize(source: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents: source, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@chesslaws/source'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<void> {
  for (const entry of ENTRIES) {
    console.log(`\n${entry.task}`);
    const sizes = await Promise.all(
      Object.entries(entry.contenders).map(
        async ([name, src]) => [name, await gzippedSize(src)] as const,
      ),
    );
    const ours = sizes[0]![1].gzip;
    for (const [name, size] of sizes) {
      const ratio =
        name === 'chesslaws' ? '' : `   chesslaws is ${(ours / size.gzip).toFixed(2)}x the size`;
      console.log(
        `  ${name.padEnd(10)} ${kb(size.min).padStart(9)} min ${kb(size.gzip).padStart(8)} min+gzip${ratio}`,
      );
    }
  }
}
