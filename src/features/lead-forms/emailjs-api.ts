/**
 * The version of the official SDK (`@emailjs/browser`) whose request this reproduces; the API
 * reads `lib_version` to know which client's protocol it is answering.
 */
export const EMAILJS_LIB_VERSION = '4.4.1';

/** A non-OK answer of the API: its status and text, as the error catalogue reads them. */
export class EmailApiError extends Error {
  override name = 'EmailApiError';
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`${status} ${text}`.trim());
  }
}

type Email = {
  origin: string;
  publicKey: string;
  serviceId: string;
  templateId: string;
  templateParams: Record<string, string>;
};

/**
 * Sends one template through EmailJS's REST API (`POST /api/v1.0/email/send`, JSON), the request
 * the official SDK makes. The SDK itself is not used: it reads `localStorage` as its module loads,
 * which throws when a visitor blocks site data, so no send could start. A failed connection
 * rejects with fetch's TypeError; an answer that is not OK with an EmailApiError.
 */
export const postEmail = async ({
  origin,
  publicKey,
  serviceId,
  templateId,
  templateParams,
}: Email): Promise<void> => {
  const response = await fetch(`${origin}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: publicKey,
      service_id: serviceId,
      template_id: templateId,
      template_params: templateParams,
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new EmailApiError(response.status, text);
};
