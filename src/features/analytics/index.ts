/** Vercel Web Analytics and Speed Insights, injected at idle time when the build turns them on. */
export { VercelAnalytics } from './vercel-analytics';
