import { DomainError } from '../errors.js';

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

/** One mapping from any thrown value to a status and a body that never leaks internals. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message, details: error.details } } };
  }
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Une erreur interne est survenue. Veuillez réessayer.' } } };
}
