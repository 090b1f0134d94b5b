/** The first of the visitor's languages that the site has, by primary subtag (`de-CH` is `de`). */
export const preferredLocale = <Code extends string>(
  preferences: readonly string[],
  available: readonly Code[],
): Code | null => {
  for (const preference of preferences) {
    const primary = preference.toLowerCase().split('-')[0];
    const found = available.find((code) => code === primary);
    if (found) return found;
  }
  return null;
};
