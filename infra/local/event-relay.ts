import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  type GetRecordsCommandOutput,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { TABLE } from '../../shared/db/table.js';
import { CONSUMER_RULES, matches, type ConsumerRule } from '../../events/rules.js';
import type { BusEvent } from '../../events/envelope.js';
import { say, warn } from './log.js';

export type Consumer = (event: BusEvent) => Promise<unknown>;
export type DeadLetter = { rule: string; event: BusEvent; error: string; attempts: number; at: string };

/**
 * The Pipe: reads the table stream, keeps outbox INSERTs only, and turns each into a bus event with
 * the same source / detail-type / detail mapping as the CDK Pipe's target parameters.
 */
export function toBusEvent(record: _Record): BusEvent | null {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || image?.[TABLE.entityAttribute]?.S !== TABLE.outboxEntity) return null;
  return {
    id: randomUUID(),
    source: image.source!.S!,
    'detail-type': image.detailType!.S!,
    time: new Date().toISOString(),
    detail: JSON.parse(image.detail!.S!),
  };
}

/** The bus: routes with the rules CDK deploys, retries like EventBridge, parks failures in a DLQ. */
type LocalRule = { name: string; maxAttempts: number };

export function createLocalBus<R extends LocalRule = ConsumerRule>(options: {
  /** The consumer of each rule, by rule name. */
  consumers: Record<string, Consumer>;
  deadLetterFile?: string;
  retryDelayMs?: number;
  rules?: R[];
  /** How a rule selects events; outbox rules' matching by default (storage rules bring their own). */
  match?: (rule: R, event: BusEvent) => boolean;
}) {
  const deadLetters: DeadLetter[] = [];
  const inFlight = new Set<Promise<void>>();
  let published = 0;
  const delay = options.retryDelayMs ?? 300;

  async function deliver(rule: R, event: BusEvent) {
    const consumer = options.consumers[rule.name];
    if (!consumer) throw new Error(`No local consumer for rule ${rule.name}`);
    let lastError = '';
    for (let attempt = 1; attempt <= rule.maxAttempts; attempt++) {
      try {
        await consumer(structuredClone(event));
        return;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        warn('bus', `${rule.name} failed on ${event['detail-type']} (attempt ${attempt}/${rule.maxAttempts}): ${lastError}`);
        if (attempt < rule.maxAttempts) await new Promise((r) => setTimeout(r, delay * 2 ** (attempt - 1)));
      }
    }
    const letter: DeadLetter = { rule: rule.name, event, error: lastError, attempts: rule.maxAttempts, at: new Date().toISOString() };
    deadLetters.push(letter);
    if (options.deadLetterFile) appendFileSync(options.deadLetterFile, `${JSON.stringify(letter)}\n`);
    warn('bus', `${rule.name}: event ${event.id} parked in the dead-letter store`);
  }

  return {
    deadLetters,
    /** Asynchronous like EventBridge: returns once routed, consumers run in the background. */
    /** How many events were published so far (a settled stack publishes no more). */
    get published() {
      return published;
    },
    publish(event: BusEvent) {
      published++;
      const match = options.match ?? ((rule: R, e: BusEvent) => matches(rule as unknown as ConsumerRule, e));
      for (const rule of options.rules ?? (CONSUMER_RULES as unknown as R[])) {
        if (!match(rule, event)) continue;
        const run = deliver(rule, event).finally(() => inFlight.delete(run));
        inFlight.add(run);
      }
    },
    async drain() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

type Checkpoints = Record<string, string>;
/** GetRecords' maximum page. */
const RECORDS_PER_READ = 1000;

/**
 * Between polls of the stream. 50 ms (200 before): the integration suite spends 11 s less waiting for its
 * events (130 → 119 s, same CPU time). Pipes may take longer in AWS: nothing may count on this delay.
 */
const POLL_MS = 50;

/** Polls every shard of the table stream; checkpoints survive restarts so nothing is relayed twice. */
export function startStreamRelay(options: {
  client: DynamoDBStreamsClient;
  tableName: string;
  onEvent: (event: BusEvent) => void;
  checkpointFile?: string;
  pollMs?: number;
}) {
  const checkpoints: Checkpoints =
    options.checkpointFile && existsSync(options.checkpointFile) ? JSON.parse(readFileSync(options.checkpointFile, 'utf8')) : {};
  const iterators = new Map<string, string>();
  const finished = new Set<string>();
  let stopped = false;
  let pollsStarted = 0;
  let pollsDone = 0;
  const waiters: { poll: number; resolve: () => void }[] = [];
  let streamArn: string | undefined;
  let lastDescribe = 0;

  async function refreshShards() {
    if (!streamArn) {
      const streams = await options.client.send(new ListStreamsCommand({ TableName: options.tableName }));
      streamArn = streams.Streams?.[0]?.StreamArn;
      if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);
    }
    const { StreamDescription } = await options.client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (iterators.has(id) || finished.has(id)) continue;
      const after = checkpoints[id];
      const { ShardIterator } = await options.client.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: id,
          ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      );
      if (ShardIterator) iterators.set(id, ShardIterator);
    }
    lastDescribe = Date.now();
  }

  async function pollOnce() {
    if (Date.now() - lastDescribe > 5000 || iterators.size === 0) await refreshShards();
    // A shard that closes during this poll has a child that holds the writes after it: read it in the same
    // poll, so a caller of caughtUp() sees every item written before it (a burst of writes rolls shards).
    while (await pollShards()) await refreshShards();
  }

  /** Reads every open shard once; true when one of them closed. */
  async function pollShards(): Promise<boolean> {
    let closed = false;
    for (const [shardId, first] of iterators) {
      // A backlog (a burst of writes) is read to its end in this poll, a full page after another.
      for (let iterator: string | undefined = first; iterator; ) {
        const out: GetRecordsCommandOutput = await options.client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: RECORDS_PER_READ }));
        for (const record of out.Records ?? []) {
          const event = toBusEvent(record);
          if (event) options.onEvent(event);
          checkpoints[shardId] = record.dynamodb!.SequenceNumber!;
        }
        if (out.Records?.length && options.checkpointFile) writeFileSync(options.checkpointFile, JSON.stringify(checkpoints));
        iterator = out.NextShardIterator;
        if (!iterator) {
          iterators.delete(shardId);
          finished.add(shardId);
          closed = true;
        } else {
          iterators.set(shardId, iterator);
          if ((out.Records?.length ?? 0) < RECORDS_PER_READ) break;
        }
      }
    }
    return closed;
  }

  const loop = (async () => {
    while (!stopped) {
      pollsStarted++;
      try {
        await pollOnce();
      } catch (error) {
        if (!stopped) warn('relay', `stream poll failed: ${(error as Error).message}`);
      }
      pollsDone++;
      for (const waiter of waiters.filter((w) => pollsDone >= w.poll)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      await new Promise((r) => setTimeout(r, options.pollMs ?? POLL_MS));
    }
  })();
  say('relay', `relaying outbox items of ${options.tableName} to the local bus`);
  return {
    /** Resolves once a poll that started after this call has ended: every item written before it has been relayed. */
    caughtUp() {
      return new Promise<void>((resolve) => waiters.push({ poll: pollsStarted + 1, resolve }));
    },
    async stop() {
      stopped = true;
      await loop;
      for (const waiter of waiters.splice(0)) waiter.resolve();
    },
  };
}
