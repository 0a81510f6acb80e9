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
