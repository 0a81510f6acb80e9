import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/**
 * The site settings were changed by an admin: which fields (names only, never values). The page renderer
 * renders again the pages that show them (the home and its maintenance page, the privacy page).
 */
export const SiteSettingsChangedV1 = defineEvent({
  source: 'brokerage.settings',
  detailType: 'SiteSettingsChanged',
  version: 1,
  schema: z.object({ fields: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
});
