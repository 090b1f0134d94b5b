/** A head script's source, `(fn)(options)`, as next-themes writes its own; `<` escaped. */
export const headScript = <Options>(fn: (options: Options) => void, options: Options): string => {
  const source = fn.toString();
  // esbuild's keepNames (as tsx runs it) wraps functions in `__name(…)`, which the page lacks.
  if (source.includes('__name(')) {
    throw new Error(
      `${fn.name}: compiled with keepNames, its source calls __name(), which the page lacks`,
    );
  }
  return `(${source})(${JSON.stringify(options).replaceAll('<', '\\u003c')})`;
};
