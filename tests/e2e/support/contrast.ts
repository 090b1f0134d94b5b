import type { Locator, Page } from '@playwright/test';
import { LAY_OUT_ALL_ATTRIBUTE as LAY_OUT_ALL } from '../../../src/lib/deferred-layout';
import { type Box, blend, contrastRatio, fadedText, grab, hex, type Rgb } from './pixels';

// Text contrast measured from pixels

export type TextContrast = {
  target: string;
  text: string;
  ratio: number;
  required: number;
  color: string;
  worstBackground: string;
};

type Probe = {
  index: number;
  text: string;
  /** The text colour, or the stops of a gradient it is painted with; alpha includes opacity. */
  colors: Array<[number, number, number, number]>;
  /** With translucent ancestors: the solid background the text sits on inside the faded group. */
  faded: Rgb | null;
  required: number;
  /** The text's line boxes now, in viewport pixels, each with whether it is on screen and seen. */
  boxes: Array<Box & { seen: boolean }>;
};

const MEASURE_ATTRIBUTE = 'data-a11y-measure';

/** In the page: what each marked element's text looks like and where it is on screen now. */
const probeTargets = ({ attribute, placeholder }: { attribute: string; placeholder: boolean }) => {
  const parse = (value: string): [number, number, number, number] => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, value.startsWith('rgba') ? a : 1];
  };
  return [...document.querySelectorAll(`[${attribute}]`)].map((element): Probe => {
    const style = placeholder
      ? getComputedStyle(element, '::placeholder')
      : getComputedStyle(element);
    // Translucent ancestors (a faded disabled button, say) fade the text and their own background
    // together: remember the first solid background inside the faded group, the text sits on it.
    let opacity = 1;
    let faded: [number, number, number] | null = null;
    let solidBelow: [number, number, number] | null = null;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const css = getComputedStyle(node);
      const background = parse(css.backgroundColor);
      if (!solidBelow && background[3] === 1)
        solidBelow = [background[0], background[1], background[2]];
      if (Number(css.opacity) < 1) {
        opacity *= Number(css.opacity);
        faded = solidBelow;
      }
    }
    // Text painted with a gradient (background-clip: text) is as weak as its weakest stop.
    const gradientText = !placeholder && style.backgroundClip === 'text';
    // Hidden with the rest of the text while photographing the background.
    if (gradientText) element.setAttribute('data-a11y-gradient-text', '');
    const stops = gradientText
      ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(parse)
      : [];
    const colors = (stops.length > 0 ? stops : [parse(style.color)]).map(
      ([r, g, b, a]): [number, number, number, number] => [r, g, b, a * opacity],
    );
    const size = Number.parseFloat(style.fontSize);
    const weight = Number(style.fontWeight);
    // WCAG large text: 18pt (24px), or 14pt (18.66px) bold.
    const required = size >= 24 || (size >= 18.66 && weight >= 700) ? 3 : 4.5;
    let rects: DOMRect[];
    let text: string;
    if (placeholder) {
      const input = element as HTMLInputElement;
      const box = input.getBoundingClientRect();
      const css = getComputedStyle(input);
      const inset = (side: string) =>
        Number.parseFloat(css.getPropertyValue(`padding-${side}`)) +
        Number.parseFloat(css.getPropertyValue(`border-${side}-width`));
      const context = document.createElement('canvas').getContext('2d');
      if (context) context.font = css.font;
      const width = context?.measureText(input.placeholder).width ?? 0;
      rects = [
        new DOMRect(box.x + inset('left'), box.y + box.height / 2 - size * 0.6, width, size * 1.2),
      ];
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
    return {
      index: Number(element.getAttribute(attribute)),
      text,
      colors,
      faded,
      required,
      boxes: rects.map((rect) => {
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
          box.x + box.width <= window.innerWidth &&
          box.y + box.height <= window.innerHeight;
        const hit = onScreen
          ? document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
          : null;
        return { ...box, seen: Boolean(hit && (hit === element || element.contains(hit))) };
      }),
    };
  });
};

/**
 * The contrast of each element's own text (or, with `placeholder`, of an input's placeholder)
 * against what is painted behind it, measured from pixels: the page is photographed with all text
 * made transparent, and the text colour (with its alpha, and faded like its translucent
 * ancestors) is laid over every background pixel under each line of text. The worst pixel counts.
 * This is for what axe cannot judge (text over gradients and images) and what it leaves out
 * (disabled buttons and placeholders). Fixed overlays (the header, the floating button) are hidden
 * while photographing, unless the text is inside them. A line that never comes into sight
 * uncovered cannot be measured, and fails.
 */
