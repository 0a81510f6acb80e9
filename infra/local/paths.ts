import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCAL_DIR = path.join(ROOT, '.local');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');
