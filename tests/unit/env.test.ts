import { describe, expect, it } from 'vitest';
import { envDefaults, readSiteConfig } from '../../src/config/env';

describe('readSiteConfig', () => {
  it('falls back to the demo defaults', () => {
    const config = readSiteConfig({});
    expect(config.phone).toBe(envDefaults.WAKU_PUBLIC_PHONE);
    expect(config.email).toBe(envDefaults.WAKU_PUBLIC_EMAIL);
    expect(config.url).toBe('https://humanoid.dev');
    expect(config.scheduler.embedScriptUrl).toBe('https://app.cal.com/embed/embed.js');
    expect(config.scheduler.bookingUrl).toBe('https://cal.com/humanoid/onboarding-call');
  });
});
