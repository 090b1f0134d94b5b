import type { FormEvent, ReactNode, Ref } from 'react';
import { siteConfig } from '../../config/site';
import { FORM_STATE } from './guard-attributes';

type Props = {
  ref: Ref<HTMLFormElement>;
  label: string;
  templateId: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * Without JavaScript, posted with the template's public ids to the provider's send-form endpoint
 * (DEC-3); never a GET, so nothing typed goes into a URL.
 */
export const ProviderForm = ({ ref, label, templateId, className, onSubmit, children }: Props) => (
  <form
    ref={ref}
    className={className}
    method="post"
    action={siteConfig.emailjs.sendFormUrl}
    encType="multipart/form-data"
    aria-label={label}
    onSubmit={onSubmit}
    {...{ [FORM_STATE.guarded]: '' }}
  >
    <input type="hidden" name="service_id" value={siteConfig.emailjs.serviceId} />
    <input type="hidden" name="template_id" value={templateId} />
    <input type="hidden" name="user_id" value={siteConfig.emailjs.publicKey} />
    {children}
  </form>
);