export const measureTextContrast = async (
  page: Page,
  targets: Locator[],
  { placeholder = false, overlays = ['#site-header', '[data-testid="floating-schedule"]'] } = {},
): Promise<TextContrast[]> => {
  const labels = targets.map(String);
  // Sections far from the screen are skipped until they come near (content-visibility: auto); one
  // scrolled to can show as its bare background in the next photograph. All drawn, as for a visit
  // to a fragment, so every photograph shows what a visitor who stays there sees.
  const allDrawnBefore = await page.evaluate((name) => {
    const drawn = document.documentElement.hasAttribute(name);
    document.documentElement.setAttribute(name, '');
    return drawn;
  }, LAY_OUT_ALL);
  for (const [index, target] of targets.entries()) {
    await target.evaluate((element, [attribute, i]) => element.setAttribute(attribute, i), [
      MEASURE_ATTRIBUTE,
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
    ({ overlays, attribute }) => {
      const marked = [...document.querySelectorAll(`[${attribute}]`)];
      for (const selector of overlays) {
        for (const overlay of document.querySelectorAll(selector)) {
          if (!marked.some((element) => overlay.contains(element))) {
            overlay.setAttribute('data-a11y-overlay', '');
          }
        }
      }
    },
    { overlays, attribute: MEASURE_ATTRIBUTE },
  );

  const worst = targets.map(() => ({
    ratio: Number.POSITIVE_INFINITY,
    background: [0, 0, 0] as Rgb,
    color: [0, 0, 0, 1] as [number, number, number, number],
  }));
  const pending = targets.map(() => new Set<number>());
  const probes: Probe[] = [];
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };

  // Photographs the screen as it is now, text hidden, and measures every line seen and not yet done.
  const measureScreen = async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const now = await page.evaluate(probeTargets, { attribute: MEASURE_ATTRIBUTE, placeholder });
    const todo = now.flatMap((probe) =>
      probe.boxes
        .map((box, i) => ({ probe, box, i }))
        .filter(({ box, i }) => box.seen && pending[probe.index]?.has(i)),
    );
    if (todo.length === 0) return;
    await page.evaluate(() => document.documentElement.classList.add('a11y-hide-text'));
    const image = await grab(page, { x: 0, y: 0, ...viewport });
    await page.evaluate(() => document.documentElement.classList.remove('a11y-hide-text'));
    for (const { probe, box, i } of todo) {
      const record = worst[probe.index];
      if (!record) continue;
      for (const color of probe.colors) {
        const [r, g, b, alpha] = color;
        for (let y = box.y; y < box.y + box.height; y += 1) {
          for (let x = box.x; x < box.x + box.width; x += 1) {
            const background = image.at(x, y);
            const text = probe.faded
              ? fadedText([r, g, b], alpha, probe.faded, background)
              : blend([r, g, b], alpha, background);
            const ratio = contrastRatio(text, background);
            if (ratio < record.ratio) Object.assign(record, { ratio, background, color });
          }
        }
      }
      pending[probe.index]?.delete(i);
    }
  };

  probes.push(
    ...(await page.evaluate(probeTargets, { attribute: MEASURE_ATTRIBUTE, placeholder })),
  );
  for (const probe of probes) for (const [i] of probe.boxes.entries()) pending[probe.index]?.add(i);

  // Each element brought to the centre of the screen (one photograph measures all the lines then
  // in sight); then, for lines still unseen (covered by a sticky card, say), a quarter screen at a
  // time down the page.
  for (const [index, target] of targets.entries()) {
    if (pending[index]?.size === 0) continue;
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await measureScreen();
  }
  const step = Math.floor(viewport.height / 4);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height && pending.some((set) => set.size > 0); top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await measureScreen();
  }
  if (!allDrawnBefore) {
    await page.evaluate((name) => document.documentElement.removeAttribute(name), LAY_OUT_ALL);
  }
  await page.evaluate((attribute) => {
    for (const element of document.querySelectorAll('[data-a11y-overlay]')) {
      element.removeAttribute('data-a11y-overlay');
    }
    for (const element of document.querySelectorAll('[data-a11y-gradient-text]')) {
      element.removeAttribute('data-a11y-gradient-text');
    }
    for (const element of document.querySelectorAll(`[${attribute}]`)) {
      element.removeAttribute(attribute);
    }
  }, MEASURE_ATTRIBUTE);

  return probes
    .sort((a, b) => a.index - b.index)
    .map((probe) => {
      const record = worst[probe.index];
      const unseen = pending[probe.index]?.size ?? 0;
      const [r, g, b, alpha] = record?.color ?? [0, 0, 0, 0];
      // Text that was never seen on screen cannot be measured: it fails, with its reason.
      const measured = probe.boxes.length > 0 && unseen === 0 && record;
      return {
        target: labels[probe.index] ?? '',
        text: probe.text,
        ratio: measured ? Math.round(record.ratio * 100) / 100 : 0,
        required: probe.required,
        color: `${hex([r, g, b])} at ${Math.round(alpha * 100)}%`,
        worstBackground: measured
          ? hex(record.background)
          : probe.boxes.length === 0
            ? 'no text found'
            : `${unseen} line(s) never seen on screen`,
      };
    });
};

/** One line per text below its required ratio, so a failure says what to fix. */
export const contrastFailures = (results: TextContrast[]) =>
  results
    .filter((result) => result.ratio < result.required)
    .map(
      (result) =>
        `${result.ratio}:1 < ${result.required}:1 for "${result.text}" (${result.color} on ${result.worstBackground}) ${result.target}`,
    );
