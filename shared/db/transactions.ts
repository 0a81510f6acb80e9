import { ConflictError } from '../errors.js';

type TransactionResult = { canceled: boolean; data: ReadonlyArray<{ rejected?: boolean; code?: string; message?: string }> };

/**
 * ElectroDB reports a cancelled transaction instead of throwing. A failed condition becomes the
 * caller's Conflict; anything else is an infrastructure failure.
 */
export function assertCommitted(result: TransactionResult, conflictMessage: string) {
  if (conditionFailed(result)) throw new ConflictError(conflictMessage);
}

/** Whether a transaction was refused by one of its conditions (another request won the race); anything else throws. */
export function conditionFailed(result: TransactionResult) {
  if (!result.canceled) return false;
  if (result.data.some((r) => r.rejected && r.code === 'ConditionalCheckFailed')) return true;
  throw new Error(`Transaction cancelled: ${result.data.map((r) => r.code ?? 'None').join(', ')}`);
}

export const isConditionalFailure = (error: unknown) =>
  error instanceof Error && /conditional request failed|ConditionalCheckFailed/i.test(`${error.message} ${(error as { cause?: Error }).cause?.message ?? ''}`);
