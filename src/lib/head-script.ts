/**
 * A head script's source: the function and its options as one call, `(fn)(options)`, written into
 * an inline <script> at build time the way next-themes writes its own. The function runs alone in
 * the page, so it may use its options and the browser's globals only. `<` is escaped in the
 * options, so no value can close the script element.
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
