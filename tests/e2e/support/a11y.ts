import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** WCAG 2.0-2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Runs axe-core on the page as it is now, in the page itself (`axe.run`). The default mode runs
 * the rules per frame and then opens a second, blank page to merge the results, injecting axe's
 * half a megabyte of code again: a third of the time of every analysis on a busy two-core machine,
 * spent only on frames of other origins, which these pages do not have.
 */
export const axe = (page: Page): Promise<AxeResults> =>
  new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();

/**
 * Runs `work` with the page's animation clock stopped (DevTools' Animation domain; the page itself
 * is not touched), then lets it run on. For a page with an endless animation, such as the spinners
 * of the Schedule a Call buttons while the scheduler loads: in headless Chromium's software
 * rendering they keep the browser busy with about 85% of a core, which a long analysis needs.
 */
export const withAnimationsPaused = async <T>(page: Page, work: () => Promise<T>): Promise<T> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  try {
    return await work();
  } finally {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await cdp.detach();
  }
};

/** One line per failing node, so a failure says what to fix. */
export const describeViolations = (violations: AxeResults['violations']) =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );

/** The CSS selectors of the nodes axe could not judge for colour contrast (gradients, images …). */
export const undecidedContrastTargets = (results: AxeResults) =>
  results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.map((node) => node.target.join(' ')));

// ---------------------------------------------------------------------------------------------
// Colour arithmetic (WCAG 2 relative luminance and contrast ratio)

type Rgb = [number, number, number];

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
const blend = (top: Rgb, alpha: number, bottom: Rgb): Rgb => [
  top[0] * alpha + bottom[0] * (1 - alpha),
  top[1] * alpha + bottom[1] * (1 - alpha),
  top[2] * alpha + bottom[2] * (1 - alpha),
];
/**
 * Text inside a translucent group that paints its own solid background: the photographed pixel
 * already holds that background, faded; the text differs from it by alpha times (text - background).
 */
const fadedText = (text: Rgb, alpha: number, groupBackground: Rgb, photographed: Rgb): Rgb => [
  clamp(photographed[0] + alpha * (text[0] - groupBackground[0])),
  clamp(photographed[1] + alpha * (text[1] - groupBackground[1])),
  clamp(photographed[2] + alpha * (text[2] - groupBackground[2])),
];
const clamp = (value: number) => Math.min(255, Math.max(0, value));
const hex = (rgb: Rgb) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

type Box = { x: number; y: number; width: number; height: number };

/** A screenshot of part of the viewport as raw RGB pixels, one CSS pixel each. */
/**
 * Waits for running transitions and finite animations (a toast sliding in, a ring fading) to end,
 * at most a second, so two photographs differ only by what the test changed.
 */
const settle = (page: Page) =>
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

const grab = async (page: Page, clip: Box) => {
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

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// Focus

/**
 * How visible the focus indicator of the focused element is: the number of pixels around it whose
 * colour changes by at least 3:1 between focused and not focused, against the element's perimeter
 * (a 1 CSS px ring all round at 3:1 would just reach it).
 */
export const focusIndicator = async (page: Page) => {
  await settle(page);
  const box = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    element.setAttribute('data-a11y-focused', '');
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const pad = 8;
  const x = Math.max(0, Math.floor(box.x - pad));
  const y = Math.max(0, Math.floor(box.y - pad));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + pad)) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + pad)) - y,
  };
  const focused = await grab(page, clip);
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await settle(page);
  const unfocused = await grab(page, clip);
  await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-a11y-focused]');
    element?.removeAttribute('data-a11y-focused');
    element?.focus({ preventScroll: true });
  });
  let changed = 0;
  for (let row = 0; row < focused.height; row += 1) {
    for (let column = 0; column < focused.width; column += 1) {
      if (contrastRatio(focused.at(column, row), unfocused.at(column, row)) >= 3) changed += 1;
    }
  }
  return { changed, perimeter: Math.round(2 * (box.width + box.height)) };
};

