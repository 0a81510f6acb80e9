/**
 * The ports of the stack `npm start` runs (README 'Ports'): start.ts binds them, and the commands that
 * reach the running stack from another terminal (`npm run job`, `npm run admin -- … --local`) find it there.
 */
export function localPorts(env: NodeJS.ProcessEnv = process.env) {
  const port = (name: string, fallback: number) => Number(env[name] ?? fallback);
  return {
    gateway: port('PORT', 3000),
    dynamodb: port('DYNAMODB_PORT', 8000),
    cognito: port('COGNITO_PORT', 9229),
    s3: port('S3_PORT', 4569),
    lambda: port('LAMBDA_PORT', 9001),
    ses: port('SES_PORT', 8005),
  };
}

export type LocalPorts = ReturnType<typeof localPorts>;

/** The SQS stand-in of `npm start` (infra/local/queues.ts), also reached by `npm run job -- alert-digests` (it queues the digests). */
export const localQueuesPort = (env: NodeJS.ProcessEnv = process.env) => Number(env.SQS_PORT ?? 8006);

/** The Amazon Location Places stand-in of `npm start` (infra/local/places.ts), also reached by `npm run job -- property-sync`. */
export const localPlacesPort = (env: NodeJS.ProcessEnv = process.env) => Number(env.PLACES_PORT ?? 8007);

export const loopback = (port: number) => `http://127.0.0.1:${port}`;
