import * as z from 'zod';
import { BY_IDS_MAX } from './by-ids-limit.js';

export { BY_IDS_MAX };

const TOO_MANY = `${BY_IDS_MAX} propriétés au plus.`;

/**
 * GET /api/properties/by-ids?ids=a,b,c: the favourites page asks for the properties liked on a device.
 * Ids are trimmed and deduplicated; empty ids are dropped; anything else in the query is refused.
 */
export const propertiesByIdsQuerySchema = z.strictObject(
  {
    ids: z
      .string({ error: 'Le paramètre ids est obligatoire.' })
      .max(BY_IDS_MAX * 101, TOO_MANY)
      .transform((v) => [...new Set(v.split(',').map((id) => id.trim()).filter(Boolean))])
      .pipe(z.array(z.string().max(100, 'Identifiant de propriété invalide.')).max(BY_IDS_MAX, TOO_MANY)),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Paramètre inconnu : ${issue.keys.join(', ')}.` : undefined) },
);
export type PropertiesByIdsQuery = z.infer<typeof propertiesByIdsQuerySchema>;
