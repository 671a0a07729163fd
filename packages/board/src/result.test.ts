import { describe, expect, it } from 'vitest';
import { ChesslawsError, err, ok, unwrap } from './result.js';

describe('Result', () => {
  it('narrows on ok and unwraps values', () => {
    const r = ok(3);
    expect(r.ok && r.value).toBe(3);
    expect(unwrap(r)).toBe(3);
  });

  it('unwrap throws the error of a failure', () => {
    const e = new ChesslawsError('ERR_X', 'bad x', { field: 'x', offset: 4 });
    expect(() => unwrap(err(e))).toThrow(e);
    expect(() => unwrap(err('plain'))).toThrow('plain');
  });

  it('errors carry a stable code, a location and their class name', () => {
    class FooError extends ChesslawsError<'ERR_FOO'> {}
    const e = new FooError('ERR_FOO', 'foo went wrong', { line: 2, column: 5 });
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe('ERR_FOO');
    expect(e.name).toBe('FooError');
    expect(e.location).toEqual({ line: 2, column: 5 });
  });
});
