import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { logger } from './logger.js';
import { metrics } from './metrics.js';
import { tracer } from './tracer.js';

/**
 * Every Lambda entry point is wrapped here (the design card's middleware): the logger gets the Lambda
 * context (request id, function name, cold start), metrics are flushed once per invocation, and the
 * handler runs in an X-Ray segment.
 */
export function withPowertools<E, R>(handler: (event: E, context: Context) => Promise<R>) {
  return middy(handler)
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics, { captureColdStartMetric: true }));
}
