import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Where scripts/work-images.ts writes the case studies' pictures, and what the pages read of them.
export const WORK_IMAGES_PUBLIC = '/images/work';
export const WORK_IMAGES_MANIFEST = 'src/content/work/images.gen.json';
export const WORK_IMAGE_WIDTHS = [480, 800, 1200, 1600];
export const WORK_IMAGE_FORMATS = ['avif', 'webp'] as const;

export type Manifest = Record<
  string,
  { width: number; height: number; widths: number[]; placeholder: string }
>;

let manifest: Manifest | undefined;

/** A picture's intrinsic size, its AVIF and WebP `srcset`s up to `maxWidth`, and its blurred placeholder. */
export const workPicture = (name: string, maxWidth = Number.POSITIVE_INFINITY) => {
  manifest ??= JSON.parse(readFileSync(resolve(WORK_IMAGES_MANIFEST), 'utf8')) as Manifest;
  const entry = manifest[name];
  if (!entry)
    throw new Error(`No picture ${name} in ${WORK_IMAGES_MANIFEST}: run scripts/work-images.ts`);
  const widths = entry.widths.filter((width, index) => index === 0 || width <= maxWidth);
  const srcSet = (format: string) =>
    widths.map((width) => `${WORK_IMAGES_PUBLIC}/${name}-${width}.${format} ${width}w`).join(', ');
  const largest = widths.at(-1);
  return {
    width: entry.width,
    height: entry.height,
    placeholder: entry.placeholder,
    avif: srcSet('avif'),
    webp: srcSet('webp'),
    src: `${WORK_IMAGES_PUBLIC}/${name}-${largest}.webp`,
  };
};
