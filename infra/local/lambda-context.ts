import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

/**
 * The module a registered function runs from: its TypeScript entry (the file CDK bundles), or, when
 * LAMBDA_FROM_BUNDLES names a folder of bundles (`npx tsx infra/local/build-bundles.ts <folder>`: the
 * esbuild settings CDK deploys with), `<folder>/<name>/index.mjs`, the code AWS runs.
 */
export function handlerModuleUrl(def: Pick<FunctionDef, 'name' | 'entry'>, bundlesDir = process.env.LAMBDA_FROM_BUNDLES): string {
  if (!bundlesDir) return new URL(`../../${def.entry}`, import.meta.url).href;
  const file = path.join(path.resolve(bundlesDir), def.name, 'index.mjs');
  if (!existsSync(file)) {
    throw new Error(`LAMBDA_FROM_BUNDLES=${bundlesDir}: no bundle for ${def.name} (${file}); build them with \`npx tsx infra/local/build-bundles.ts ${bundlesDir}\``);
  }
  return pathToFileURL(file).href;
}

/** The module each function of this process was loaded from (name → URL): how a test tells a bundle from a source. */
export const loadedHandlers = new Map<string, string>();

/** Loads a registered function's handler (handlerModuleUrl: its entry, or its bundle) and binds a context per call. */
export async function loadHandler<E, R>(def: FunctionDef): Promise<(event: E) => Promise<R>> {
  const url = handlerModuleUrl(def);
  const module = (await import(url)) as { handler: LocalHandler<E, R> };
  loadedHandlers.set(def.name, url);
  return withLambdaContext(def, module.handler);
}
