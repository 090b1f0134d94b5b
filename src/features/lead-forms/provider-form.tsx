import type { ComponentProps } from 'react';
import { siteConfig } from '../../config/site';
import { FORM_STATE } from './guard-attributes';

type Props = ComponentProps<'form'> & { label: string; templateId: string };

/**
 * Without JavaScript, posted with the template's public ids to the provider's send-form endpoint
 * (DEC-3); never a GET, so nothing typed goes into a URL.
 */
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
