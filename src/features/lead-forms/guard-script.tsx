import { submitGuardScript } from './submit-guard';

export const FormGuardScript = () => (
  <script
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, allowed by its CSP hash
    dangerouslySetInnerHTML={{ __html: submitGuardScript() }}
  />
);
