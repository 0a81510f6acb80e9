/**
 * The smoke test's only way to reach a site: GET and HEAD, no cookies, no credentials, a timeout on
 * every attempt (body included) and a few retries when the connection itself failed. It never writes,
 * so it is safe on production.
 */
export type ReadOnlyMethod = 'GET' | 'HEAD';

export type FetchedAnswer = {
  url: string;
  status: number;
  headers: Headers;
  /** The body as text ('' for HEAD). */
  body: string;
};

export type ReadOnlyHttpOptions = {
  /** Per attempt, headers and body together. */
  timeoutMs?: number;
  /** Extra attempts after a connection error (refused, reset, DNS hiccup); never after a timeout or an answer. */
  connectionRetries?: number;
  /** Waits between attempts, by attempt (the last one repeats). */
  retryDelaysMs?: readonly number[];
  fetch?: typeof fetch;
};

export const DEFAULT_TIMEOUT_MS = 10_000;
const USER_AGENT = 'courtage-smoke-test/1 (read-only)';

/** Errors of the connection, not of the server's answer: worth another try. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/** Thrown when no answer came: the reason is short enough for one line of the report. */
export class RequestFailed extends Error {}

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** fetch's own message ("fetch failed") says less than its cause ("bad port"). */
function innermostMessage(error: unknown): string {
  let message = String(error);
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof Error && e.message) message = e.message;
  }
  return message;
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || errorCode(error) === 'ABORT_ERR');

export function createReadOnlyHttp(options: ReadOnlyHttpOptions = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.connectionRetries ?? 2;
  const delays = options.retryDelaysMs ?? [300, 1000];
  const doFetch = options.fetch ?? fetch;

  async function attempt(url: string, method: ReadOnlyMethod): Promise<FetchedAnswer> {
    const signal = AbortSignal.timeout(timeoutMs);
    // Redirects are answers too: a page that should answer 200 and redirects instead is reported as such.
    const response = await doFetch(url, { method, redirect: 'manual', signal, headers: { 'user-agent': USER_AGENT, accept: '*/*' } });
    const body = method === 'HEAD' ? '' : await response.text();
    return { url, status: response.status, headers: response.headers, body };
  }

  return {
    timeoutMs,
    async request(url: string, method: ReadOnlyMethod = 'GET'): Promise<FetchedAnswer> {
      // A guard for callers that bypass the types: this module must stay read-only.
      if (method !== 'GET' && method !== 'HEAD') throw new RequestFailed(`refusing ${String(method)}: the smoke test only reads`);
      for (let tries = 0; ; tries++) {
        try {
          return await attempt(url, method);
        } catch (error) {
          if (isTimeout(error)) throw new RequestFailed(`${method} ${url}: no complete answer within ${timeoutMs / 1000} s`);
          const code = errorCode(error);
          if (code && CONNECTION_ERROR_CODES.has(code) && tries < retries) {
            await new Promise((resolve) => setTimeout(resolve, delays[Math.min(tries, delays.length - 1)] ?? 0));
            continue;
          }
          const tried = tries > 0 ? ` after ${tries + 1} attempts` : '';
          throw new RequestFailed(`${method} ${url}: ${code ?? innermostMessage(error)}${tried}`);
        }
      }
    },
  };
}

export type ReadOnlyHttp = ReturnType<typeof createReadOnlyHttp>;
