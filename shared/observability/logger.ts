import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per container (docs/architecture.md rule 7). */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'brokerage' });
