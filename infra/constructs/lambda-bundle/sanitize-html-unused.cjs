/**
 * Stands in, in the Lambda bundles only (esbuild aliases, see app-function.ts), for three packages
 * sanitize-html requires but never calls with our article options (shared/blog/sanitize.ts):
 * - `postcss`, for parsing the `style` attributes it was told to keep (allowedStyles): we allow none
 *   (~85 KB with its source-map library);
 * - `parse-srcset`, for `srcset` attributes: we allow none;
 * - `dayjs`, required by `launder` for its date helpers: sanitize-html only uses launder's naughtyHref.
 * Each fails closed: sanitize-html catches a style or srcset parse error and drops the attribute.
 */
function unused(name) {
  return () => {
    throw new Error(`${name} is not in the Lambda bundles: shared/blog/sanitize.ts allows no attribute that needs it`);
  };
}
module.exports = Object.assign(unused('dayjs or parse-srcset'), { parse: unused('postcss') });
