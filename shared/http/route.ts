import type * as z from 'zod/mini';
import type { Actor } from '../audit/schema.js';
import type { Claims } from './claims.js';

/** The Lambda functions that serve the HTTP API; each route names one. */
export const FUNCTIONS = ['public-api', 'admin-api', 'admin-blog-api', 'tracking-ingest', 'integrations-api', 'platform-api'] as const;
export type HttpFunctionName = (typeof FUNCTIONS)[number];

declare const replyMark: unique symbol;
/** A route's success body, as a type only (nothing at run time): the operation must return it, the web client reads it. */
export type Returns<T> = { readonly [replyMark]?: T };
/** `reply: returns<PropertyDetail>()` in a route declaration. */
export const returns = <T>(): Returns<T> => ({});

export type RouteDef = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway syntax: /api/leads/{id} */
  path: string;
  fn: HttpFunctionName;
  /** What a success answers (`returns<void>()` for 204): the contract the operation and the web client share. */
  reply: Returns<unknown>;
  /** public: anyone; user: any signed-in account (JWT authorizer); admin: an active admin (JWT + group + profile). */
  auth: 'public' | 'user' | 'admin';
  /** JSON body schema: a route without one takes no body. */
  body?: z.ZodMiniType;
  /** Query-string schema: unknown or malformed values are a 400 before the operation runs. */
  query?: z.ZodMiniType;
  /** Largest accepted body (bytes) before the operation runs; 413 above. Default DEFAULT_MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  /**
   * A public write a bot could flood (shared/abuse): the body spreads `formGuardFields`; a submission
   * that looks automated gets `decoy()` (shaped like a success, nothing stored), and each client address
   * and e-mail may send RATE_LIMIT per window in this scope, then 429. The operation never sees the guard fields.
   */
  guard?: { scope: string; decoy: () => Reply };
};

/** The success body a route declares. */
export type ReplyOf<R extends RouteDef> = R['reply'] extends Returns<infer T> ? T : never;

/** 64 KB: every public form fits many times over; routes that take more (rich text) say so. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Declares a route; the literal types are kept so handlers receive typed body, query and params. */
export const route = <const R extends RouteDef>(definition: R) => definition;

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** A route of the table with the operation (its key) that handles it. */
export type RouteOf<O extends string = string> = RouteDef & { operation: O };

/** The routes one function serves, from the area modules that declare them (each keyed by operation). */
export const routesOf = <O extends string>(fn: HttpFunctionName, areas: readonly Record<string, RouteDef>[]): readonly RouteOf<O>[] =>
  areas.flatMap((area) => Object.entries(area).map(([operation, r]) => ({ ...r, operation: operation as O }))).filter((r) => r.fn === fn);

/** `{ id: string }` for '/api/properties/{id}'. */
export type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name extends `${infer N}+` ? N : Name]: string } & ParamsOf<Rest>
  : unknown;


/** What an operation receives: everything parsed by the route's schemas. */
export type RequestOf<R extends RouteDef> = {
  body: R['body'] extends z.ZodMiniType ? z.infer<R['body']> : undefined;
  query: R['query'] extends z.ZodMiniType ? z.infer<R['query']> : Record<string, string | undefined>;
  params: ParamsOf<R['path']>;
  /** JWT claims as API Gateway passes them (every value a string); present on signed-in and admin routes. */
  claims: R['auth'] extends 'public' ? Claims | undefined : Claims;
  /** On admin routes: the admin the check found, for the audit log. */
  actor: R['auth'] extends 'admin' ? Actor : undefined;
  /** Who is asking, for dedupe and rate keys only: hash it, never store it (Law 25). */
  client: ClientInfo;
};

export type ClientInfo = { address: string; userAgent: string };

export type Reply<T = unknown> = { status: number; body: T; headers?: Record<string, string> };
export const ok = <T>(body: T, headers?: Record<string, string>): Reply<T> => ({ status: 200, body, headers });
export const created = <T>(body: T): Reply<T> => ({ status: 201, body });
/** Taken on, finished later by events (a campaign being sent). */
export const accepted = <T>(body: T): Reply<T> => ({ status: 202, body });
export const noContent = (): Reply<undefined> => ({ status: 204, body: undefined });
