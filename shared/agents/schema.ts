import { z } from 'zod';

/** The spec's `agents` (brokers) entity, in camelCase. */
export const agentSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(120),
  title: z.string().max(120).optional(),
  specialty: z.string().max(200).optional(),
  languages: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  achievements: z.array(z.string().trim().min(1).max(300)).max(50).default([]),
  bio: z.string().max(5000).optional(),
  phone: z.string().max(40).optional(),
  email: z.email(),
  imageUrl: z.string().optional(),
  isActive: z.boolean().default(true),
  isPresident: z.boolean().default(false),
  calendlyUrl: z.url().optional(),
  agencyName: z.string().max(120).optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type Agent = z.infer<typeof agentSchema>;
