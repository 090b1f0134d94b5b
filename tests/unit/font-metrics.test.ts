import { describe, expect, it } from 'vitest';
import { FALLBACK_FACES, fallbackFontFaces, visibleText } from '../../scripts/lib/font-metrics.ts';

describe("'Geist Fallback'", () => {
  const faces = fallbackFontFaces().split('@font-face').slice(1);
  const descriptor = (face: string, name: string) =>
    new RegExp(`${name}: ([^;]+);`).exec(face)?.[1] ?? '';

  it('has one face per weight range, Arial bold from 600', () => {
    expect(faces.map((face) => descriptor(face, 'font-weight'))).toEqual([
      '100 450',
      '451 550',
      '551 900',
    ]);
    expect(descriptor(faces[0] ?? '', 'src')).toContain('local("Liberation Sans")');
    expect(descriptor(faces[2] ?? '', 'src')).toContain('local("Arial Bold")');
  });

  it("gives Arial Geist's vertical metrics at the measured size-adjust", () => {
    expect(faces).toHaveLength(FALLBACK_FACES.length);
    for (const [index, { geist, sizeAdjust }] of FALLBACK_FACES.entries()) {
      const face = faces[index] ?? '';
      const scale = geist.unitsPerEm * (Number.parseFloat(sizeAdjust) / 100);
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

  it('reads the text a visitor sees from a page', () => {
    expect(
      visibleText(
        '<html><head><title>x</title><script>head</script></head><body><h1>Fish &amp; chips</h1> <p>it&#x27;s</p><script>no</script></body></html>',
      ),
    ).toBe("Fish & chips it's");
  });
});
