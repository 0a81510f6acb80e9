import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCAL_DIR = path.join(ROOT, '.local');
/** The built SPA the local gateway serves; WEB_DIST_DIR points at another build (see web/vite.config.ts). */
export const WEB_DIST = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(ROOT, 'web', 'dist');
