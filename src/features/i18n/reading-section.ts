/**
 * The last section whose top has passed the upper third of the viewport; none in the hero, where the
 * other language's page opens at its top as well.
 */
export const readingSectionId = (
  sections: readonly { id: string; top: number }[],
  viewportHeight: number,
): string | null => {
  let reading: string | null = null;
  for (const { id, top } of sections) {
    if (top <= viewportHeight / 3) reading = id;
  }
  return reading === 'hero' ? null : reading;
};
