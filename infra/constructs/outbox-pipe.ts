import { Duration, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as pipes from 'aws-cdk-lib/aws-pipes';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLE } from '../../shared/db/table.js';
import { deadLetterQueue } from './dead-letter-queue.js';

export type OutboxPipeProps = {
  table: dynamodb.ITable;
  bus: events.IEventBus;
  /** Retries of a failing batch before its records go to the dead-letter queue. */
  maximumRetryAttempts?: number;
};

/**
 * The outbox relay in AWS: table stream → EventBridge Pipe → bus. Only INSERTs of outbox items pass the
 * filter; each becomes one bus event whose source/detail-type are the item's attributes and whose
 * detail is the envelope stored as JSON text in `detail` (events/publish.ts writes these items).
 */
export class OutboxPipe extends Construct {
  readonly pipe: pipes.CfnPipe;
  readonly deadLetterQueue: sqs.Queue;
  readonly role: iam.Role;

  /** The Pipe filter, exported so tests and the local relay can compare against the same object. */
  static readonly filterPattern = {
    eventName: ['INSERT'],
    dynamodb: { NewImage: { [TABLE.entityAttribute]: { S: [TABLE.outboxEntity] } } },
  };

  constructor(scope: Construct, id: string, props: OutboxPipeProps) {
    super(scope, id);
    const streamArn = props.table.tableStreamArn;
    if (!streamArn) throw new Error('OutboxPipe needs a table with a stream');

    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetterQueue', 'the outbox Pipe (records it could not put on the bus)');

    const logGroup = new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.ONE_MONTH });

    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('pipes.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Outbox pipe: reads the table stream, puts events on the bus',
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
        resources: [streamArn],
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['events:PutEvents'], resources: [props.bus.eventBusArn] }),
    );
    this.deadLetterQueue.grantSendMessages(this.role);
    logGroup.grantWrite(this.role);

    this.pipe = new pipes.CfnPipe(this, 'Pipe', {
      description: 'Outbox items from the table stream to the event bus',
      roleArn: this.role.roleArn,
      source: streamArn,
      sourceParameters: {
        dynamoDbStreamParameters: {
          startingPosition: 'LATEST',
          batchSize: 10,
          maximumRetryAttempts: props.maximumRetryAttempts ?? 10,
          // The stream keeps records 24 h; stop retrying a poisoned record well before that.
          maximumRecordAgeInSeconds: Duration.hours(6).toSeconds(),
          onPartialBatchItemFailure: 'AUTOMATIC_BISECT',
          deadLetterConfig: { arn: this.deadLetterQueue.queueArn },
        },
        filterCriteria: { filters: [{ pattern: JSON.stringify(OutboxPipe.filterPattern) }] },
      },
      target: props.bus.eventBusArn,
      targetParameters: {
        eventBridgeEventBusParameters: {
          source: '$.dynamodb.NewImage.source.S',
          detailType: '$.dynamodb.NewImage.detailType.S',
        },
        // `detail` holds the envelope as JSON text; inserted raw it becomes the event's detail object.
        inputTemplate: '<$.dynamodb.NewImage.detail.S>',
      },
      logConfiguration: {
        level: 'ERROR',
        cloudwatchLogsLogDestination: { logGroupArn: logGroup.logGroupArn },
      },
    });
    // The policy must exist before the Pipe starts polling, or its first validation fails.
    this.pipe.node.addDependency(this.role);
  }
}
