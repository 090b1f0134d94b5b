import { icons as lucide } from '@iconify-json/lucide';
import { spriteSymbols } from './icon-symbols';

// The icons the source names (Icon's type holds each to a Lucide icon), so none is listed by hand.
const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const named = Object.values(sources).flatMap((source) => source.match(/i-lucide-[\w-]+/g) ?? []);
export const ICON_NAMES = [...new Set(named)].sort();

const bodyOf = (name: string) => lucide.icons[name.replace(/^i-lucide-/, '')]?.body;

const symbols = spriteSymbols(ICON_NAMES, bodyOf);

export const IconSprite = () => (
  <svg
    className="hidden"
    aria-hidden="true"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the Lucide set's own drawings, at build time
    dangerouslySetInnerHTML={{ __html: symbols }}
  />
);
