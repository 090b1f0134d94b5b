import type { FormEvent, ReactNode, Ref } from 'react';
import { siteConfig } from '../../config/site';
import { FORM_STATE } from './guard-attributes';
import { ProviderFields } from './provider-fields';

type Props = {
  ref: Ref<HTMLFormElement>;
  label: string;
  templateId: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * A form that sends through the email provider. With the client it is sent by `onSubmit`; before
 * the client, the head's guard holds its submit (`FORM_STATE.guarded`); without JavaScript it
 * posts itself, as multipart form data with the template's public ids, to the provider's
 * send-form endpoint. Never a GET: nothing typed goes into a URL.
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
    <ProviderFields templateId={templateId} />
    {children}
  </form>
);
