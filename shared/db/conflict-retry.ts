import type { FinalizeHandler, FinalizeHandlerArguments, FinalizeRequestMiddleware, MetadataBearer } from '@smithy/types';

/** Attempts of a transaction that only lost a race on an item another transaction held (5 in all). */
export const CONFLICT_ATTEMPTS = 5;

type Cancelled = { name?: string; CancellationReasons?: ReadonlyArray<{ Code?: string }> };

/**
 * DynamoDB cancels a transaction with TransactionConflict when another transaction holds one of its items,
 * which the shared counters make likely (two public forms at once both ADD to `leads/total`). The SDK does
 * not retry it; nothing about the request was wrong, so it is retried after a short random pause. A failed
 * condition is the caller's answer (a 409), never retried here.
 */
export function isConflictOnly(error: unknown): boolean {
  const { name, CancellationReasons: reasons } = (error ?? {}) as Cancelled;
  if (name !== 'TransactionCanceledException' || !reasons?.length) return false;
  return reasons.some((r) => r.Code === 'TransactionConflict') && reasons.every((r) => r.Code === 'TransactionConflict' || r.Code === 'None' || r.Code === undefined);
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** attempt));

/** SDK middleware (finalize step: each attempt re-sends the signed request) for TransactWriteItems only. */
export const retryTransactionConflicts: FinalizeRequestMiddleware<object, MetadataBearer> =
  (next: FinalizeHandler<object, MetadataBearer>, context) => async (args: FinalizeHandlerArguments<object>) => {
    if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
    for (let attempt = 1; ; attempt++) {
      try {
        return await next(args);
      } catch (error) {
        if (attempt >= CONFLICT_ATTEMPTS || !isConflictOnly(error)) throw error;
        await pause(attempt);
      }
    }
  };
