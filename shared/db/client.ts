import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retryTransactionConflicts } from './conflict-retry.js';

const client = new DynamoDBClient({});
// Before the SDK's own retry (which does not know transaction conflicts): see conflict-retry.ts.
client.middlewareStack.add(retryTransactionConflicts, { step: 'finalizeRequest', name: 'retryTransactionConflicts', priority: 'high' });

/** One client per container (handbook rule 7). The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB locally. */
export const documentClient = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});
