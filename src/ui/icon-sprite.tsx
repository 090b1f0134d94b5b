import { icons as lucide } from '@iconify-json/lucide';
import { ICON_NAMES } from './icon-names';
import { spriteSymbols } from './icon-symbols';

const bodyOf = (name: string) => {
  const key = name.replace(/^i-lucide-/, '');
  return (lucide.icons[key] ?? lucide.icons[lucide.aliases?.[key]?.parent ?? ''])?.body;
};

const symbols = spriteSymbols(ICON_NAMES, bodyOf);

export const IconSprite = () => (
  <svg
    className="hidden"
    aria-hidden="true"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the Lucide set's own drawings, at build time
    dangerouslySetInnerHTML={{ __html: symbols }}
  />
);
