import * as z from 'zod';

/** Admin list paging: `limit` (1–100, default 50) and an opaque `cursor`. */
export const pageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1, 'limit doit être entre 1 et 100').max(100, 'limit doit être entre 1 et 100').default(50),
  cursor: z.string().max(2000).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
