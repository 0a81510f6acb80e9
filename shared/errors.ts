import type { z } from 'zod';

/**
 * Domain errors: the only errors that become a 4xx (handbook rule 5). Services and repositories throw
 * them; shared/http/errors.ts maps them to a response in one place.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, details?: unknown) {
    super(400, 'VALIDATION', message, details);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentification requise.') {
    super(401, 'UNAUTHORIZED', message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'Accès réservé aux administrateurs.') {
    super(403, 'FORBIDDEN', message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Ressource introuvable.') {
    super(404, 'NOT_FOUND', message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message = 'La requête est trop volumineuse.') {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'Le corps de la requête doit être du JSON (Content-Type: application/json).') {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** Turns zod issues into one French message plus per-field details for forms. */
export function validationError(error: z.ZodError): ValidationError {
  const first = error.issues[0];
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '_', i.message]));
  // zod's own English text for extra keys is replaced; schemas with a French message keep theirs.
  const message =
    first?.code === 'unrecognized_keys' && first.message.startsWith('Unrecognized') ? 'Champ non autorisé dans la requête.' : (first?.message ?? 'Requête invalide.');
  return new ValidationError(message, { fields });
}

/** Parses with a schema; what does not fit is the caller's 400, never a 500. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
