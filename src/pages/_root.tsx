import type { ReactNode } from 'react';
import { FontFaces } from '../components/font-faces';

type Props = { children: ReactNode };

export default async function RootElement({ children }: Props) {
  return (
    <html lang="en">
      <head>
        <meta name="theme-color" content="#FAFAF7" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <FontFaces />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => {
  return { render: 'static' } as const;
};
