import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ConsumerRule } from '../../events/rules.js';
import type { AppFunction, AppFunctionProps } from './app-function.js';
import { deadLetterQueue } from './dead-letter-queue.js';

/** Lambda runs an async event at most 3 times (1 + 2 retries); maxAttempts cannot promise more. */
const LAMBDA_MAX_ASYNC_ATTEMPTS = 3;

export type EventConsumerProps = {
  rule: Pick<ConsumerRule, 'name' | 'description' | 'maxAttempts'> & Partial<Pick<ConsumerRule, 'pattern'>>;
  /** The rule's pattern when it is not an outbox rule's (storage rules: S3 events on the default bus). */
  eventPattern?: events.EventPattern;
  bus: events.IEventBus;
  /** Builds the consumer function (from the registry) with the async settings this construct decides. */
  build: (scope: Construct, id: string, async: NonNullable<AppFunctionProps['async']>) => AppFunction;
  /** How long an event may wait (retries included) before it is parked in the dead-letter queue. */
  maxEventAge?: Duration;
};

/**
 * One bus rule from events/rules.ts → its consumer Lambda (from the function registry), with a retry
 * policy and ONE dead-letter queue that receives both what EventBridge cannot deliver and what the
 * function still fails after its retries (Lambda on-failure destination).
 */
export class EventConsumer extends Construct {
  readonly handler: AppFunction;
  readonly rule: events.Rule;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: EventConsumerProps) {
    super(scope, id);
    const { rule } = props;
    if (!Number.isInteger(rule.maxAttempts) || rule.maxAttempts < 1 || rule.maxAttempts > LAMBDA_MAX_ASYNC_ATTEMPTS) {
      throw new Error(`Consumer rule ${rule.name}: maxAttempts must be an integer from 1 to ${LAMBDA_MAX_ASYNC_ATTEMPTS}`);
    }
    const retries = rule.maxAttempts - 1;
    const maxEventAge = props.maxEventAge ?? Duration.hours(6);

    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetterQueue', `the ${rule.name} rule target and of its Lambda's async invocations`);

    // EventBridge retries only what it cannot hand to Lambda; once accepted, Lambda's own async
    // retries run the handler up to maxAttempts times, then the on-failure destination parks it.
    this.handler = props.build(this, 'Handler', {
      retryAttempts: retries,
      maxEventAge,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    this.rule = new events.Rule(this, 'Rule', {
      eventBus: props.bus,
      description: rule.description,
      eventPattern:
        props.eventPattern ??
        (rule.pattern && { source: [...rule.pattern.source], detailType: [...rule.pattern['detail-type']], detail: { version: [...rule.pattern.detail.version] } }),
      targets: [
        new targets.LambdaFunction(this.handler.function, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: retries,
          maxEventAge,
        }),
      ],
    });
  }
}
