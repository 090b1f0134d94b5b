/**
 * A head script's source, `(fn)(options)`, as next-themes writes its own: `fn` runs alone in the page,
 * with its options and the browser's globals only. `<` is escaped, so no value closes the script.
 */
export const headScript = <Options>(fn: (options: Options) => void, options: Options): string => {
  const source = fn.toString();
  // A compiler that keeps function names (esbuild's keepNames, as tsx runs it) wraps nested
  // functions in `__name(…)` calls, a helper the page does not have.
  if (source.includes('__name(')) {
    throw new Error(
      `${fn.name}: compiled with keepNames, its source calls __name(), which the page lacks`,
    );
  }
  return `(${source})(${JSON.stringify(options).replaceAll('<', '\\u003c')})`;
};
