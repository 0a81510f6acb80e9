import * as z from 'zod';
import type { Page, PropertyCard } from '../properties/api.js';
import { SEARCH_FILTER_KEYS, type SearchFilterKey, type SearchFilters } from './parse-query.js';

/** Search text accepted at the most: a sentence, not an essay. */
export const SEARCH_TEXT_MAX = 300;

const isFilterKey = (key: string): key is SearchFilterKey => (SEARCH_FILTER_KEYS as readonly string[]).includes(key);

/** GET /api/search query: the sentence, the chips the visitor removed, and the page. */
export const searchQuerySchema = z.strictObject(
  {
    q: z
      .string({ error: 'Écrivez ce que vous cherchez.' })
      .trim()
      .min(1, 'Écrivez ce que vous cherchez.')
      .max(SEARCH_TEXT_MAX, `La recherche est trop longue (${SEARCH_TEXT_MAX} caractères au plus).`),
    /** Removed chips, comma-separated: `omit=budget,garage`. */
    omit: z
      .string()
      .transform((v) => [...new Set(v.split(',').map((k) => k.trim()).filter(Boolean))])
      .superRefine((keys, ctx) => {
        const unknown = keys.filter((k) => !isFilterKey(k));
        if (unknown.length) ctx.addIssue({ code: 'custom', message: `Filtre inconnu : ${unknown.join(', ')}.` });
      })
      .transform((keys) => keys.filter(isFilterKey))
      .optional(),
    limit: z.coerce.number({ error: 'limit doit être un nombre.' }).int().min(1, 'limit doit être entre 1 et 48.').max(48, 'limit doit être entre 1 et 48.').default(12),
    cursor: z.string().max(2000, 'Curseur invalide.').optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Paramètre inconnu : ${issue.keys.join(', ')}.` : undefined) },
);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The answer: what was understood (after the removed chips), what was not, and a page of matching cards. */
export type SearchResult = Page<PropertyCard> & { filters: SearchFilters; unparsed: string[] };
