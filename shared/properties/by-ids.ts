import * as z from 'zod/mini';
import { unknownParameter } from '../list-query.js';
import { BY_IDS_MAX } from './by-ids-limit.js';

export { BY_IDS_MAX };

const TOO_MANY = `${BY_IDS_MAX} propriétés au plus.`;

/**
 * GET /api/properties/by-ids?ids=a,b,c: the favourites page asks for the properties liked on a device.
 * Ids are trimmed and deduplicated; empty ids are dropped; anything else in the query is refused.
 */
export const propertiesByIdsQuerySchema = z.strictObject(
  {
    ids: z.pipe(
      z.pipe(
        z.string({ error: 'Le paramètre ids est obligatoire.' }).check(z.maxLength(BY_IDS_MAX * 101, TOO_MANY)),
        z.transform((v) => [
          ...new Set(
            v
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ]),
      ),
      z.array(z.string().check(z.maxLength(100, 'Identifiant de propriété invalide.'))).check(z.maxLength(BY_IDS_MAX, TOO_MANY)),
    ),
  },
  { error: unknownParameter },
);
export type PropertiesByIdsQuery = z.infer<typeof propertiesByIdsQuerySchema>;
