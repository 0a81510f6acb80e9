import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { WorkQueue as WorkQueueDef } from '../../events/queues.js';
import type { AppFunction } from './app-function.js';
import { deadLetterQueue } from './dead-letter-queue.js';

/**
 * One work queue of events/queues.ts: the queue, its dead-letter queue (after maxReceiveCount receives),
 * and, once attached, its consumer's event source mapping with partial batch responses and a maximum
 * concurrency (Lambda developer guide, "Configuring scaling behavior for SQS event source mappings";
 * ScalingConfig.MaximumConcurrency: 2 to 1000).
 */
export class WorkQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, private readonly props: { queue: WorkQueueDef; consumerTimeoutSeconds: number }) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetterQueue', `the ${props.queue.name} work queue`);
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // At least six times the consumer's timeout (Lambda developer guide, "Creating and configuring an
      // Amazon SQS event source mapping"): room for Lambda to retry a throttled batch.
      visibilityTimeout: Duration.seconds(6 * props.consumerTimeoutSeconds),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.queue.maxReceiveCount },
    });
  }

  /** Its consumer: Lambda polls the queue for it. */
  attach(consumer: AppFunction) {
    consumer.function.addEventSource(
      new SqsEventSource(this.queue, { batchSize: this.props.queue.batchSize, maxConcurrency: this.props.queue.maxConcurrency, reportBatchItemFailures: true }),
    );
  }
}
