import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { FunctionDef } from '../functions.js';

const REGION = 'ca-central-1';
const ACCOUNT = '000000000000';

/**
 * A Lambda context for a local invocation of a registered function, as Lambda builds it: the same
 * function name, memory and timeout as CDK deploys, a fresh request id per call.
 */
export function lambdaContext(def: Pick<FunctionDef, 'name' | 'memorySize' | 'timeoutSeconds'>): Context {
  const timeoutMs = (def.timeoutSeconds ?? 10) * 1000;
  const deadline = Date.now() + timeoutMs;
  const functionName = `brokerage-local-${def.name}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${functionName}`,
    memoryLimitInMB: String(def.memorySize ?? 512),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** A registered function's handler, called as Lambda calls it. */
export type LocalHandler<E = unknown, R = unknown> = (event: E, context: Context) => Promise<R>;

/** A handler called as Lambda calls it: each call gets a fresh context of the registered function. */
export function withLambdaContext<E, R>(def: Pick<FunctionDef, 'name' | 'memorySize' | 'timeoutSeconds'>, handler: LocalHandler<E, R>) {
  return (event: E) => handler(event, lambdaContext(def));
}

/** Loads a registered function's handler from its entry (the same file CDK bundles) and binds a context per call. */
export async function loadHandler<E, R>(def: FunctionDef): Promise<(event: E) => Promise<R>> {
  const module = (await import(new URL(`../../${def.entry}`, import.meta.url).href)) as { handler: LocalHandler<E, R> };
  return withLambdaContext(def, module.handler);
}
