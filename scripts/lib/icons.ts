// PNG icons from the favicon SVG, and a favicon.ico for clients that ask for it without the page.
import sharp from 'sharp';

/** The SVG drawn at exactly size x size pixels (no resampling of a small render). */
const atSize = (svg: string, size: number) =>
  svg.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes.replace(/\s(width|height)="[^"]*"/g, '');
    return `<svg width="${size}" height="${size}"${rest}>`;
  });

/** The mark filling the square: iOS paints transparent corners black, Android crops maskable icons. */
const fullBleed = (svg: string) => svg.replace(/(<rect\b[^>]*?)\srx="[^"]*"/, '$1');

/** One PNG of the mark: rounded and transparent around, or full bleed. */
export const renderIcon = (
  svg: string,
  { size, bleed = false }: { size: number; bleed?: boolean },
) =>
  sharp(Buffer.from(atSize(bleed ? fullBleed(svg) : svg, size)))
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An .ico holding one PNG image (every browser since IE reads PNG inside ICO). */
export const icoFromPng = (png: Buffer, size: number): Buffer => {
  const side = size >= 256 ? 0 : size;
  // ICONDIR (reserved, type 1: icon, one image), then the image's entry: width, height, no palette,
  // reserved, one colour plane, 32 bits per pixel, the PNG's length and where it starts.
  const header = Buffer.alloc(22);
  header.set([0, 0, 1, 0, 1, 0, side, side, 0, 0, 1, 0, 32, 0]);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
};
