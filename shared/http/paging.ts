import * as z from 'zod/mini';

/** Admin list paging: `limit` (1–100, default 50) and an opaque `cursor`. */
export const pageQuerySchema = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1, 'limit doit être entre 1 et 100'), z.lte(100, 'limit doit être entre 1 et 100')), 50),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export type { Page } from '../list-query.js';
