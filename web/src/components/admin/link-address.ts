/** An address a link in an article or a campaign may have: what the server's sanitizer keeps (https, http, mailto, tel, or a page of the site). */
export function isLinkAddress(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol) && !/\s/.test(value) && (url.protocol.startsWith('http') ? Boolean(url.hostname) : true);
  } catch {
    return false;
  }
}
