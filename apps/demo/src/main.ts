import { Board } from '@chesslaws/board';
import { renderBoard } from './render.js';

const container = document.querySelector<HTMLTableElement>('table#board');
const status = document.getElementById('board-status');
if (!container || !status)
  throw new Error('demo: #board or #board-status is missing from index.html');

const drawn = renderBoard(container, Board.default());
status.textContent = `${drawn} pieces, White to move.`;
container.dataset.ready = 'true';
