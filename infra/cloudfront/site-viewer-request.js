// CloudFront Function (cloudfront-js-2.0), viewer request of the site behaviour. The local gateway runs
// this same file (infra/cloudfront/viewer-request.ts), so keep it to what the runtime offers: one
// top-level `handler`, the `cloudfront` module, no other import.
import cf from 'cloudfront';

const kvs = cf.kvs();

/** Routes only the browser renders (never prerendered): they all get the SPA shell. */
const SPA_ONLY = /^\/(admin|favorites|search|auth|desabonnement|alertes)(\/|$)/;

/** The admin's switch, written by the settings service; a read failure (or no key yet) counts as off. */
async function maintenanceOn() {
  try {
    return (await kvs.get('maintenance')) === 'true';
  } catch (e) {
    return false;
  }
}

async function handler(event) {
  var request = event.request;
  var uri = request.uri;
  // One address per page: /listings/ is /listings (the prerendered object has no trailing slash).
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    uri = uri.replace(/\/+$/, '') || '/';
  }
  if (uri === '/' || uri === '/index.html') {
    // Admins are let through by the page itself: maintenance.html boots the SPA, which shows them the home.
    request.uri = (await maintenanceOn()) ? '/maintenance.html' : '/index.html';
    return request;
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) {
    // A file (asset, sitemap.xml, robots.txt, runtime-config.json): asked for as is.
    request.uri = uri;
    return request;
  }
  // Prerendered pages are objects named by their path; a missing one is answered by the shell with 404.
  request.uri = SPA_ONLY.test(uri) ? '/app-shell.html' : uri;
  return request;
}
