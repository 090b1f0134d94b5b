// Before `waku build` and `waku dev`: each case picture as AVIF and WebP in several widths and a manifest; kept if up to date.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import sharp from 'sharp';
import { WORK_IMAGES_DIR } from '../src/content/work.ts';
import {
  type Manifest,
  WORK_IMAGE_FORMATS,
  WORK_IMAGE_WIDTHS,
  WORK_IMAGES_MANIFEST,
  WORK_IMAGES_PUBLIC,
} from '../src/content/work-images.ts';
import { filesEndingWith } from './lib/files.ts';

const outDir = resolve('public', WORK_IMAGES_PUBLIC.slice(1));
const QUALITY = { avif: { quality: 55, effort: 4 }, webp: { quality: 78 } };
mkdirSync(outDir, { recursive: true });

const started = performance.now();
const manifest: Manifest = {};
let written = 0;
for (const source of filesEndingWith(WORK_IMAGES_DIR, ['.png'])) {
  const name = basename(source, '.png');
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const widths = WORK_IMAGE_WIDTHS.filter((candidate) => candidate <= width);
  for (const target of widths) {
    for (const format of WORK_IMAGE_FORMATS) {
      const out = join(outDir, `${name}-${target}.${format}`);
      if (existsSync(out) && statSync(out).mtimeMs >= statSync(source).mtimeMs) continue;
      await sharp(source).resize({ width: target }).toFormat(format, QUALITY[format]).toFile(out);
      written += 1;
    }
  }
  // Until the file loads, three bands of the picture as a gradient: dozens of bytes, an image hundreds.
  const data = await sharp(source).resize(1, 3, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const bands = [0, 3, 6].map((at) => `#${data.subarray(at, at + 3).toString('hex')}`);
  const placeholder = `linear-gradient(${bands.join(',')})`;
  manifest[name] = { width, height, widths, placeholder };
}
writeFileSync(resolve(WORK_IMAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `[work-images] ${Object.keys(manifest).length} pictures, ${written} files written (${Math.round(performance.now() - started)} ms)`,
);
