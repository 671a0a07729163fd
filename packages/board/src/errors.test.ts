import { describe, expect, it } from 'vitest';
import { CHESSLAWS_ERROR, ChesslawsError, isChesslawsError } from './result.js';

describe('isChesslawsError', () => {
  it('recognises a ChesslawsError and reads its code and location', () => {
    const error: unknown = new ChesslawsError('ERR_TEST', 'a test', { field: 'x' });
    expect(isChesslawsError(error)).toBe(true);
    if (isChesslawsError(error)) {
      expect(error.code).toBe('ERR_TEST');
      expect(error.location).toEqual({ field: 'x' });
    }
  });

  it('recognises the brand without the class (another copy of the package, the clock)', () => {
    const foreign = Object.assign(new Error('elsewhere'), {
      [Symbol.for('@chesslaws/error')]: true,
      code: 'ERR_ELSEWHERE',
      location: undefined,
    });
    expect(isChesslawsError(foreign)).toBe(true);
    expect(CHESSLAWS_ERROR).toBe(Symbol.for('@chesslaws/error'));
  });

  it('refuses plain errors, look-alikes without the brand, and non-errors', () => {
    expect(isChesslawsError(new Error('plain'))).toBe(false);
    expect(isChesslawsError(Object.assign(new Error('x'), { code: 'ERR_X' }))).toBe(false);
    expect(isChesslawsError({ [CHESSLAWS_ERROR]: true, code: 'ERR_X', message: 'x' })).toBe(false);
    expect(isChesslawsError(undefined)).toBe(false);
    expect(isChesslawsError('ERR_X')).toBe(false);
  });
});
