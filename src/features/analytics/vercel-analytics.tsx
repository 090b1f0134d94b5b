'use client';

import { useEffect } from 'react';
import { siteConfig } from '../../config/site';
import { whenIdle } from '../../lib/when-idle';

type Props = { route: string };

/** In production builds where WAKU_PUBLIC_ANALYTICS resolves to 'vercel' (DEC-15). */
export const VercelAnalytics = ({ route }: Props) => {
  useEffect(() => {
    if (!import.meta.env.PROD || siteConfig.analytics === 'off') return;
    return whenIdle(() => {
      void Promise.all([import('@vercel/analytics'), import('@vercel/speed-insights')]).then(
        ([analytics, speedInsights]) => {
          analytics.inject({ mode: 'production', framework: 'waku', disableAutoTrack: true });
          analytics.pageview({ route, path: window.location.pathname });
          speedInsights.injectSpeedInsights({ framework: 'waku', route });
        },
      );
    });
  }, [route]);
  return null;
};
