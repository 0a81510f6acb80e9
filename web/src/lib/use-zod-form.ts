import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * A react-hook-form form validated by a zod schema (the same schema as the API where there is one,
 * docs/architecture.md rule 3): field errors carry the schema's French messages, for the fields of
 * components/ui/form-field.tsx. Works with zod and zod/mini schemas; use zod/mini in the web: it is
 * smaller, and classic zod probes `new Function` when it builds an object schema, which the site's CSP
 * (script-src 'self') reports as a violation unless `z.config({ jitless: true })` ran first.
 * The form library is not on any page's first load: import this only from code loaded on demand.
 */
export function useZodForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // Errors appear once a field is left, then follow each keystroke.
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}
