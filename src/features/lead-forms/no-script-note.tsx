import { siteConfig } from '../../config/site';
import { noScriptFormNote } from '../../content/messages';
import { fillMessage } from '../../lib/fill-message';

/** Without JavaScript: what Send does then, and the agency's email and phone. */
export const NoScriptNote = () => (
  <noscript>
    <p className="form-note">
      {fillMessage(noScriptFormNote, { email: siteConfig.email, phone: siteConfig.phone })}
    </p>
  </noscript>
);
