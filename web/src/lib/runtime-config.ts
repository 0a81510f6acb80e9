import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfigSchema, type RuntimeConfig } from '../../../shared/config/runtime-config';
import { fr } from '../i18n/fr';
import { ApiError } from './api-client';

export type { RuntimeConfig };

/**
 * The deploy-time config served beside index.html (CDK writes it, the local gateway serves it). Not
 * under /api, so not through the API client. The scheduling origin is normalised (no trailing slash,
 * lower-case host) because it is compared verbatim with MessageEvent.origin.
 */
export async function getRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, fr.errors.generic);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  // A deployment writing something else is a bug to see in the console, not a message for visitors.
  if (!parsed.success) {
    console.error('Invalid /runtime-config.json', parsed.error.issues);
    throw new ApiError(response.status, 'INVALID_RUNTIME_CONFIG', fr.errors.generic, parsed.error.issues);
  }
  return { ...parsed.data, schedulingOrigin: new URL(parsed.data.schedulingOrigin).origin };
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
