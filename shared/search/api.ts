import * as z from 'zod/mini';
import { unknownParameter } from '../list-query.js';
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
      .check(
        z.trim(),
        z.minLength(1, 'Écrivez ce que vous cherchez.'),
        z.maxLength(SEARCH_TEXT_MAX, `La recherche est trop longue (${SEARCH_TEXT_MAX} caractères au plus).`),
      ),
    /** Removed chips, comma-separated: `omit=budget,garage`. */
    omit: z.optional(
      z.pipe(
        z
          .pipe(
            z.string(),
            z.transform((v) => [
              ...new Set(
                v
                  .split(',')
                  .map((k) => k.trim())
                  .filter(Boolean),
              ),
            ]),
          )
          .check(
            z.superRefine((keys, ctx) => {
              const unknown = keys.filter((k) => !isFilterKey(k));
              if (unknown.length) ctx.addIssue({ code: 'custom', message: `Filtre inconnu : ${unknown.join(', ')}.` });
            }),
          ),
        z.transform((keys) => keys.filter(isFilterKey)),
      ),
    ),
    limit: z._default(
      z.coerce
        .number({ error: 'limit doit être un nombre.' })
        .check(z.int(), z.gte(1, 'limit doit être entre 1 et 48.'), z.lte(48, 'limit doit être entre 1 et 48.')),
      12,
    ),
    cursor: z.optional(z.string().check(z.maxLength(2000, 'Curseur invalide.'))),
  },
  { error: unknownParameter },
);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The answer: what was understood (after the removed chips), what was not, and a page of matching cards. */
export type SearchResult = Page<PropertyCard> & { filters: SearchFilters; unparsed: string[] };
