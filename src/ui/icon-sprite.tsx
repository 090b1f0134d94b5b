import { icons as lucide } from '@iconify-json/lucide';
import { ICON_NAMES } from './icon';
import { spriteSymbols } from './icon-symbols';

// No alias lookup: tests/unit/icon-sprite.test.ts holds every listed name to a drawing of its own.
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
