/**
 * The icon library, for every icon the app shows. Its ES module build, by path: its package gives Node
 * the CommonJS build, which tsx (the local stack from sources) loads with a second copy of Preact whose
 * hooks fail in the page renderer. Bundlers would pick the same module build anyway.
 */
export * from 'lucide-react/dist/esm/lucide-react.mjs';
