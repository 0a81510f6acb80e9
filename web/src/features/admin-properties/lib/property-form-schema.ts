import './zod-jitless';
import { z } from 'zod';
import { propertySchema } from '../../../../../shared/properties/schema';

// Provisional: replaced by the API's input schema (shared/properties) when it lands.
export const propertyInputSchema = propertySchema
  .omit({ id: true, createdAt: true, updatedAt: true, viewsCount: true })
  .extend({
    agents: z
      .array(z.object({ agentId: z.string().min(1), isPrimary: z.boolean() }))
      .min(1, 'Choisissez au moins un courtier.')
      .refine((links) => links.filter((link) => link.isPrimary).length === 1, 'Désignez un courtier principal.'),
  });

export type PropertyFormInput = z.input<typeof propertyInputSchema>;
export type PropertyFormOutput = z.output<typeof propertyInputSchema>;
