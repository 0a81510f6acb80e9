import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { WorkQueue } from '../../events/queues.js';
import { say, warn } from './log.js';

const REGION = 'ca-central-1';
const ACCOUNT = '000000000000';

/** A queue's URL at a stand-in's endpoint, as SQS writes it (account, then name). */
export const localQueueUrl = (endpoint: string, name: string) => `${endpoint}/${ACCOUNT}/${name}`;

export type QueueConsumer = (event: SQSEvent) => Promise<SQSBatchResponse | void>;
type Message = { id: string; body: string; sentAt: number; receives: number; visibleAt: number };
export type QueueDeadLetter = { queue: string; body: string; error: string; receives: number; at: string };

/**
 * Stand-in of SQS and of Lambda's SQS event source mapping, on loopback. The app's producers reach it with
 * the real SDK (AWS_ENDPOINT_URL_SQS; the JSON protocol's SendMessage and SendMessageBatch, with the body
 * MD5 the SDK checks). Each queue's consumer is invoked as the mapping invokes it: `batchSize` messages per
 * call, at most `maxConcurrency` calls at once, partial batch responses honoured, a failed message visible
 * again after a delay (the visibility timeout, shortened), parked after `maxReceiveCount` receives.
 */
export async function startLocalQueues(options: {
  queues: readonly WorkQueue[];
  /** A fixed port (`npm start`'s, which `npm run job` reaches); free otherwise. */
  port?: number;
  /** The consumer of each queue, by name; read when messages arrive (the functions load after the server starts). */
  consumers: () => Record<string, QueueConsumer>;
  deadLetterFile?: string;
  retryDelayMs?: number;
}) {
  const pending = new Map<string, Message[]>(options.queues.map((q) => [q.name, []]));
  const running = new Map<string, number>(options.queues.map((q) => [q.name, 0]));
  const deadLetters: QueueDeadLetter[] = [];
  const idleWaiters: (() => void)[] = [];
  const retryDelay = options.retryDelayMs ?? 300;

  const busy = () => [...pending.values()].some((m) => m.length) || [...running.values()].some((n) => n > 0);
  const notifyIdle = () => {
    if (!busy()) for (const resolve of idleWaiters.splice(0)) resolve();
  };

  function park(queue: WorkQueue, message: Message, error: string) {
    const letter = { queue: queue.name, body: message.body, error, receives: message.receives, at: new Date().toISOString() };
    deadLetters.push(letter);
    if (options.deadLetterFile) appendFileSync(options.deadLetterFile, `${JSON.stringify(letter)}\n`);
    warn('queue', `${queue.name}: message ${message.id} parked after ${message.receives} receives: ${error}`);
  }

  const record = (queue: WorkQueue, m: Message): SQSRecord => ({
    messageId: m.id,
    receiptHandle: `${m.id}#${m.receives}`,
    body: m.body,
    attributes: { ApproximateReceiveCount: String(m.receives), SentTimestamp: String(m.sentAt), SenderId: ACCOUNT, ApproximateFirstReceiveTimestamp: String(m.sentAt) },
    messageAttributes: {},
    md5OfBody: createHash('md5').update(m.body).digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:${REGION}:${ACCOUNT}:${queue.name}`,
    awsRegion: REGION,
  });

  function pump(queue: WorkQueue) {
    const messages = pending.get(queue.name)!;
    while (running.get(queue.name)! < queue.maxConcurrency) {
      const now = Date.now();
      const batch = messages.filter((m) => m.visibleAt <= now).slice(0, queue.batchSize);
      if (!batch.length) break;
      for (const m of batch) {
        messages.splice(messages.indexOf(m), 1);
        m.receives += 1;
      }
      running.set(queue.name, running.get(queue.name)! + 1);
      void invoke(queue, batch).finally(() => {
        running.set(queue.name, running.get(queue.name)! - 1);
        pump(queue);
        notifyIdle();
      });
    }
  }

  async function invoke(queue: WorkQueue, batch: Message[]) {
    let failed: Set<string>;
    let error = 'reported as a batch item failure';
    try {
      const consumer = options.consumers()[queue.name];
      if (!consumer) throw new Error(`No local consumer for queue ${queue.name}`);
      const response = await consumer({ Records: batch.map((m) => record(queue, m)) });
      failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      warn('queue', `${queue.name} failed on a batch of ${batch.length}: ${error}`);
      failed = new Set(batch.map((m) => m.id));
    }
    for (const m of batch.filter((b) => failed.has(b.id))) {
      if (m.receives >= queue.maxReceiveCount) {
        park(queue, m, error);
        continue;
      }
      m.visibleAt = Date.now() + retryDelay * m.receives;
      pending.get(queue.name)!.push(m);
      setTimeout(() => pump(queue), retryDelay * m.receives).unref();
    }
  }

  function enqueue(queue: WorkQueue, bodies: string[]) {
    const now = Date.now();
    const sent = bodies.map((body) => ({ id: randomUUID(), body, sentAt: now, receives: 0, visibleAt: now }));
    pending.get(queue.name)!.push(...sent);
    queueMicrotask(() => pump(queue));
    return sent;
  }

  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify(body));
      };
      const target = String(req.headers['x-amz-target'] ?? '');
      let input: { QueueUrl?: string; MessageBody?: string; Entries?: { Id: string; MessageBody: string }[] };
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return reply(400, { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'Malformed JSON' });
      }
      const queue = options.queues.find((q) => input.QueueUrl?.endsWith(`/${ACCOUNT}/${q.name}`));
      if (!queue) return reply(400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: `The specified queue does not exist: ${input.QueueUrl}` });
      if (target === 'AmazonSQS.SendMessage' && typeof input.MessageBody === 'string') {
        const [m] = enqueue(queue, [input.MessageBody]);
        return reply(200, { MessageId: m!.id, MD5OfMessageBody: md5(m!.body) });
      }
      if (target === 'AmazonSQS.SendMessageBatch' && Array.isArray(input.Entries) && input.Entries.length >= 1 && input.Entries.length <= 10) {
        const sent = enqueue(queue, input.Entries.map((e) => e.MessageBody));
        return reply(200, { Successful: input.Entries.map((e, i) => ({ Id: e.Id, MessageId: sent[i]!.id, MD5OfMessageBody: md5(e.MessageBody) })), Failed: [] });
      }
      return reply(400, { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `${target || 'This call'} is not supported by the local queues` });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  say('queue', `local SQS on ${endpoint}: ${options.queues.map((q) => q.name).join(', ')}`);

  return {
    endpoint,
    url: (name: string) => localQueueUrl(endpoint, name),
    deadLetters,
    /** Resolves once every queue is empty and no consumer runs (a message to retry later counts as work). */
    drain: () => new Promise<void>((resolve) => (busy() ? idleWaiters.push(resolve) : resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
