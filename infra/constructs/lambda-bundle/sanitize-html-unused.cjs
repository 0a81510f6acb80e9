/**
 * Stands in, in the Lambda bundles only (esbuild aliases, see app-function.ts), for three packages
 * sanitize-html requires but never calls with our article options (shared/blog/server/sanitize.ts):
 * - `postcss`, for parsing the `style` attributes it was told to keep (allowedStyles): we allow none
 *   (~85 KB with its source-map library);
 * - `parse-srcset`, for `srcset` attributes: we allow none;
 * - `dayjs`, required by `launder` for its date helpers: sanitize-html only uses launder's naughtyHref.
 * Each fails closed: sanitize-html catches a style or srcset parse error and drops the attribute.
 * Kept (issue 24) because the real packages are evaluated at admin-blog-api's first request: without this
 * file and the htmlparser2 alias its cold first answer took 14–20 ms more CPU (~8 %, three runs of 11–21
 * fresh processes). The bundle test proves the bundled sanitizer's output equals the sources'.
 */
function unused(name) {
  return () => {
    throw new Error(`${name} is not in the Lambda bundles: shared/blog/server/sanitize.ts allows no attribute that needs it`);
  };
}
module.exports = Object.assign(unused('dayjs or parse-srcset'), { parse: unused('postcss') });
