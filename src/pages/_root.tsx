import type { ReactNode } from 'react';
import { FontFaces } from '../components/font-faces';
import { FormGuardScript } from '../components/forms/form-guard-script';
import { IconSprite } from '../components/icon-sprite';
import { LayOutAllWhenDeepLinked } from '../components/lay-out-all-when-deep-linked';
import { SiteIcons } from '../components/seo/site-icons';
import { ThemeScript } from '../components/theme/theme-script';

type Props = { children: ReactNode };

export default async function RootElement({ children }: Props) {
  return (
    // The head's scripts mark <html> before the client takes over (the theme, a deep link).
    <html lang="en" suppressHydrationWarning>
      <head>
        <LayOutAllWhenDeepLinked />
        <FormGuardScript />
        <SiteIcons />
        <ThemeScript />
        <FontFaces />
        <noscript>
          <style>{'.js-only{display:none!important}'}</style>
        </noscript>
      </head>
      <body>
        <IconSprite />
        {children}
      </body>
    </html>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
