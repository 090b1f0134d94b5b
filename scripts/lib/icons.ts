// PNG icons from the favicon SVG, and a favicon.ico for clients that ask for it without the page.
import sharp from 'sharp';

const atSize = (svg: string, size: number) =>
  svg.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes.replace(/\s(width|height)="[^"]*"/g, '');
    return `<svg width="${size}" height="${size}"${rest}>`;
  });

/** The mark filling the square: iOS paints transparent corners black, Android crops maskable icons. */
const fullBleed = (svg: string) => svg.replace(/(<rect\b[^>]*?)\srx="[^"]*"/, '$1');

export const renderIcon = (
  svg: string,
  { size, bleed = false }: { size: number; bleed?: boolean },
) =>
  sharp(Buffer.from(atSize(bleed ? fullBleed(svg) : svg, size)))
    .png({ compressionLevel: 9 })
    .toBuffer();

export const icoFromPng = (png: Buffer, size: number): Buffer => {
  const side = size >= 256 ? 0 : size;
  // ICONDIR (type 1, one image), then its entry: width, height, no palette, 1 plane, 32 bpp, length, offset.
  const header = Buffer.alloc(22);
  header.set([0, 0, 1, 0, 1, 0, side, side, 0, 0, 1, 0, 32, 0]);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
};
