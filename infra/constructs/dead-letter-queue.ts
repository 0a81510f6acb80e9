import { Duration, Validations } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** An encrypted, TLS-only dead-letter queue kept 14 days; `purpose` says whose failures it holds. */
export function deadLetterQueue(scope: Construct, id: string, purpose: string) {
  const queue = new sqs.Queue(scope, id, {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: `This queue is itself the dead-letter queue of ${purpose}.` });
  return queue;
}
