import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCAL_DIR = path.join(ROOT, '.local');
/** The built SPA the local gateway serves; WEB_DIST_DIR points at another build (see web/vite.config.ts). */
export const WEB_DIST = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(ROOT, 'web', 'dist');
/**
 * What this machine keeps across checkouts and clean clones (the demo photos, DynamoDB Local): the same bytes
 * for every stack, made once. BROKERAGE_CACHE_DIR moves it (default: ~/.cache/brokerage).
 */
export const machineCacheDir = () => process.env.BROKERAGE_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'brokerage');