/** What has focus: a short description, and whether it shows :focus-visible. */
export const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent?.trim() || element.getAttribute('placeholder') || element.id);
    return {
      description: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name?.slice(0, 40)}"`,
      focusVisible: element.matches(':focus-visible'),
    };
  });

/**
 * Whether the focused element can be seen: the share of a 5x5 grid of points over it where the
 * element itself (not a fixed header or floating button over it) is what the visitor sees.
 */
export const focusedShareVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const rect = element.getBoundingClientRect();
    let seen = 0;
    let total = 0;
    for (let i = 0; i < 5; i += 1) {
      for (let j = 0; j < 5; j += 1) {
        const x = rect.left + 1 + ((rect.width - 2) * i) / 4;
        const y = rect.top + 1 + ((rect.height - 2) * j) / 4;
        total += 1;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (element.contains(hit) || hit.contains(element))) seen += 1;
      }
    }
    return seen / total;
  });

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; at most `limit` presses. */
export const tabTo = async (page: Page, selector: string, { limit = 80, shift = false } = {}) => {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const found = await page.evaluate(
      (wanted) => document.activeElement?.matches(wanted) ?? false,
      selector,
    );
    if (found) return press + 1;
  }
  throw new Error(`Focus never reached ${selector} in ${limit} presses of Tab`);
};

// ---------------------------------------------------------------------------------------------
// Layout

/** Horizontal scrolling of the page: how far the document is wider than the viewport. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Rendered elements that stick out of the viewport at the left or right (beyond 1px), which would
 * be cut off or need scrolling. Visually hidden helpers (1px clips, the honeypot far off-screen by
 * design, aria-hidden) are not content.
 */
export const elementsOutsideViewport = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (element.closest('[aria-hidden="true"], .sr-only, [hidden]')) continue;
      if (rect.right > width + 1 || rect.left < -1) {
        out.push(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)} ${Math.round(rect.left)}..${Math.round(rect.right)} (viewport ${width})`,
        );
      }
    }
    return out;
  });

/** The levels of the page's headings, in document order. */
export const headingLevels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map((heading) =>
      heading.getAttribute('role') === 'heading'
        ? Number(heading.getAttribute('aria-level') ?? 2)
        : Number(heading.tagName.slice(1)),
    ),
  );

export type Target = { name: string; width: number; height: number; ok: boolean; why: string };

/**
 * WCAG 2.5.8 Target Size (Minimum) for every interactive element a pointer can reach: at least
 * 24x24 CSS px, or, if smaller, a 24px circle centred on it overlaps no other target (nor the
 * 24px circle of another small target).
 */
export const targetSizes = (page: Page) =>
  page.evaluate((): Target[] => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const rendered = [...document.querySelectorAll<HTMLElement>(selector)]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => {
        if (rect.width === 0 || rect.height === 0) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        // Out of any pointer's reach: the honeypot sits 10,000px to the left by design.
        return rect.right > 0 && rect.left < document.documentElement.scrollWidth;
      });
    const center = (rect: DOMRect) => ({
      x: rect.left + rect.width / 2,
      y: rect.top + rect.height / 2,
    });
    const circleHitsRect = (c: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - c.x, 0, c.x - rect.right);
      const dy = Math.max(rect.top - c.y, 0, c.y - rect.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };
    return rendered.map(({ element, rect }) => {
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const size = {
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      };
      if (rect.width >= 24 && rect.height >= 24) return { name, ...size, ok: true, why: 'size' };
      const c = center(rect);
      const clash = rendered.find(({ element: other, rect: otherRect }) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        if (circleHitsRect(c, otherRect)) return true;
        const small = otherRect.width < 24 || otherRect.height < 24;
        const oc = center(otherRect);
        return small && Math.hypot(oc.x - c.x, oc.y - c.y) < 24;
      });
      return clash
        ? {
            name,
            ...size,
            ok: false,
            why: `too close to ${clash.element.tagName.toLowerCase()} "${clash.element.textContent?.trim().slice(0, 30)}"`,
          }
        : { name, ...size, ok: true, why: 'spacing' };
    });
  });
