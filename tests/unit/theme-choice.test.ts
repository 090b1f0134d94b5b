import { describe, expect, it } from 'vitest';
import { calTheme } from '../../src/features/theme/theme-choice';

// What the head script reads from storage (junk as system): unit/theme-head-script.
describe('the theme choice', () => {
  it("gives Cal.com's modal its theme: auto follows the system as system does here", () => {
    expect((['system', 'light', 'dark'] as const).map(calTheme)).toEqual(['auto', 'light', 'dark']);
  });
});
