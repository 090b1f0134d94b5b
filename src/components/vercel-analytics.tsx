'use client';

import { useEffect } from 'react';
import { siteConfig } from '../config/site';

type Props = { route: string };

/**
 * Vercel Web Analytics, in production builds only: the script from /_vercel/insights/script.js is
 * injected once, after the page has loaded, and the page view is reported with its route and path.
 */
export const VercelAnalytics = ({ route }: Props) => {
  useEffect(() => {
    if (!import.meta.env.PROD || siteConfig.analytics === 'off') return;
    let cancelled = false;
    const start = () =>
      import('@vercel/analytics').then(({ inject, pageview }) => {
        if (cancelled) return;
        inject({ mode: 'production', framework: 'waku', disableAutoTrack: true });
        pageview({ route, path: window.location.pathname });
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, [route]);
  return null;
};
