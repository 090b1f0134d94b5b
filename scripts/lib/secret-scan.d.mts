export type SecretCandidate = { name: string; value: string };
export declare const secretCandidates: (
  env: Record<string, string | undefined>,
  envFileNames?: Set<string>,
) => SecretCandidate[];
export declare const findLeaks: (
  files: { path: string; content: string }[],
  candidates: SecretCandidate[],
) => { path: string; name: string }[];
