import { submitGuardScript } from './submit-guard';

/** The head's submit guard (submit-guard.ts), built when the page renders. */
export const FormGuardScript = () => (
  <script
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, allowed by its CSP hash
    dangerouslySetInnerHTML={{ __html: submitGuardScript() }}
  />
);
