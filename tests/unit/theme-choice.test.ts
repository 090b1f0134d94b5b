import { describe, expect, it } from 'vitest';
import { calTheme, parseThemeChoice } from '../../src/features/theme/theme-choice';

describe('the theme choice', () => {
  it('reads light and dark, and anything else (nothing stored, junk) as system', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const other of [null, undefined, '', 'system', 'DARK', 'sepia', 1]) {
      expect(parseThemeChoice(other)).toBe('system');
    }
  });

  it("gives Cal.com's modal its theme: auto follows the system as system does here", () => {
    expect((['system', 'light', 'dark'] as const).map(calTheme)).toEqual(['auto', 'light', 'dark']);
  });
});
