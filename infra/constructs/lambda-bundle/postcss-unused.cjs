/**
 * Stands in for `postcss` in the Lambda bundles only (esbuild alias, see app-function.ts). sanitize-html
 * requires it for one thing: parsing `style` attributes it was told to keep (allowedStyles). Our article
 * options allow no `style` attribute (shared/blog/sanitize.ts), so sanitize-html never calls it; bundled,
 * postcss and its source-map library weighed ~85 KB of admin-api. Were `style` ever allowed, sanitize-html
 * catches this error and drops the attribute: the stand-in fails closed.
 */
module.exports = {
  parse() {
    throw new Error('postcss is not in the Lambda bundles: style attributes are not kept (shared/blog/sanitize.ts)');
  },
};
