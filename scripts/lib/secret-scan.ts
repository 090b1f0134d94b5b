// Finds server-side values in the files the browser receives. Pure: the build step reads the files.

const SECRET_NAME =
  /(SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_?KEY|ACCESS_?KEY|_KEY$|AUTH)/i;
const MIN_LENGTH = 6;

type SecretCandidate = { name: string; value: string };

/** Variables not public, long enough to recognise, named like a secret or set in .env files. */
export const secretCandidates = (
  env: Record<string, string | undefined>,
  envFileNames: Set<string> = new Set(),
): SecretCandidate[] =>
  Object.entries(env)
    .filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith('WAKU_PUBLIC_') && typeof entry[1] === 'string',
    )
    .filter(([, value]) => value.trim().length >= MIN_LENGTH)
    .filter(([name]) => envFileNames.has(name) || SECRET_NAME.test(name))
    .map(([name, value]) => ({ name, value: value.trim() }));

export const findLeaks = (
  files: { path: string; content: string }[],
  candidates: SecretCandidate[],
): { path: string; name: string }[] =>
  files.flatMap(({ path, content }) =>
    candidates.filter(({ value }) => content.includes(value)).map(({ name }) => ({ path, name })),
  );
