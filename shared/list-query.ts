import * as z from 'zod/mini';

/**
 * What the list queries of several areas share (GET parameters, so numbers are coerced from text).
 * A query's parameters beyond its schema are refused by name: `Paramètre inconnu : x.`.
 */
export const unknownParameter: z.core.$ZodErrorMap = (issue) => (issue.code === 'unrecognized_keys' ? `Paramètre inconnu : ${issue.keys.join(', ')}.` : undefined);

/** An admin list's paging fields: `limit` (1–100, `defaultLimit` when absent) and the opaque `cursor` of the next page. */
export const adminPageFields = (defaultLimit: number) => ({
  limit: z._default(
    z.coerce
      .number({ error: 'limit doit être un nombre.' })
      .check(z.int('limit doit être un nombre entier.'), z.gte(1, 'limit doit être entre 1 et 100.'), z.lte(100, 'limit doit être entre 1 et 100.')),
    defaultLimit,
  ),
  cursor: z.optional(z.string().check(z.maxLength(2000, 'Curseur invalide.'))),
});

/** What every paged list answers: one page and the cursor of the next (null at the end). */
export type Page<T> = { items: T[]; cursor: string | null };
