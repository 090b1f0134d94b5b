import { describe, expect, it } from 'vitest';
import { FALLBACK_FACES, fallbackFontFaces } from '../../scripts/lib/font-metrics.ts';

describe("'Geist Fallback'", () => {
  const faces = fallbackFontFaces().split('@font-face').slice(1);
  const descriptor = (face: string, name: string) =>
    new RegExp(`${name}: ([^;]+);`).exec(face)?.[1] ?? '';

  it("gives Arial Geist's vertical metrics at the measured size-adjust, one face per weight range", () => {
    expect(faces).toHaveLength(FALLBACK_FACES.length);
    for (const [index, { weights, geist, sizeAdjust }] of FALLBACK_FACES.entries()) {
      const face = faces[index] ?? '';
      const scale = geist.unitsPerEm * (Number.parseFloat(sizeAdjust) / 100);
      expect(descriptor(face, 'font-weight')).toBe(weights);
      expect(descriptor(face, 'size-adjust')).toBe(sizeAdjust);
      expect(Number.parseFloat(descriptor(face, 'ascent-override'))).toBeCloseTo(
        (100 * geist.ascent) / scale,
        3,
      );
      expect(Number.parseFloat(descriptor(face, 'descent-override'))).toBeCloseTo(
        (100 * Math.abs(geist.descent)) / scale,
        3,
      );
    }
  });
});
