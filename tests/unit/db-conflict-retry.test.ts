import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConflictOnly } from '../../shared/db/conflict-retry.js';

/**
 * DynamoDB Local never cancels a transaction for a conflict, so the wire answer of one is played by a
 * small HTTP server: the real client (shared/db/client.ts) with its middleware talks to it.
 */
const cancelled = (codes: string[]) => ({
  __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
  message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
  CancellationReasons: codes.map((Code) => ({ Code })),
});

let answers: unknown[] = [];
let requests = 0;
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    requests++;
    const answer = answers.shift();
    res.writeHead(answer ? 400 : 200, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(answer ?? {}));
  });
});

let send: (codes?: string[][]) => Promise<unknown>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_REGION: 'ca-central-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  const { documentClient } = await import('../../shared/db/client.js');
  const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  send = async (codes = []) => {
    answers = codes.map(cancelled);
    requests = 0;
    await documentClient.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a' } } }, { Update: { TableName: 't', Key: { pk: 'c' }, UpdateExpression: 'ADD v :one', ExpressionAttributeValues: { ':one': 1 } } }] }));
    return requests;
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('transaction conflicts', () => {
  it('recognises a cancellation caused only by conflicts', () => {
    expect(isConflictOnly(cancelled(['None', 'TransactionConflict']))).toBe(false); // a plain object has no name
    expect(isConflictOnly({ name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }] })).toBe(true);
    expect(isConflictOnly({ name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'TransactionConflict' }] })).toBe(false);
    expect(isConflictOnly({ name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }] })).toBe(false);
    expect(isConflictOnly(new Error('boom'))).toBe(false);
  });

  it('retries a transaction that lost a race until it commits', async () => {
    expect(await send([['None', 'TransactionConflict'], ['TransactionConflict', 'None']])).toBe(3);
  });

  it('gives up after five attempts, and never retries a failed condition', async () => {
    const always = Array.from({ length: 6 }, () => ['TransactionConflict', 'None']);
    await expect(send(always)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(requests).toBe(5);
    await expect(send([['ConditionalCheckFailed', 'None']])).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(requests).toBe(1);
  });
});
