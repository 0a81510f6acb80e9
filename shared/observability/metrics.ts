import { Metrics } from '@aws-lambda-powertools/metrics';
import { logger } from './logger.js';

/**
 * CloudWatch metrics as EMF log lines, one instance per container (docs/architecture.md rule 7). Its own warnings
 * go through our logger at ERROR level: the one it emits in practice ("no metrics to publish") only
 * happens in the local runtime, where concurrent invocations share this instance and one flush takes
 * the other's metrics; a Lambda container serves one invocation at a time.
 */
export const metrics = new Metrics({
  namespace: 'Brokerage',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'brokerage',
  logger: logger.createChild({ logLevel: 'ERROR' }),
});
export { MetricUnit } from '@aws-lambda-powertools/metrics';
