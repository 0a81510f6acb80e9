/**
 * Stands in for `dompurify` in the Lambda bundles only (esbuild alias, see app-function.ts). The page
 * renderers bundle the web app, whose safeHtml (web/src/lib/safe-html.ts) asks DOMPurify whether it can
 * run: in a Lambda there is no DOM, so the real DOMPurify says `isSupported: false` and the app uses the
 * HTML the server sanitized when it was saved. This is that DOMPurify without its 30 KB of browser code.
 */
const DOMPurify = {
  isSupported: false,
  sanitize() {
    throw new Error('DOMPurify needs a DOM: none in a Lambda (isSupported is false)');
  },
  addHook() {},
  removeHook() {},
  removeHooks() {},
  removeAllHooks() {},
  setConfig() {},
  clearConfig() {},
};
export default DOMPurify;
