/** A script of our own, written into the page: allowed by its hash in the CSP (scripts/postbuild/headers.ts). */
export const InlineScript = ({ source }: { source: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, allowed by its CSP hash
  <script dangerouslySetInnerHTML={{ __html: source }} />
);
