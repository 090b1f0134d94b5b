import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import '../styles/fonts.css';
import '../styles/global.css';
import '../styles/sections.css';

import geistLatin from '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2?url';
import type { ReactNode } from 'react';
import { submitGuardScript } from '../features/lead-forms/submit-guard';
import { SiteIcons } from '../features/seo/seo';
import { themeScriptSource } from '../features/theme/theme-head-script';
import { deepLinkScriptSource } from '../lib/deferred-layout';
import { menuScriptSource } from '../sections/header/menu-head-script';
import { IconSprite } from '../ui/icon-sprite';

/** A script of our own, written into the page: allowed by its hash in the CSP (scripts/postbuild/headers.ts). */
const InlineScript = ({ source }: { source: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, allowed by its CSP hash
  <script dangerouslySetInnerHTML={{ __html: source }} />
);

type Props = { children: ReactNode };

export default async function RootElement({ children }: Props) {
  return (
    // The head's scripts mark <html> before the client takes over (the theme, a deep link).
    <html lang="en" suppressHydrationWarning>
      <head>
        <InlineScript source={deepLinkScriptSource()} />
        <InlineScript source={submitGuardScript()} />
        <InlineScript source={menuScriptSource()} />
        <SiteIcons />
        <InlineScript source={themeScriptSource()} />
        {/* The first render needs no other request; scripts/waku-output/subset-font.ts points it at the subset. */}
        <link rel="preload" href={geistLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <noscript>
          <style>{'.js-only{display:none!important}'}</style>
        </noscript>
      </head>
      <body className="bg-paper font-sans text-base text-ink antialiased">
        <IconSprite />
        {children}
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
