import { describe, expect, it } from 'vitest';
import { classifyTimeControl } from '../classify/classify.js';
import { validateTimeControl } from '../control/validate.js';
import { makeTimeControl } from '../parse/makeShorthand.js';
import { PRESET_NAMES, PRESETS } from './presets.js';

describe('PRESETS', () => {
  it.each(PRESET_NAMES)('%s is a valid control', (name) => {
    expect(validateTimeControl(PRESETS[name]).ok).toBe(true);
  });

  it('L-A.1 L-B.1 the FIDE presets fall in their categories', () => {
    expect(classifyTimeControl(PRESETS['fide-classical'])).toBe('standard');
    expect(classifyTimeControl(PRESETS['fide-rapid'])).toBe('rapid');
    expect(classifyTimeControl(PRESETS['fide-blitz'])).toBe('blitz');
    expect(classifyTimeControl(PRESETS.bullet)).toBe('bullet');
  });

  it('E-armageddon gives White 5 and Black 4 minutes, +2 s from move 61', () => {
    expect(makeTimeControl(PRESETS.armageddon)).toBe('5+2@61 vs 4+2@61');
    expect(makeTimeControl(PRESETS['armageddon-4-3'])).toBe('4+2 vs 3+2');
  });

  it('S-modes covers every kind of stage', () => {
    const kinds = new Set(PRESET_NAMES.flatMap((n) => PRESETS[n].white.map((s) => s.kind)));
    expect([...kinds].sort()).toEqual(['byo-yomi', 'canadian', 'hourglass', 'period']);
    expect(makeTimeControl(PRESETS['fide-classical'])).toBe('90/40+30, 30+30');
  });
});
