import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import '../styles/fonts.css';
import '../styles/global.css';
import '../styles/sections.css';

import type { ReactNode } from 'react';
import { submitGuardScript } from '../features/lead-forms/submit-guard';
import { SiteIcons } from '../features/seo/seo';
import { themeScriptSource } from '../features/theme/theme-head-script';
import { deepLinkScriptSource } from '../lib/deferred-layout';
import { InlineScript } from '../lib/inline-script';
import { FAQ_WITHOUT_SCRIPT_CSS } from '../sections/faq/faq-without-script';
import { FontFaces } from '../ui/font-preload';
import { IconSprite } from '../ui/icon-sprite';

type Props = { children: ReactNode };

export default async function RootElement({ children }: Props) {
  return (
    // The head's scripts mark <html> before the client takes over (the theme, a deep link).
    <html lang="en" suppressHydrationWarning>
      <head>
        <InlineScript source={deepLinkScriptSource()} />
        <InlineScript source={submitGuardScript()} />
        <SiteIcons />
        <InlineScript source={themeScriptSource()} />
        <FontFaces />
        <noscript>
          <style>{`.js-only{display:none!important}${FAQ_WITHOUT_SCRIPT_CSS}`}</style>
        </noscript>
      </head>
      <body>
        <IconSprite />
        {children}
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
