import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { Context } from 'aws-lambda';
import { logger } from './logger.js';
import { metrics } from './metrics.js';

/**
 * Every Lambda entry point is wrapped here (the design card's middleware): the logger gets the Lambda
 * context (request id, function name, cold start) and metrics are flushed once per invocation.
 * X-Ray: the function's active tracing records each invocation; the Powertools Tracer is left out
 * (issue 12): it only added a handler subsegment, for ~130 KB of aws-xray-sdk-core and its
 * async-hook patching loaded at every cold start.
 */
export function withPowertools<E, R>(handler: (event: E, context: Context) => Promise<R>) {
  return middy(handler)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics, { captureColdStartMetric: true }));
}
