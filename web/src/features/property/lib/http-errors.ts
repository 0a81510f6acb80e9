import { isApiError } from '../../../lib/api-client';

/** A 4xx answer is the same on a second try: not worth a retry. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function isConflictError(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
