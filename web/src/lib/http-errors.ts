import { fr } from '../i18n/fr';
import { isApiError, type ApiError } from './api-client';

/** A 4xx answer is the same on a second try: not worth a retry. */
export function isClientError(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** TanStack Query's `retry`: once more after a network or server failure, never after a 4xx. */
export const noClientErrorRetry = (failureCount: number, error: unknown) => !isClientError(error) && failureCount < 1;

export function isNotFoundError(error: unknown): error is ApiError {
  return isApiError(error, 404);
}

export function isConflictError(error: unknown): error is ApiError {
  return isApiError(error, 409);
}

/** The French message to show for any failure: the API's own message, else a generic one (never a stack). */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : fr.errors.generic;
}
