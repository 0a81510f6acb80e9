import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MAIL_FEEDBACK, MAIL_FEEDBACK_RULE } from '../../events/mail-feedback.js';
import { CONSUMER_RULES } from '../../events/rules.js';
import { SCHEDULES, type JobSchedule } from '../../events/schedules.js';
import { STORAGE_RULES, storagePattern } from '../../events/storage-rules.js';
import { mailFeedbackConsumer, ruleConsumer, scheduledJob, storageConsumer } from '../functions.js';
import { registeredFunction, type AppFunction, type AppResources, type LogLevel } from './app-function.js';
import { deadLetterQueue } from './dead-letter-queue.js';
import { EventConsumer } from './event-consumer.js';
import { OutboxPipe } from './outbox-pipe.js';

/** The bus of a stage: named, so the outbox Pipe and the archive can name it; one per stage in an account. */
export const eventBusName = (stage: string) => `brokerage-${stage}-bus`;

export type EventBackboneProps = { stage: string; table: dynamodb.Table; resources: AppResources; logLevel: LogLevel };

/**
 * Everything that runs without a request: the bus with its archive, the outbox Pipe from the table
 * stream, one consumer per rule of events/rules.ts and one job per schedule of events/schedules.ts,
 * each function built from the registry with its own access.
 */
export class EventBackbone extends Construct {
  readonly bus: events.EventBus;
  readonly outbox: OutboxPipe;
  readonly consumers: Record<string, EventConsumer> = {};
  readonly jobs: Partial<Record<JobSchedule['name'], AppFunction>> = {};
  readonly jobsDeadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: EventBackboneProps) {
    super(scope, id);
    this.bus = new events.EventBus(this, 'Bus', { eventBusName: eventBusName(props.stage) });
    this.bus.archive('Archive', {
      description: 'Every event on the brokerage bus, for replay after a consumer fix',
      eventPattern: { account: [Stack.of(this).account] },
      retention: Duration.days(90),
    });
    this.outbox = new OutboxPipe(this, 'OutboxPipe', { table: props.table, bus: this.bus });

    for (const rule of CONSUMER_RULES) {
      this.consumers[rule.name] = new EventConsumer(this, `Consumer-${rule.name}`, {
        rule,
        bus: this.bus,
        build: (scope, handlerId, async) => registeredFunction(scope, handlerId, ruleConsumer(rule.name), props.resources, { logLevel: props.logLevel, async }),
      });
    }

    // S3 publishes its events on the account's default bus, not ours: storage rules live there.
    const defaultBus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    const buckets = { uploads: props.resources.uploadsBucket };
    for (const rule of STORAGE_RULES) {
      const pattern = storagePattern(rule, buckets[rule.bucket].bucketName);
      this.consumers[rule.name] = new EventConsumer(this, `Consumer-${rule.name}`, {
        rule,
        bus: defaultBus,
        eventPattern: { source: pattern.source, detailType: pattern['detail-type'], detail: pattern.detail },
        build: (scope, handlerId, async) => registeredFunction(scope, handlerId, storageConsumer(rule.name), props.resources, { logLevel: props.logLevel, async }),
      });
    }

    // SES publishes the configuration set's bounces and complaints on the default bus too.
    this.consumers[MAIL_FEEDBACK_RULE.name] = new EventConsumer(this, `Consumer-${MAIL_FEEDBACK_RULE.name}`, {
      rule: MAIL_FEEDBACK_RULE,
      bus: defaultBus,
      eventPattern: { source: [MAIL_FEEDBACK.source], detailType: [...MAIL_FEEDBACK.detailTypes] },
      build: (scope, handlerId, async) => registeredFunction(scope, handlerId, mailFeedbackConsumer(), props.resources, { logLevel: props.logLevel, async }),
    });

    this.jobsDeadLetterQueue = deadLetterQueue(this, 'JobsDeadLetterQueue', 'the job schedules (invocations the Scheduler could not deliver)');
    for (const job of SCHEDULES) {
      const fn = registeredFunction(this, `Job-${job.name}`, scheduledJob(job.name), props.resources, {
        logLevel: props.logLevel,
        // Schedules invoke asynchronously; a failed run is simply retried at the next tick.
        async: { retryAttempts: 0 },
      });
      this.jobs[job.name] = fn;
      const role = new iam.Role(this, `Schedule-${job.name}-Role`, {
        assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
        }),
        description: `Scheduler: invokes the ${job.name} job`,
      });
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(fn.function.node.defaultChild as CfnElement)}.Arn>:*]`,
        reason: `Scheduler may invoke the ${job.name} function only; lambda grantInvoke also covers its versions (arn:*).`,
      });
      new scheduler.Schedule(this, `Schedule-${job.name}`, {
        description: job.description,
        schedule: scheduler.ScheduleExpression.expression(job.cron),
        target: new schedulerTargets.LambdaInvoke(fn.function, {
          role,
          retryAttempts: 2,
          maxEventAge: Duration.hours(1),
          deadLetterQueue: this.jobsDeadLetterQueue,
        }),
      });
    }
  }
}
