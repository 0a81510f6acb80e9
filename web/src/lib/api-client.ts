import type { ErrorBody } from '../../../shared/http/errors';
import { fr } from '../i18n/fr';

/** A path below /api, e.g. "/properties/featured". */
export type ApiPath = `/${string}`;

export type RequestOptions = {
  signal?: AbortSignal;
  headers?: HeadersInit;
};

/** An API failure carrying the server's French message, ready to show in a toast or a form. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function apiGet<T>(path: ApiPath, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: ApiPath, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, options);
}

async function request<T>(method: string, path: ApiPath, body: unknown, options: RequestOptions): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // Aborts are how React Query cancels a query: they must reach it unchanged.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', fr.errors.network);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const payload: unknown = await response.json();
    if (isErrorBody(payload)) {
      const { code, message, details } = payload.error;
      return new ApiError(response.status, code, message, details);
    }
  } catch {
    // A proxy or gateway error page is not JSON: fall through to the generic message.
  }
  return new ApiError(response.status, `HTTP_${response.status}`, fr.errors.generic);
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
