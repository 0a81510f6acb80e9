import { Duration, Validations } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as pipes from 'aws-cdk-lib/aws-pipes';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Alarm thresholds: what an operator must hear about, not every blip. */
export const ALARMS = {
  /** Share of the API's answers that are 5xx over 5 minutes (only with at least 20 requests). */
  api5xxRate: 0.02,
  api5xxMinRequests: 20,
  /** SES pauses an account's sending near 10 % of bounces; AWS asks to stay under 5 %: warn at 4 %. */
  sesBounceRate: 0.04,
} as const;

export type MonitoringProps = {
  stage: string;
  opsEmail: string;
  /** Every function of the app, by its registry name. */
  functions: Record<string, lambda.IFunction>;
  /** Every dead-letter queue, by whose failures it holds. */
  deadLetterQueues: Record<string, sqs.IQueue>;
  httpApi: apigwv2.IHttpApi;
  pipe: pipes.CfnPipe;
  /** The whole-site render: its failure leaves pages stale or missing. */
  renderSite?: lambda.IFunction;
  /** The SES configuration set every message goes through (its reputation metrics). */
  mailConfigurationSet: string;
};

/**
 * What tells the brokerage's engineer that something is wrong: an SNS topic mailing the stage's ops
 * address, one alarm per failure that needs a person (a parked event, a failing or throttled function,
 * API 5xx, the outbox Pipe, the site render, the mail bounce rate) and one dashboard. Traces need no
 * rule here: Lambda's active tracing samples on its own (the first request each second and 5 % of the
 * rest, docs/deploy.md), not every request.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Alarms', { displayName: `Brokerage ${props.stage} alarms`, enforceSSL: true });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.opsEmail));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'Alarm notifications carry metric names only (no personal data), and CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key.',
    });
    const notify = new actions.SnsAction(this.topic);
    const add = (alarmId: string, props: cloudwatch.AlarmProps) => {
      const alarm = new cloudwatch.Alarm(this, alarmId, { treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING, ...props });
      alarm.addAlarmAction(notify);
      alarm.addOkAction(notify);
      this.alarms.push(alarm);
      return alarm;
    };
    const fiveMinutes = Duration.minutes(5);

    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      add(`DeadLetters-${name}`, {
        alarmDescription: `Events parked in the dead-letter queue of ${name}: read docs/deploy.md "Dead letters" to replay them.`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }

    for (const [name, fn] of Object.entries(props.functions)) {
      add(`Errors-${name}`, {
        alarmDescription: `${name} failed (its logs name the error).`,
        metric: fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
      add(`Throttles-${name}`, {
        alarmDescription: `${name} was throttled (account concurrency reached).`,
        metric: fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }

    const apiMetric = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: props.httpApi.apiId }, period: fiveMinutes, statistic: 'Sum' });
    const api5xxRate = new cloudwatch.MathExpression({
      label: 'API 5xx rate',
      // No rate below a handful of requests: one 500 among three calls at night is not an outage.
      expression: `IF(requests >= ${ALARMS.api5xxMinRequests}, errors / requests, 0)`,
      usingMetrics: { errors: apiMetric('5xx'), requests: apiMetric('Count') },
      period: fiveMinutes,
    });
    add('Api5xxRate', {
      alarmDescription: `More than ${ALARMS.api5xxRate * 100} % of the API's answers were 5xx over 5 minutes.`,
      metric: api5xxRate,
      threshold: ALARMS.api5xxRate,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    const pipeMetric = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/EventBridge/Pipes', metricName, dimensionsMap: { PipeName: props.pipe.ref }, period: fiveMinutes, statistic: 'Sum' });
    add('OutboxPipeFailures', {
      alarmDescription: 'The outbox Pipe failed to put table changes on the bus (its dead-letter queue holds them).',
      metric: new cloudwatch.MathExpression({
        label: 'Pipe failures',
        expression: 'FILL(failed, 0) + FILL(target, 0)',
        usingMetrics: { failed: pipeMetric('ExecutionFailed'), target: pipeMetric('TargetStageFailed') },
        period: fiveMinutes,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });

    if (props.renderSite) {
      add('SiteRenderFailed', {
        alarmDescription: 'The whole-site render failed: pages may be missing or stale. Run it again (docs/deploy.md "Render the site").',
        metric: props.renderSite.metricErrors({ period: Duration.hours(1), statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }

    const bounceRate = new cloudwatch.Metric({
      namespace: 'AWS/SES',
      metricName: 'Reputation.BounceRate',
      dimensionsMap: { 'ses:configuration-set': props.mailConfigurationSet },
      period: Duration.hours(1),
      statistic: 'Maximum',
    });
    add('MailBounceRate', {
      alarmDescription: `Mail bounce rate above ${ALARMS.sesBounceRate * 100} %: SES reviews, then pauses, accounts near 5–10 %.`,
      metric: bounceRate,
      threshold: ALARMS.sesBounceRate,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    const functions = Object.entries(props.functions);
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `brokerage-${props.stage}`,
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 6 }),
        ],
        [
          new cloudwatch.GraphWidget({ title: 'API requests and errors', left: [apiMetric('Count'), apiMetric('4xx'), apiMetric('5xx')], width: 12 }),
          new cloudwatch.GraphWidget({
            title: 'API latency (p90, ms)',
            left: [new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName: 'Latency', dimensionsMap: { ApiId: props.httpApi.apiId }, period: fiveMinutes, statistic: 'p90' })],
            width: 12,
          }),
        ],
        [
          new cloudwatch.GraphWidget({ title: 'Function errors', left: functions.map(([name, fn]) => fn.metricErrors({ label: name, period: fiveMinutes, statistic: 'Sum' })), width: 12 }),
          new cloudwatch.GraphWidget({ title: 'Function duration (p90, ms)', left: functions.map(([name, fn]) => fn.metricDuration({ label: name, period: fiveMinutes, statistic: 'p90' })), width: 12 }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Dead letters',
            left: Object.entries(props.deadLetterQueues).map(([name, queue]) => queue.metricApproximateNumberOfMessagesVisible({ label: name, period: fiveMinutes, statistic: 'Maximum' })),
            width: 12,
          }),
          new cloudwatch.GraphWidget({ title: 'Mail bounce rate', left: [bounceRate], width: 12 }),
        ],
      ],
    });
  }
}
