import { expect, it } from 'vitest';
import { readmeExample } from './readme.js';

it('L-C S-ru L-D the README example runs and prints what it says', () => {
  expect(readmeExample()).toEqual({
    styles: { san: 'Nf3', lan: 'Ng1-f3', figurine: '♘f3', german: 'Sf3', spoken: 'Конь g1 на f3' },
    game: ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'],
    error: {
      code: 'ERR_SAN_NO_SUCH_MOVE',
      message: "'Nd2' is not possible: no white knight can move to d2",
    },
  });
});
