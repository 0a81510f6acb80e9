// First: the shared schemas below must be built jitless (see zod-jitless.ts).
import '../../../components/admin/zod-jitless';
import type * as z from 'zod/mini';
import { propertyInputSchema } from '../../../../../shared/properties/schema';

/** The API's own input schema (POST /api/admin/properties): the form refuses what the server refuses, in the same words. */
export { propertyInputSchema };
export type PropertyFormInput = z.input<typeof propertyInputSchema>;
export type PropertyFormOutput = z.output<typeof propertyInputSchema>;

/** The keys the API accepts (its bodies are strict): anything else in a loaded property stays out of the form. */
export const PROPERTY_INPUT_KEYS = Object.keys(propertyInputSchema.shape) as Array<keyof PropertyFormInput>;

/**
 * The PATCH body of an edit: every field, with `null` for an optional one left empty (PATCH leaves an
 * absent field as it is, and clears one sent as null), and the version the form was loaded with.
 */
export function toChanges(values: PropertyFormOutput, expectedUpdatedAt?: string): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of PROPERTY_INPUT_KEYS) changes[key] = values[key] === undefined ? null : values[key];
  if (expectedUpdatedAt) changes.expectedUpdatedAt = expectedUpdatedAt;
  return changes;
}
