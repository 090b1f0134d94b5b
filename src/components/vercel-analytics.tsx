'use client';

import { useEffect } from 'react';
import { siteConfig } from '../config/site';
import { whenIdle } from '../lib/when-idle';

type Props = { route: string };

/**
 * Vercel Web Analytics, in production builds only: the script from /_vercel/insights/script.js is
 * injected once, at the first idle moment after load (not in the effects that run right after
 * hydration), and the page view is reported with its route and path.
 */
export const VercelAnalytics = ({ route }: Props) => {
  useEffect(() => {
    if (!import.meta.env.PROD || siteConfig.analytics === 'off') return;
    let cancelled = false;
    const cancelStart = whenIdle(() => {
      void import('@vercel/analytics').then(({ inject, pageview }) => {
        if (cancelled) return;
        inject({ mode: 'production', framework: 'waku', disableAutoTrack: true });
        pageview({ route, path: window.location.pathname });
      });
    });
    return () => {
      cancelled = true;
      cancelStart();
    };
  }, [route]);
  return null;
};
