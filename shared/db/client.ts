import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retryTransactionConflicts } from './conflict-retry.js';

let loading: Promise<DynamoDBDocumentClient> | undefined;

/**
 * One client per container (docs/architecture.md rule 7), built on the first request: the SDK modules load then
 * (`await import()`), not when a function's module is imported (issue 12: a static import of an
 * external package is hoisted to the top of the Lambda bundle). The endpoint comes from
 * AWS_ENDPOINT_URL_DYNAMODB locally.
 */
function loadDocumentClient(): Promise<DynamoDBDocumentClient> {
  loading ??= Promise.all([import('@aws-sdk/client-dynamodb'), import('@aws-sdk/lib-dynamodb')]).then(
    ([{ DynamoDBClient }, lib]) => {
      const client = new DynamoDBClient({});
      // Before the SDK's own retry (which does not know transaction conflicts): see conflict-retry.ts.
      client.middlewareStack.add(retryTransactionConflicts, { step: 'finalizeRequest', name: 'retryTransactionConflicts', priority: 'high' });
      return lib.DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The document client as ElectroDB uses it (a v3 client: `send`), its SDK loaded on the first command. */
export const documentClient = {
  send: (async (...args: Parameters<DynamoDBDocumentClient['send']>) => (await loadDocumentClient()).send(...args)) as DynamoDBDocumentClient['send'],
};
