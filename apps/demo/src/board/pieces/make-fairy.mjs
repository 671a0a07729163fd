// Makes the fairy pieces of the demo from the Chessnut set's own drawings (Apache-2.0, see
// README.md): each new file places one or two of the twelve glyphs, moved, scaled or turned,
// and says so in a comment. Run with `node make-fairy.mjs` in this folder.
import { readFileSync, writeFileSync } from 'node:fs';

// The drawing of a Chessnut glyph: the content of its <svg>, without ids (two may share a file).
const glyph = (file) => {
  const svg = readFileSync(new URL(file, import.meta.url), 'latin1');
  const start = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  return svg.slice(start, svg.lastIndexOf('</svg>')).replace(/\s+id="[^"]*"/g, '').trim();
};

// Each fairy piece: the glyphs it is drawn from, each with an SVG transform in the 800x800 box.
const PIECES = {
  // A king that is not royal: the king turned upside down (fairy diagrams turn a piece to mark it).
  Commoner: [['K', 'rotate(180 400 400)']],
  // Rook and knight: the rook behind on the right, the knight before it on the left.
  Chancellor: [
    ['R', 'translate(300 120) scale(0.6)'],
    ['N', 'translate(20 220) scale(0.7)'],
  ],
  // Queen and knight.
  Amazon: [
    ['Q', 'translate(300 120) scale(0.6)'],
    ['N', 'translate(20 220) scale(0.7)'],
  ],
  // The ferz (shatranj) and the met (makruk), one step diagonally: a small queen.
  Ferz: [['Q', 'translate(100 160) scale(0.75)']],
  Met: [['Q', 'translate(100 160) scale(0.75)']],
  // The alfil (shatranj), a two-square diagonal leap: the bishop upside down.
  Alfil: [['B', 'rotate(180 400 400)']],
  // The khon (makruk), a step diagonally or forward: a small bishop.
  Khon: [['B', 'translate(100 160) scale(0.75)']],
};

for (const [name, parts] of Object.entries(PIECES)) {
  for (const color of ['w', 'b']) {
    const body = parts
      .map(([letter, transform]) => `<g transform="${transform}">${glyph(`./${color}${letter}.svg`)}</g>`)
      .join('\n');
    const from = parts.map(([letter]) => `${color}${letter}.svg`).join(' and ');
    writeFileSync(
      new URL(`./${color}${name}.svg`, import.meta.url),
      `<?xml version="1.0" encoding="utf-8"?>
<!-- ${name}: made by chesslaws (make-fairy.mjs) from ${from} of the Chessnut set, copyright 2015 Alexis Luengas, Apache License 2.0 (LICENSE.txt); modified: moved, scaled or turned as the transforms say. -->
<svg xmlns="http://www.w3.org/2000/svg" width="800px" height="800px" viewBox="0 0 800 800">
${body}
</svg>
`,
    );
  }
}
