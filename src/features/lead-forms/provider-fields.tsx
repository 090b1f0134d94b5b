import { siteConfig } from '../../config/site';

type Props = { templateId: string };

/**
 * The public ids the email provider's send-form endpoint needs, for the form posted without
 * JavaScript (with JavaScript, the page sends them itself and these are not read).
 */
export const ProviderFields = ({ templateId }: Props) => (
  <>
    <input type="hidden" name="service_id" value={siteConfig.emailjs.serviceId} />
    <input type="hidden" name="template_id" value={templateId} />
    <input type="hidden" name="user_id" value={siteConfig.emailjs.publicKey} />
  </>
);
