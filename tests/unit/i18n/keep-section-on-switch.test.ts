import { describe, expect, it } from 'vitest';
import { readingSectionId } from '../../../src/features/i18n/keep-section-on-switch';

describe('readingSectionId', () => {
  const sections = [
    { id: 'hero', top: -900 },
    { id: 'why-humanoid', top: -100 },
    { id: 'expertise', top: 250 },
    { id: 'features', top: 1200 },
  ];

  it('is the last section whose top has passed the upper third of the viewport, none at the top', () => {
    expect(readingSectionId(sections, 900)).toBe('expertise');
    expect(readingSectionId(sections, 600)).toBe('why-humanoid');
    const atTheTop = sections.map(({ id }, index) => ({ id, top: index * 700 }));
    expect(readingSectionId(atTheTop, 900)).toBeNull();
  });
});
