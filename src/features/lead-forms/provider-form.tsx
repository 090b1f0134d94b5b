import type { ComponentProps } from 'react';
import { siteConfig } from '../../config/site';
import { fillMessage, onOneLine } from '../../lib/utils';
import { type FormWords, HONEYPOT_FIELD } from './form-rules';
import type { EmailForm } from './send-email';
import { FORM_STATE } from './submit-guard';

type Props = ComponentProps<'form'> & {
  template: EmailForm;
  words: FormWords['forms'];
  submitLabel: string;
};

/** Without JavaScript, a POST to the provider's send-form endpoint (DEC-3): nothing typed goes into a URL. */
export const ProviderForm = ({ template, words, submitLabel, children, ...form }: Props) => (
  <form
    {...form}
    method="post"
    action={siteConfig.emailjs.sendFormUrl}
    encType="multipart/form-data"
    {...{ [FORM_STATE.guarded]: '' }}
  >
    <input type="hidden" name="service_id" value={siteConfig.emailjs.serviceId} />
    <input type="hidden" name="template_id" value={siteConfig.emailjs[`${template}TemplateId`]} />
    <input type="hidden" name="user_id" value={siteConfig.emailjs.publicKey} />
    {children}
    {/* A trap for bots that fill every field (DEC-7): people never see it or reach it, screen readers skip it. */}
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        {words.honeypot}
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
    <p
      className="text-sm font-medium text-accent-strong empty:hidden"
      role="status"
      {...{ [FORM_STATE.status]: '', [FORM_STATE.heldMessage]: words.held }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty (hydration leaves it alone); the guard writes plain text
      dangerouslySetInnerHTML={{ __html: '' }}
    />
    <noscript>
      <p className="form-note mt-3 rounded-xl bg-paper px-4 py-3 text-sm text-muted">
        {fillMessage(words.noScript, {
          button: submitLabel,
          email: siteConfig.email,
          phone: onOneLine(siteConfig.phone),
        })}
      </p>
    </noscript>
  </form>
);
