import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeEmailError } from '../../src/features/lead-forms/email-errors';
import {
  EMAILJS_LIB_VERSION,
  EmailApiError,
  postEmail,
} from '../../src/features/lead-forms/emailjs-api';

const email = {
  origin: 'https://api.example',
  publicKey: 'public-key',
  serviceId: 'service_x',
  templateId: 'template_y',
  templateParams: { email: 'reader@example.com' },
};

const answering = (status: number, text: string) =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(text, { status }));

describe('postEmail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the JSON the provider expects to its send endpoint', async () => {
    const fetch = answering(200, 'OK');
    vi.stubGlobal('fetch', fetch);
    await expect(postEmail(email)).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/api/v1.0/email/send');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: 'public-key',
      service_id: 'service_x',
      template_id: 'template_y',
      template_params: { email: 'reader@example.com' },
    });
  });

  it('rejects an answer that is not OK with its status and text, as the catalogue reads them', async () => {
    vi.stubGlobal('fetch', answering(403, 'Forbidden'));
    const error = await postEmail(email).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailApiError);
    expect(describeEmailError(error)).toEqual({
      kind: 'forbidden',
      status: 403,
      description: 'Forbidden',
    });
  });

  it('passes a failed connection on as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await postEmail(email).catch((caught: unknown) => caught);
    expect(describeEmailError(error)).toMatchObject({ kind: 'network', status: 0 });
  });
});
