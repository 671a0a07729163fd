// The example from the README, run by examples/readme.test.ts.
import { Position } from '@chesslaws/moves';
import { describeMove, makeSan, makeSanAndPlay, parseSan } from '@chesslaws/notation';

export function readmeExample() {
  const pos = Position.default();

  // Read move text as people write it: Russian letters, a Cyrillic "е", zeros for castling...
  const knight = parseSan(pos, 'Кf3', { locale: 'ru' });
  if (!knight.ok) throw knight.error;
  const move = knight.value; // { from: 6, to: 21 }: g1-f3

  // ...and write it in any style or language.
  const styles = {
    san: makeSan(pos, move), // 'Nf3'
    lan: makeSan(pos, move, { style: 'lan' }), // 'Ng1-f3'
    figurine: makeSan(pos, move, { style: 'figurine' }), // '♘f3'
    german: makeSan(pos, move, { locale: 'de' }), // 'Sf3'
    spoken: describeMove(pos, move, { locale: 'ru' }), // 'Конь g1 на f3'
  };

  // Play a short game from Russian text and write it down in PGN's SAN.
  const game: string[] = [];
  for (const text of ['е4', 'e5', 'Сc4', 'Кc6', 'Фh5', 'Кf6', 'Ф:f7х']) {
    const read = parseSan(pos, text, { locale: 'ru' });
    if (!read.ok) throw read.error;
    game.push(makeSanAndPlay(pos, read.value));
  }

  // A move that cannot be read says why, with a stable code.
  const after = Position.default();
  const bad = parseSan(after, 'Nd2');
  const error = bad.ok ? undefined : { code: bad.error.code, message: bad.error.message };

  return { styles, game, error };
}
