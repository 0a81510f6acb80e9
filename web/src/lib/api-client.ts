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
import type { ParamsOf, ReplyOf, RouteDef } from '../../../shared/http/route';
import type { RouteTable } from '../../../shared/http/routes';
import type * as z from 'zod/mini';
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

type Method = RouteDef['method'];
type Routes = RouteTable[keyof RouteTable];
/** The paths below /api of the table's routes of one method, in the table's syntax: '/properties/{id}'. */
export type ApiPath<M extends Method> = Routes extends infer R ? (R extends { method: M; path: `/api${infer P}` } ? P : never) : never;
/** The table's route at this method and path. */
type RouteAt<M extends Method, P extends string> = Extract<Routes, { method: M; path: `/api${P}` }>;
/** What the route at this method and path answers. */
export type ApiReply<M extends Method, P extends string> = ReplyOf<RouteAt<M, P>>;

/** What a call passes: the path's parameters, the query and the body, typed by the route's schemas. */
type Input<R extends RouteDef> = (keyof ParamsOf<R['path']> extends never ? { params?: never } : { params: ParamsOf<R['path']> }) &
  (R['query'] extends z.ZodMiniType ? { query?: Partial<z.input<R['query']>> } : { query?: never }) &
  (R['body'] extends z.ZodMiniType ? { body: z.input<R['body']> } : { body?: never });
type Args<R extends RouteDef> = object extends Input<R> ? [input?: Input<R> & RequestOptions] : [input: Input<R> & RequestOptions];

const call =
  <M extends Method>(method: M) =>
  <P extends ApiPath<M>>(path: P, ...[input]: Args<RouteAt<M, P>>): Promise<ApiReply<M, P>> => {
    const { params, query, body, ...options } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown } & RequestOptions;
    return request(method, `${fillPath(path, params)}${queryString(query)}`, body, options);
  };

/**
 * The API, typed from the route table (shared/http/routes): `api.get('/properties/{id}', { params: { id } })`
 * answers the route's declared reply; a path, parameter, query or body the table does not have is a type error.
 * Calls name the route by its method and path, which the type checker matches to the table: the table itself
 * (its schemas, the back office's routes) never reaches a page's JavaScript.
 */
export const api = { get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), delete: call('DELETE') };

/** '/properties/{id}' with { id: 'a b' } → '/properties/a%20b'. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** '?a=1&b=x' from the defined, non-empty values (arrays joined by commas); '' when there are none. */
export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
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

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
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
