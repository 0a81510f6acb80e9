import type {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../../shared/errors';
import type { ErrorBody } from '../../../shared/http/errors';
import { fr } from '../i18n/fr';

type DomainErrorCode = (
  | ValidationError
  | UnauthorizedError
  | ForbiddenError
  | NotFoundError
  | ConflictError
  | PayloadTooLargeError
  | UnsupportedMediaTypeError
)['code'];

/**
 * What `ApiError.code` holds: a domain error's code from the server, INTERNAL (500), NETWORK (no
 * answer), HTTP_<status> (an answer that was not the API's JSON), or a code added to the server later.
 */
export type ApiErrorCode = DomainErrorCode | 'INTERNAL' | 'NETWORK' | `HTTP_${number}` | (string & {});

/** An API failure carrying the server's French message, ready to show in a toast or a form. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;

  constructor(status: number, code: ApiErrorCode, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * Whether `error` is an ApiError and, when codes or statuses are given, one of them:
 * `isApiError(error, 'CONFLICT')`, `isApiError(error, 404)`, `isApiError(error, 'VALIDATION', 'CONFLICT')`.
 */
export function isApiError(error: unknown, ...matches: Array<ApiErrorCode | number>): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return matches.length === 0 || matches.some((match) => (typeof match === 'number' ? error.status === match : error.code === match));
}

/** A path below /api, e.g. "/properties/featured". */
export type ApiPath = `/${string}`;

export type RequestOptions = {
  signal?: AbortSignal;
  headers?: HeadersInit;
  /** Send the request without the signed-in user's token even when there is one (default: send it). */
  anonymous?: boolean;
};

/** Resolves to the current access token, or undefined when nobody is signed in. */
export type AccessTokenProvider = () => Promise<string | undefined>;

let accessTokenProvider: AccessTokenProvider | undefined;
/** Empty in the browser (same origin); the prerenderer, which runs outside any page, names the API's origin. */
let apiOrigin = '';

/** Server-side rendering only: requests go to `${origin}/api…` instead of the page's own origin. */
export function setApiOrigin(origin: string) {
  apiOrigin = origin.replace(/\/+$/, '');
}

/**
 * The seam where sign-in plugs in (e.g. Amplify's fetchAuthSession): requests then carry
 * `Authorization: Bearer <access token>`. The client itself knows no auth library, so public pages
 * never download one. Pass undefined to sign out.
 */
export function setAccessTokenProvider(provider: AccessTokenProvider | undefined) {
  accessTokenProvider = provider;
}

/** The signed-in user's access token for a non-HTTP use (the back office's live channel), or undefined. */
export const currentAccessToken = () => accessToken({});

export function apiGet<T>(path: ApiPath, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: ApiPath, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, options);
}

export function apiPut<T>(path: ApiPath, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('PUT', path, body, options);
}

export function apiPatch<T>(path: ApiPath, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('PATCH', path, body, options);
}

export function apiDelete<T = void>(path: ApiPath, options: RequestOptions = {}): Promise<T> {
  return request<T>('DELETE', path, undefined, options);
}

async function accessToken(options: RequestOptions): Promise<string | undefined> {
  if (options.anonymous || !accessTokenProvider) return undefined;
  try {
    return await accessTokenProvider();
  } catch {
    // A session that cannot be refreshed is a signed-out visitor: the API answers 401 where it matters.
    return undefined;
  }
}

async function request<T>(method: string, path: ApiPath, body: unknown, options: RequestOptions): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = await accessToken(options);
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${apiOrigin}/api${path}`, {
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

/** The server's French message when it sent one; a generic French message for anything else (a proxy page…). */
export async function toApiError(response: Response): Promise<ApiError> {
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
