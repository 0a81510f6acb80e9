import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance, type RetryOptions } from 'ky';

/**
 * Calls to the third-party services (RealHub, Follow Up Boss, Calendly): one retry policy for all.
 * Transient answers (timeouts, network errors, 408, 429, 5xx) are tried again with exponential
 * backoff and jitter, honouring Retry-After on 429/503; any other 4xx is final at once (no retry
 * storm). POSTs are retried only where the service dedupes them (our idempotency key); see RetryPolicy.
 */

/** Base of the backoff (ms): 300 ms, 600 ms, 1.2 s… Tests shorten it with INTEGRATION_RETRY_BASE_MS. */
const retryBaseMs = () => Number(process.env.INTEGRATION_RETRY_BASE_MS ?? 300);

export const RETRYABLE_STATUSES = [408, 429, 500, 502, 503, 504] as const;

export type RetryPolicy = {
  attempts: number;
  /** Per attempt, to the answer's headers. */
  timeoutMs: number;
  /** A Retry-After longer than this is not waited for inside the call: the error goes back as unavailable. */
  maxRetryAfterMs: number;
  /** The whole call, retries and waits included: below the Lambda's timeout, so a slow service never kills the run mid-way. */
  totalMs: number;
  /**
   * Whether a create may be sent twice. True when the service dedupes on our idempotency key; false
   * (a service without one, e.g. Follow Up Boss) retries a POST only on 429, when nothing was processed.
   */
  idempotentPosts: boolean;
};
/** In a consumer (30 s timeout): a few quick tries; the bus's own retries (minutes apart) and then the dead-letter queue take over. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 4, timeoutMs: 6_000, maxRetryAfterMs: 10_000, totalMs: 20_000, idempotentPosts: true };
/** Behind an admin button (API Gateway answers 503 after 30 s): one retry at most, an answer within 10 s. */
export const INTERACTIVE_RETRY_POLICY: RetryPolicy = { attempts: 2, timeoutMs: 5_000, maxRetryAfterMs: 2_000, totalMs: 10_000, idempotentPosts: true };

/** Whether an HTTP status is worth trying again (pure: unit-tested). */
export const isRetryableStatus = (status: number) => (RETRYABLE_STATUSES as readonly number[]).includes(status);

/** Delay before retry `attempt` (1-based) without a Retry-After header, capped at 8 s, before jitter. */
export const backoffDelay = (attempt: number, baseMs = retryBaseMs()) => Math.min(baseMs * 2 ** (attempt - 1), 8_000);

/** Retry-After (seconds or an HTTP date) in ms, or undefined without a readable one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function retryOptions(policy: RetryPolicy = DEFAULT_RETRY_POLICY): RetryOptions {
  return {
    limit: policy.attempts - 1,
    methods: ['get', 'post', 'put', 'patch', 'delete'],
    statusCodes: [...RETRYABLE_STATUSES],
    afterStatusCodes: [429, 503],
    maxRetryAfter: policy.maxRetryAfterMs,
    delay: (attempt) => backoffDelay(attempt),
    backoffLimit: 8_000,
    jitter: (delay) => delay * (0.8 + Math.random() * 0.4),
    retryOnTimeout: true,
    shouldRetry: ({ error }) => {
      const response = isHTTPError(error) ? error.response : undefined;
      // A create the service cannot dedupe: only a 429 (refused before any work) is sent again.
      if (!policy.idempotentPosts && error instanceof Error && isPostError(error) && response?.status !== 429) return false;
      // Asked to come back later than this call can wait: give up now, the bus retries later.
      const after = response && [429, 503].includes(response.status) ? retryAfterMs(response.headers.get('retry-after')) : undefined;
      if (after !== undefined && after > policy.maxRetryAfterMs) return false;
      return undefined;
    },
  };
}

const isPostError = (error: Error) => (isHTTPError(error) || isTimeoutError(error) || isNetworkError(error)) && error.request.method === 'POST';

/** A client for one service: base URL (a fake's in tests), its auth headers and the shared policy. */
export function integrationClient(options: { baseUrl: string; headers?: Record<string, string>; policy?: RetryPolicy }): KyInstance {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  return ky.create({
    baseUrl: options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    headers: { accept: 'application/json', ...options.headers },
    timeout: policy.timeoutMs,
    totalTimeout: policy.totalMs,
    retry: retryOptions(policy),
  });
}

/**
 * What went wrong, in terms the callers act on: `rejected` (a final 4xx: record the reason, do not
 * retry), `auth` (401/403: the saved key is wrong), `unavailable` (still failing after the retries:
 * throw so the bus retries later, then dead-letters).
 */
export class IntegrationError extends Error {
  constructor(
    readonly kind: 'auth' | 'rejected' | 'unavailable',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'IntegrationError';
  }
  get retryable() {
    return this.kind === 'unavailable';
  }
}

/** Runs one call and turns ky's errors into an IntegrationError (the service's own message when it gives one). */
export async function callIntegration<T>(service: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toIntegrationError(service, error);
  }
}

async function toIntegrationError(service: string, error: unknown): Promise<IntegrationError> {
  if (error instanceof IntegrationError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    // ky has already read the body into `error.data` (the response body itself is consumed).
    const detail = serviceMessage(error.data);
    const message = `${service} a répondu ${status}${detail ? ` : ${detail}` : ''}`;
    if (status === 401 || status === 403) return new IntegrationError('auth', message, status);
    return new IntegrationError(isRetryableStatus(status) ? 'unavailable' : 'rejected', message, status);
  }
  if (isTimeoutError(error)) return new IntegrationError('unavailable', `${service} n'a pas répondu à temps`);
  if (isNetworkError(error)) return new IntegrationError('unavailable', `${service} est injoignable`);
  return new IntegrationError('unavailable', `${service} : ${error instanceof Error ? error.message : String(error)}`);
}

/** The error text a JSON API put in its body (message, error, errorMessage (Follow Up Boss), title or errors[0].message), kept short. */
function serviceMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const body = data as Record<string, unknown>;
  const nested = Array.isArray(body.errors) ? (body.errors[0] as { message?: unknown } | undefined)?.message : undefined;
  const text = [body.message, body.error, body.errorMessage, body.title, nested].find((v) => typeof v === 'string') as string | undefined;
  return text?.slice(0, 200);
}
