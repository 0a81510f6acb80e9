import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { fr } from '../../../i18n/fr';

/** Only what this feature reads from the deploy-time config served beside index.html. */
export type SchedulingRuntimeConfig = { schedulingOrigin: string };

const DEFAULT_SCHEDULING_ORIGIN = 'https://calendly.com';

/**
 * Not under /api, so not through apiGet. The origin is normalised (no trailing slash, lower-case host)
 * because it is compared verbatim with MessageEvent.origin.
 */
export async function getRuntimeConfig(signal?: AbortSignal): Promise<SchedulingRuntimeConfig> {
  const response = await fetch('/runtime-config.json', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, fr.errors.generic);
  const config = (await response.json()) as { schedulingOrigin?: unknown };
  const origin = typeof config.schedulingOrigin === 'string' && config.schedulingOrigin ? config.schedulingOrigin : DEFAULT_SCHEDULING_ORIGIN;
  return { schedulingOrigin: new URL(origin).origin };
}

export const runtimeConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: ({ signal }) => getRuntimeConfig(signal),
    // Fixed for the life of a deployment; a new deployment reloads the page anyway.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions());
}
