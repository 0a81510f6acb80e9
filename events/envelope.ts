import * as z from 'zod/mini';

/** Every event's `detail` on the bus: a versioned envelope around the event's data. */
export const envelopeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  version: z.number().check(z.int(), z.positive()),
  occurredAt: z.iso.datetime(),
  data: z.unknown(),
});
export type Envelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: T };

/** The part of an EventBridge event a consumer reads (same shape from the Pipe and the local bus). */
export type BusEvent = { id: string; source: string; 'detail-type': string; time: string; detail: unknown };

export type EventContract<T extends z.ZodMiniType = z.ZodMiniType> = {
  source: string;
  detailType: string;
  version: number;
  schema: T;
};

export const defineEvent = <T extends z.ZodMiniType>(contract: EventContract<T>) => contract;

/** Parses a bus event against one contract; a mismatch is a bug upstream, so it throws. */
export function parseEvent<T extends z.ZodMiniType>(contract: EventContract<T>, event: BusEvent): Envelope<z.infer<T>> {
  if (event.source !== contract.source || event['detail-type'] !== contract.detailType) {
    throw new Error(`Unexpected event ${event.source}/${event['detail-type']}, wanted ${contract.source}/${contract.detailType}`);
  }
  // The Pipe's input template may hand the stored JSON text over as a string: accept both shapes.
  const envelope = envelopeSchema.parse(typeof event.detail === 'string' ? JSON.parse(event.detail) : event.detail);
  if (envelope.version !== contract.version) {
    throw new Error(`Unsupported ${contract.detailType} version ${envelope.version}`);
  }
  return { ...envelope, data: contract.schema.parse(envelope.data) };
}
