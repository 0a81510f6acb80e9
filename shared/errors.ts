import type * as z from 'zod/mini';

/**
 * Domain errors: the only errors that become a 4xx (docs/architecture.md rule 5). Services and repositories throw
 * them; shared/http/errors.ts maps them to a response in one place.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  constructor(message: string, readonly details?: unknown) {
    super(message);
    this.name = new.target.name;
  }
}

// One line per error: the catalogue reads as a table.
export class ValidationError extends DomainError { readonly status = 400; readonly code = 'VALIDATION'; }
export class UnauthorizedError extends DomainError { readonly status = 401; readonly code = 'UNAUTHORIZED'; constructor(message = 'Authentification requise.') { super(message); } }
export class ForbiddenError extends DomainError { readonly status = 403; readonly code = 'FORBIDDEN'; constructor(message = 'Accès réservé aux administrateurs.') { super(message); } }
export class NotFoundError extends DomainError { readonly status = 404; readonly code = 'NOT_FOUND'; constructor(message = 'Ressource introuvable.') { super(message); } }
export class ConflictError extends DomainError { readonly status = 409; readonly code = 'CONFLICT'; }
export class PayloadTooLargeError extends DomainError { readonly status = 413; readonly code = 'PAYLOAD_TOO_LARGE'; constructor(message = 'La requête est trop volumineuse.') { super(message); } }
export class TooManyRequestsError extends DomainError { readonly status = 429; readonly code = 'RATE_LIMITED'; }
export class UnsupportedMediaTypeError extends DomainError { readonly status = 415; readonly code = 'UNSUPPORTED_MEDIA_TYPE'; constructor(message = 'Le corps de la requête doit être du JSON (Content-Type: application/json).') { super(message); } }
/** A service the change depends on (the CDN's maintenance switch) did not answer: nothing was changed, retry later. */
export class ServiceUnavailableError extends DomainError { readonly status = 503; readonly code = 'UNAVAILABLE'; }
/** A third party the request relies on (the listing feed) failed, not the request: the message says why. */
export class UpstreamError extends DomainError { readonly status = 502; readonly code = 'UPSTREAM'; }

/** Turns zod issues into one French message plus per-field details for forms. */
export function validationError(error: z.core.$ZodError): ValidationError {
  const first = error.issues[0];
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '_', i.message]));
  // The locale's text for extra keys (« Clé non reconnue : … ») is replaced; schemas with a message of their own keep theirs.
  const message =
    first?.code === 'unrecognized_keys' && first.message.startsWith('Clé') ? 'Champ non autorisé dans la requête.' : (first?.message ?? 'Requête invalide.');
  return new ValidationError(message, { fields });
}

/** Parses with a schema; what does not fit is the caller's 400, never a 500. */
export function parseOrRefuse<S extends z.ZodMiniType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
