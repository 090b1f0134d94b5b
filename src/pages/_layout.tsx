import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import '../styles/fonts.css';
import '../styles/global.css';
import '../styles/sections.css';

import type { ReactNode } from 'react';

type Props = { children: ReactNode };

export default async function RootLayout({ children }: Props) {
  return <>{children}</>;
}

export const getConfig = async () => ({ render: 'static' }) as const;
