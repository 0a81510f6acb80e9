import { Metrics } from '@aws-lambda-powertools/metrics';

/** CloudWatch metrics as EMF log lines, one instance per container (handbook rule 7). */
export const metrics = new Metrics({ namespace: 'Brokerage', serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'brokerage' });
export { MetricUnit } from '@aws-lambda-powertools/metrics';
