// Draws the four testimonial backgrounds (abstract textures, one per client's field) as SVG and
// writes them as WebP at two widths into public/images/testimonials. Run once after changing them:
//   tsx scripts/make-testimonial-images.ts
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const W = 1280;
const H = 960;
const out = resolve(import.meta.dirname, '..', 'public', 'images', 'testimonials');
mkdirSync(out, { recursive: true });

// A small deterministic random generator, so the images are the same on every run.
type Random = () => number;
const random = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

const blobs = (colors: string[], rand: Random) =>
  colors
    .map(
      (color: string) =>
        `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * H).toFixed(0)}" r="${(260 + rand() * 220).toFixed(0)}" fill="${color}" opacity="0.85"/>`,
    )
    .join('');

const frame = (base: string, blobColors: string[], seed: number, art: (rand: Random) => string) => {
  const rand = random(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="90"/></filter></defs>
  <rect width="100%" height="100%" fill="${base}"/>
  <g filter="url(#blur)">${blobs(blobColors, rand)}</g>
  ${art(rand)}
</svg>`;
};

// Travel: topographic contour lines.
const contours = (rand: Random) => {
  let paths = '';
  const cx = W * 0.7;
  const cy = H * 0.4;
  for (let ring = 1; ring <= 22; ring += 1) {
    const r = ring * 34;
    const phase = rand() * Math.PI * 2;
    let d = '';
    for (let step = 0; step <= 96; step += 1) {
      const a = (step / 96) * Math.PI * 2;
      const wobble = 1 + 0.12 * Math.sin(a * 3 + phase) + 0.06 * Math.sin(a * 5 + ring);
      const x = cx + Math.cos(a) * r * wobble * 1.25;
      const y = cy + Math.sin(a) * r * wobble;
      d += `${step === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    }
    paths += `<path d="${d}Z" fill="none" stroke="#fff" stroke-opacity="${(0.35 - ring * 0.01).toFixed(2)}" stroke-width="1.5"/>`;
  }
  return paths;
};

// Fintech: a chart grid with bars and a rising line.
const chart = (rand: Random) => {
  let out = '';
  for (let x = 0; x <= W; x += 80)
    out += `<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="#fff" stroke-opacity="0.08"/>`;
  for (let y = 0; y <= H; y += 80)
    out += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#fff" stroke-opacity="0.08"/>`;
  let level = 0.75;
  let line = '';
  for (let i = 0; i < 15; i += 1) {
    level = Math.max(0.15, level - 0.03 - rand() * 0.05 + (rand() < 0.3 ? 0.06 : 0));
    const x = 40 + i * 84;
    const y = H * level;
    out += `<rect x="${x}" y="${y.toFixed(0)}" width="44" height="${(H - y).toFixed(0)}" rx="6" fill="#fff" fill-opacity="0.12"/>`;
    line += `${i === 0 ? 'M' : 'L'}${x + 22} ${(y - 40).toFixed(0)}`;
  }
  return `${out}<path d="${line}" fill="none" stroke="#c4b5fd" stroke-opacity="0.8" stroke-width="4" stroke-linejoin="round"/>`;
};

// Health: soft parallel waves, like a pulse.
const waves = (rand: Random) => {
  let out = '';
  for (let row = 0; row < 18; row += 1) {
    const baseY = 80 + row * 48;
    const amp = 20 + rand() * 36;
    const freq = 2 + rand() * 1.5;
    let d = '';
    for (let x = 0; x <= W; x += 16) {
      const y = baseY + Math.sin((x / W) * Math.PI * freq + row * 0.6) * amp;
      d += `${x === 0 ? 'M' : 'L'}${x} ${y.toFixed(1)}`;
    }
    out += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${(0.1 + (row % 3) * 0.07).toFixed(2)}" stroke-width="2"/>`;
  }
  return out;
};

// Commerce: a product grid of rounded tiles.
const tiles = (rand: Random) => {
  let out = '';
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const x = 24 + col * 160;
      const y = 24 + row * 160;
      out += `<rect x="${x}" y="${y}" width="136" height="136" rx="22" fill="#fff" fill-opacity="${(0.05 + rand() * 0.16).toFixed(2)}"/>`;
      if (rand() < 0.3)
        out += `<circle cx="${x + 68}" cy="${y + 58}" r="26" fill="#fff" fill-opacity="0.18"/>`;
    }
  }
  return out;
};

const images = {
  nordvik: frame('#1e1b4b', ['#4f46e5', '#0ea5e9', '#6366f1'], 11, contours),
  ledgerline: frame('#0b0b10', ['#5b21b6', '#1e3a8a', '#7c3aed'], 23, chart),
  tandem: frame('#2e1065', ['#a855f7', '#6d28d9', '#db2777'], 37, waves),
  'maison-alba': frame('#1e1b4b', ['#4338ca', '#7c3aed', '#0891b2'], 53, tiles),
};

for (const [name, svg] of Object.entries(images)) {
  for (const width of [640, 1280]) {
    const file = resolve(out, `${name}-${width}.webp`);
    const info = await sharp(Buffer.from(svg))
      .resize(width)
      .webp({ quality: 62, effort: 6 })
      .toFile(file);
    console.log(
      `${name}-${width}.webp ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`,
    );
  }
}
