// PNG icons rendered from the favicon SVG with sharp, and a favicon.ico for the browsers and bots
// that ask for /favicon.ico without reading the page.
import sharp from 'sharp';

/** The SVG drawn at exactly size x size pixels (no resampling of a small render). */
const atSize = (svg: string, size: number) =>
  svg.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes.replace(/\s(width|height)="[^"]*"/g, '');
    return `<svg width="${size}" height="${size}"${rest}>`;
  });

/**
 * The mark without its rounded corners, filling the square: iOS rounds home-screen icons itself and
 * paints transparent corners black, and Android crops maskable icons to its own shape.
 */
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
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image data
  header.writeUInt32LE(header.length, 18); // where it starts
  return Buffer.concat([header, png]);
};
