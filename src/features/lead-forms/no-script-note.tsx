import { siteConfig } from '../../config/site';
import { fillMessage } from '../../lib/fill-message';

type Props = { text: string };

export const NoScriptNote = ({ text }: Props) => (
  <noscript>
    <p className="form-note mt-3 rounded-xl bg-paper px-4 py-3 text-sm text-muted">
      {fillMessage(text, { email: siteConfig.email, phone: siteConfig.phone })}
    </p>
  </noscript>
);
