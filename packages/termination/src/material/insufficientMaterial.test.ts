import { describe, expect, it } from 'vitest';
import { fen } from '../../test/helpers.js';
import { hasInsufficientMaterial, isInsufficientMaterial } from './insufficientMaterial.js';

const board = (text: string) => fen(`${text} w - - 0 1`).board;

describe('insufficient material (L-5.2.2, L-6.9)', () => {
  it.each([
    ['K v K', '4k3/8/8/8/8/8/8/4K3'],
    ['K+B v K', '4k3/8/8/8/8/8/8/2B1K3'],
    ['K+N v K', '4k3/8/8/8/8/8/8/1N2K3'],
    ['K+B v K+B, same colour', '2b1k3/8/8/8/8/8/8/4KB2'],
    ['K+BB v K, one colour', '4k3/8/8/8/8/4B3/8/2B1K3'],
  ])('L-5.2.2 %s is dead by material', (_, text) => {
    expect(isInsufficientMaterial(board(text))).toBe(true);
  });

  it.each([
    ['K+N v K+N', '1n2k3/8/8/8/8/8/8/1N2K3'],
    ['K+B v K+B, opposite colours', '2b1k3/8/8/8/8/8/8/2B1K3'],
    ['K+NN v K', '4k3/8/8/8/8/8/8/1N2K1N1'],
    ['K+B v K+P', '4k3/4p3/8/8/8/8/8/2B1K3'],
    ['K+P v K', '4k3/8/8/8/8/8/4P3/4K3'],
  ])('L-5.2.2 %s is not dead by material', (_, text) => {
    expect(isInsufficientMaterial(board(text))).toBe(false);
  });

  it('L-6.9 one side: a lone king cannot win, the queen side can', () => {
    const b = board('4k3/8/8/8/8/8/8/3QK3');
    expect(hasInsufficientMaterial(b, 'black')).toBe(true);
    expect(hasInsufficientMaterial(b, 'white')).toBe(false);
  });

  it('L-6.9 one side: a knight can mate a king that has a blocker', () => {
    const b = board('4k3/4p3/8/8/8/8/8/1N2K3');
    expect(hasInsufficientMaterial(b, 'white')).toBe(false);
    expect(hasInsufficientMaterial(b, 'black')).toBe(false);
  });
});

describe('insufficient material of a position, without building a board (L-5.2.2, L-6.9)', () => {
  it.each([
    ['K v K', '4k3/8/8/8/8/8/8/4K3', true],
    ['K+B v K+B, same colour', '2b1k3/8/8/8/8/8/8/4KB2', true],
    ['K+B v K+B, opposite colours', '2b1k3/8/8/8/8/8/8/2B1K3', false],
    ['K+P v K', '4k3/8/8/8/8/8/4P3/4K3', false],
    ['K+R v K', '4k3/8/8/8/8/8/8/R3K3', false],
  ])('L-5.2.2 %s answers as its board does', (_, text, dead) => {
    const pos = fen(`${text} w - - 0 1`);
    expect(isInsufficientMaterial(pos)).toBe(dead);
    expect(isInsufficientMaterial(pos.board)).toBe(dead);
    for (const color of ['white', 'black'] as const)
      expect(hasInsufficientMaterial(pos, color)).toBe(hasInsufficientMaterial(pos.board, color));
  });
});
