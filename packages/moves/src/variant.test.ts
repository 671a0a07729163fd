import { describe, expect, it } from 'vitest';
import { defineVariant } from './defineVariant.js';
import { STANDARD, VariantError } from './variant.js';

describe('a variant names its rules', () => {
  it('V- rules are kept, frozen, with their IDs and summaries', () => {
    const v = defineVariant({
      name: 'hill',
      rules: [{ id: 'V-hill.centre', summary: 'a king on the centre wins' }],
    });
    expect(v.rules).toEqual([{ id: 'V-hill.centre', summary: 'a king on the centre wins' }]);
    expect(Object.isFrozen(v.rules)).toBe(true);
    expect(Object.isFrozen(v.rules[0])).toBe(true);
    expect(defineVariant({ name: 'plain' }).rules).toEqual([]);
    expect(STANDARD.rules).toEqual([]);
  });

  it('L-9.3 L-9.6.2 move-count draws apply unless a variant turns them off; a bad flag is located', () => {
    expect(STANDARD.moveCountDraws).toBe(true);
    expect(defineVariant({ name: 'house', moveCountDraws: false }).moveCountDraws).toBe(false);
    expect(() => defineVariant({ name: 'bad', moveCountDraws: 'no' as never })).toThrow(
      /moveCountDraws must be true or false/,
    );
    expect(() => defineVariant({ name: 'bad', drawnByMaterial: 1 as never })).toThrow(
      /drawnByMaterial must be a function/,
    );
  });

  it('V- a rule without a V- ID or a summary is ERR_VARIANT_OPTION located at rules', () => {
    for (const rules of [
      [{ id: 'L-5.1.1', summary: 'mate' }],
      [{ id: 'V-x.y', summary: '' }],
      'V-x.y',
      [null],
    ]) {
      let error: unknown;
      try {
        defineVariant({ name: 'bad', rules: rules as never });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(VariantError);
      expect((error as VariantError).code).toBe('ERR_VARIANT_OPTION');
      expect((error as VariantError).location).toEqual({ field: 'rules' });
    }
  });
});

describe('a variant start', () => {
  it('V- a startFen that does not read is ERR_VARIANT_OPTION located at startFen, when it is defined', () => {
    expect(() => defineVariant({ name: 'w', startFen: 'garbage' })).toThrow(
      expect.objectContaining({
        code: 'ERR_VARIANT_OPTION',
        location: { field: 'startFen', offset: 7 },
      }),
    );
    // The variant's own fields are read: pockets and check counters.
    expect(
      defineVariant({ name: 'house', pockets: true, startFen: '8/8/8/8/8/8/8/K6k[Qq] w - - 0 1' })
        .startFen,
    ).toBe('8/8/8/8/8/8/8/K6k[Qq] w - - 0 1');
    expect(() =>
      defineVariant({ name: 'two', checksToWin: 2, startFen: '8/8/8/8/8/8/8/K6k w - - 3+3 0 1' }),
    ).toThrow(/startFen does not read: check counter '3\+3' counts more than the 2 checks/);
  });
});
