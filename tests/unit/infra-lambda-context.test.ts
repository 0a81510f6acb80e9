import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { FUNCTION_REGISTRY } from '../../infra/functions.js';
import { lambdaContext, withLambdaContext } from '../../infra/local/lambda-context.js';

describe('local Lambda context', () => {
  it('carries the registered function name, memory and timeout, like Lambda', () => {
    const context = lambdaContext({ name: 'property-sync', memorySize: 1024, timeoutSeconds: 300 });
    expect(context).toMatchObject({
      functionName: expect.stringMatching(/property-sync$/),
      functionVersion: '$LATEST',
      memoryLimitInMB: '1024',
      invokedFunctionArn: expect.stringMatching(/^arn:aws:lambda:[a-z0-9-]+:\d{12}:function:.*property-sync$/),
      awsRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      logGroupName: expect.stringMatching(/^\/aws\/lambda\/.*property-sync$/),
    });
    const remaining = context.getRemainingTimeInMillis();
    expect(remaining).toBeGreaterThan(299_000);
    expect(remaining).toBeLessThanOrEqual(300_000);
  });

  it('uses the Lambda defaults of AppFunction when the registry sets none', () => {
    const context = lambdaContext({ name: 'x' });
    expect(context.memoryLimitInMB).toBe('512');
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(10_000);
  });

  it('counts the remaining time down and never below zero', () => {
    vi.useFakeTimers();
    try {
      const context = lambdaContext({ name: 'x', timeoutSeconds: 1 });
      vi.advanceTimersByTime(400);
      expect(context.getRemainingTimeInMillis()).toBe(600);
      vi.advanceTimersByTime(5_000);
      expect(context.getRemainingTimeInMillis()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls every registered handler with (event, context), a fresh request id per call', async () => {
    const seen: [unknown, Context][] = [];
    for (const def of FUNCTION_REGISTRY) {
      const invoke = withLambdaContext(def, async (event: unknown, context: Context) => void seen.push([event, context]));
      await invoke({ n: 1 });
      await invoke({ n: 2 });
      const [[firstEvent, first], [secondEvent, second]] = seen.splice(0) as [[unknown, Context], [unknown, Context]];
      expect([firstEvent, secondEvent]).toEqual([{ n: 1 }, { n: 2 }]);
      expect(first.functionName, def.name).toMatch(new RegExp(`${def.name}$`));
      expect(first.memoryLimitInMB).toBe(String(def.memorySize ?? 512));
      expect(second.awsRequestId).not.toBe(first.awsRequestId);
    }
  });
});
