/** Domain errors: the only errors that become a 4xx (handbook rule 5). */
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

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

/** One mapping from any thrown value to a status and a body that never leaks internals. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message, details: error.details } } };
  }
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Une erreur interne est survenue. Veuillez réessayer.' } } };
}
