import type { Locator, Page } from '@playwright/test';
import { LAY_OUT_ALL_ATTRIBUTE } from '../../../src/lib/deferred-layout';
import { type Box, contrastRatio, grab, hex, type Rgb, textOver } from './pixels';

type Rgba = [number, number, number, number];
type Probe = {
  index: number;
  text: string;
  /** The text colour, or the stops of the gradient it is painted with; alpha includes opacity. */
  colors: Rgba[];
  /** With translucent ancestors: the solid background the text sits on inside the faded group. */
  faded: Rgb | null;
  required: number;
  /** The text's line boxes now, in viewport pixels, each with whether it is on screen and seen. */
  boxes: Array<Box & { seen: boolean }>;
};

const MEASURE = 'data-a11y-measure';

/** In the page: what each marked element's text looks like and where it is on screen now. */
const probeTargets = ({ attribute, placeholder }: { attribute: string; placeholder: boolean }) => {
  const parse = (value: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, value.startsWith('rgba') ? a : 1];
  };
  return [...document.querySelectorAll(`[${attribute}]`)].map((element): Probe => {
    const style = getComputedStyle(element, placeholder ? '::placeholder' : null);
    // Translucent ancestors (a faded disabled button) fade the text and their own background
    // together: the text sits on the first solid background inside the faded group.
    let opacity = 1;
    let faded: Rgb | null = null;
    let solidBelow: Rgb | null = null;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const css = getComputedStyle(node);
      const [r, g, b, a] = parse(css.backgroundColor);
      if (!solidBelow && a === 1) solidBelow = [r, g, b];
      if (Number(css.opacity) < 1) [opacity, faded] = [opacity * Number(css.opacity), solidBelow];
    }
    // Text painted with a gradient (background-clip: text) is as weak as its weakest stop; the
    // gradient is hidden with the text while the background is photographed.
    const gradient = !placeholder && style.backgroundClip === 'text';
    if (gradient) element.setAttribute('data-a11y-gradient-text', '');
    const stops = gradient ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(parse) : [];
    const colors = (stops.length ? stops : [parse(style.color)]).map(
      ([r, g, b, a]): Rgba => [r, g, b, a * opacity],
    );
    const size = Number.parseFloat(style.fontSize);
    // WCAG large text: 18pt (24px), or 14pt (18.66px) bold.
    const required = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
    let rects: DOMRect[];
    let text: string;
    if (placeholder) {
      const input = element as HTMLInputElement;
      const box = input.getBoundingClientRect();
      const css = getComputedStyle(input);
      const left = Number.parseFloat(css.paddingLeft) + Number.parseFloat(css.borderLeftWidth);
      const context = document.createElement('canvas').getContext('2d');
      if (context) context.font = css.font;
      const width = context?.measureText(input.placeholder).width ?? 0;
      rects = [new DOMRect(box.x + left, box.y + box.height / 2 - size * 0.6, width, size * 1.2)];
      text = input.placeholder;
    } else {
      const own = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const range = document.createRange();
      rects = own.flatMap((node) => {
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      });
      text = own.map((node) => node.textContent?.trim()).join(' ');
    }
    const boxes = rects.map((rect) => {
      const box = {
        x: Math.floor(rect.x),
        y: Math.floor(rect.y),
        width: Math.ceil(rect.width),
        height: Math.ceil(rect.height),
      };
      const onScreen =
        box.width > 0 &&
        box.height > 0 &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= innerWidth &&
        box.y + box.height <= innerHeight;
      const hit =
        onScreen && document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return { ...box, seen: Boolean(hit && (hit === element || element.contains(hit))) };
    });
    return { index: Number(element.getAttribute(attribute)), text, colors, faded, required, boxes };
  });
};

/**
 * The contrast of each target's own text (or an input's placeholder) against what is painted
 * behind it, from pixels: the screen is photographed with all text transparent and fixed overlays
 * hidden, and the text colour laid over every pixel under each line; the worst pixel counts. For
 * what axe cannot judge (gradients, images) or leaves out (disabled buttons, placeholders). A line
 * never seen uncovered cannot be measured, and fails.
 */
