/**
 * What a prerendered page keeps from the built SPA shell (index.html): everything in its <head> but what
 * the renderer writes itself (charset, viewport, title, description): the inlined stylesheet, the module
 * script and its preloads, the icon and the theme colour.
 */
export function shellHeadAssets(shellHtml: string): string {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(shellHtml)?.[1];
  if (head === undefined) throw new Error('The SPA shell has no <head>');
  return head
    .replace(/<meta\s+charset=[^>]*>/i, '')
    .replace(/<meta\s+name="viewport"[^>]*>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/\n\s*\n/g, '\n')
    .trim();
}
