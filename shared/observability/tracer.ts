import { Tracer } from '@aws-lambda-powertools/tracer';

/** X-Ray tracing (active in Lambda only; Powertools turns it off elsewhere). */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'brokerage' });