export const measureTextContrast = async (
  page: Page,
  targets: Locator[],
  { placeholder = false, overlays = ['#site-header', '[data-testid="floating-schedule"]'] } = {},
) => {
  for (const [index, target] of targets.entries()) {
    await target.evaluate((element, [name, i]) => element.setAttribute(name, i), [
      MEASURE,
      String(index),
    ] as const);
  }
  await page.addStyleTag({
    content: `html.a11y-hide-text *, html.a11y-hide-text *::before, html.a11y-hide-text *::after,
      html.a11y-hide-text *::placeholder {
        color: transparent !important; -webkit-text-fill-color: transparent !important;
        text-shadow: none !important; text-decoration-color: transparent !important;
      }
      html.a11y-hide-text [data-a11y-gradient-text] { background: none !important; }
      html.a11y-hide-text [data-a11y-overlay] { visibility: hidden !important; }`,
  });
  await page.evaluate(
    ({ overlays, attribute, layOutAll }) => {
      // Every section drawn, as for a visit to a fragment: one scrolled to can otherwise be photographed bare.
      document.documentElement.setAttribute(layOutAll, '');
      const marked = [...document.querySelectorAll(`[${attribute}]`)];
      for (const overlay of document.querySelectorAll(overlays.join(','))) {
        if (!marked.some((element) => overlay.contains(element)))
          overlay.setAttribute('data-a11y-overlay', '');
      }
    },
    { overlays, attribute: MEASURE, layOutAll: LAY_OUT_ALL_ATTRIBUTE },
  );

  // Per target, in the targets' order: its lines not yet measured, and the worst pixel so far.
  const probes = await page.evaluate(probeTargets, { attribute: MEASURE, placeholder });
  const records = probes
    .sort((a, b) => a.index - b.index)
    .map((probe) => ({
      probe,
      pending: new Set(probe.boxes.keys()),
      ratio: Number.POSITIVE_INFINITY,
      background: [0, 0, 0] as Rgb,
      color: [0, 0, 0, 1] as Rgba,
    }));
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };

  // Photographs the screen, text hidden, and measures every line now seen and not yet measured.
  const measureScreen = async () => {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const todo = (await page.evaluate(probeTargets, { attribute: MEASURE, placeholder })).flatMap(
      (probe) =>
        [...probe.boxes.entries()]
          .filter(([i, box]) => box.seen && records[probe.index]?.pending.has(i))
          .map(([i, box]) => ({ probe, box, i })),
    );
    if (todo.length === 0) return;
    await page.evaluate(() => document.documentElement.classList.add('a11y-hide-text'));
    const image = await grab(page, { x: 0, y: 0, ...viewport });
    await page.evaluate(() => document.documentElement.classList.remove('a11y-hide-text'));
    for (const { probe, box, i } of todo) {
      const record = records[probe.index];
      if (!record) continue;
      for (const color of probe.colors) {
        const [r, g, b, alpha] = color;
        for (let y = box.y; y < box.y + box.height; y += 1) {
          for (let x = box.x; x < box.x + box.width; x += 1) {
            const background = image.at(x, y);
            const text = textOver([r, g, b], alpha, background, probe.faded ?? background);
            const ratio = contrastRatio(text, background);
            if (ratio < record.ratio) Object.assign(record, { ratio, background, color });
          }
        }
      }
      record.pending.delete(i);
    }
  };

  // Each target brought to the centre of the screen; then, for lines still unseen (under a sticky
  // card, say), a quarter screen at a time down the page.
  for (const [index, target] of targets.entries()) {
    if (records[index]?.pending.size === 0) continue;
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await measureScreen();
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (
    let top = 0;
    top < height && records.some(({ pending }) => pending.size > 0);
    top += Math.floor(viewport.height / 4)
  ) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await measureScreen();
  }
  await page.evaluate((attribute) => {
    for (const name of [attribute, 'data-a11y-overlay', 'data-a11y-gradient-text']) {
      for (const element of document.querySelectorAll(`[${name}]`)) element.removeAttribute(name);
    }
  }, MEASURE);

  return records.map(({ probe, pending, ratio, background, color }, index) => {
    const measured = probe.boxes.length > 0 && pending.size === 0;
    return {
      target: String(targets[index]),
      text: probe.text,
      ratio: measured ? Math.round(ratio * 100) / 100 : 0,
      required: probe.required,
      color: `${hex([color[0], color[1], color[2]])} at ${Math.round(color[3] * 100)}%`,
      worstBackground: measured
        ? hex(background)
        : probe.boxes.length
          ? `${pending.size} line(s) never seen on screen`
          : 'no text found',
    };
  });
};

/** One line per text below its required ratio, so a failure says what to fix. */
export const contrastFailures = (results: Awaited<ReturnType<typeof measureTextContrast>>) =>
  results
    .filter((result) => result.ratio < result.required)
    .map(
      (r) =>
        `${r.ratio}:1 < ${r.required}:1 for "${r.text}" (${r.color} on ${r.worstBackground}) ${r.target}`,
    );
