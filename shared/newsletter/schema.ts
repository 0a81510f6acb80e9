import { z } from 'zod';

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
