import type { ComponentProps, Ref } from 'react';
import { siteConfig } from '../../config/site';
import { fillMessage } from '../../lib/utils';
import { HONEYPOT_FIELD } from './form-rules';
import { FORM_STATE } from './submit-guard';

type Props = ComponentProps<'form'> & { label: string; templateId: string };

/** Without JavaScript, a POST to the provider's send-form endpoint (DEC-3): nothing typed goes into a URL. */
export const ProviderForm = ({ label, templateId, children, ...form }: Props) => (
  <form
    {...form}
    method="post"
    action={siteConfig.emailjs.sendFormUrl}
    encType="multipart/form-data"
    aria-label={label}
    {...{ [FORM_STATE.guarded]: '' }}
  >
    <input type="hidden" name="service_id" value={siteConfig.emailjs.serviceId} />
    <input type="hidden" name="template_id" value={templateId} />
    <input type="hidden" name="user_id" value={siteConfig.emailjs.publicKey} />
    {children}
  </form>
);

type StatusProps = { ref: Ref<HTMLParagraphElement>; heldMessage: string };

/** Where the guard writes the held message: an empty inner HTML, which hydration leaves alone. */
export const FormStatus = ({ ref, heldMessage }: StatusProps) => (
  <p
    ref={ref}
    className="text-sm font-medium text-accent-strong empty:hidden"
    role="status"
    {...{ [FORM_STATE.status]: '', [FORM_STATE.heldMessage]: heldMessage }}
    // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty; the guard script writes plain text
    dangerouslySetInnerHTML={{ __html: '' }}
  />
);

type HoneypotProps = { id: string; label: string };

/** A trap for bots that fill every field: people never see it or reach it, screen readers skip it. */
export const HoneypotField = ({ id, label }: HoneypotProps) => (
  <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
    <label htmlFor={id}>{label}</label>
    <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
  </div>
);

export const NoScriptNote = ({ text }: { text: string }) => (
  <noscript>
    <p className="form-note mt-3 rounded-xl bg-paper px-4 py-3 text-sm text-muted">
      {fillMessage(text, { email: siteConfig.email, phone: siteConfig.phone })}
    </p>
  </noscript>
);
