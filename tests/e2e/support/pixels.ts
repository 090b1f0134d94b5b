import type { Page } from '@playwright/test';
import sharp from 'sharp';

// WCAG 2 contrast arithmetic and photographs of the viewport, for what axe cannot judge.

export type Rgb = [number, number, number];

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
export const contrastRatio = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/**
 * Text at `alpha` over a photographed pixel: it differs from the pixel by alpha times (text -
 * background), the background being the pixel itself, or, inside a translucent group that paints
 * its own solid background, that background (the pixel already holds it, faded).
 */
export const textOver = (text: Rgb, alpha: number, photographed: Rgb, background: Rgb): Rgb => [
  clamp(photographed[0] + alpha * (text[0] - background[0])),
  clamp(photographed[1] + alpha * (text[1] - background[1])),
  clamp(photographed[2] + alpha * (text[2] - background[2])),
];
const clamp = (value: number) => Math.min(255, Math.max(0, value));
export const hex = (rgb: Rgb) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

export type Box = { x: number; y: number; width: number; height: number };

/** Waits (at most 1 s) for finite animations to end: a photograph or an analysis sees where they arrive. */
export const settle = (page: Page) =>
  page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 1000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/** A screenshot of part of the viewport as raw RGB pixels, one CSS pixel each. */
export const grab = async (page: Page, clip: Box) => {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number): Rgb => {
      const index = (y * info.width + x) * 3;
      return [data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0];
    },
  };
};
