import { foldForSearch } from '../text.js';
import type { Lead } from './schema.js';

/** Index key attributes derived from a lead on creation (docs/data-model.md): name and e-mail never change afterwards. */
export function leadKeys(lead: Pick<Lead, 'name' | 'email'>) {
  return {
    /** Accent-free lower-case name and e-mail: the admin search matches 'helene' in 'Hélène'. */
    searchText: foldForSearch(`${lead.name} ${lead.email ?? ''}`),
  } as const;
}
export type LeadDerivedKey = keyof ReturnType<typeof leadKeys>;
