import { afterAll, describe, expect, it, vi } from 'vitest';

// The OS offers port 5000 twice in a row (it was closed in between), then 5001.
const offered = [5000, 5000, 5001];
vi.mock('node:net', () => ({
  default: {
    createServer: () => {
      const port = offered.shift();
      return {
        once: () => undefined,
        listen: (_port: number, _host: string, ready: () => void) => ready(),
        address: () => ({ port }),
        close: (closed: () => void) => closed(),
      };
    },
  },
}));

describe('freePort', () => {
  // The unit files share their modules: processes.js is evaluated afresh on the mocked node:net, and neither stays.
  afterAll(() => {
    vi.doUnmock('node:net');
    vi.resetModules();
  });

  it('never hands the same port to two services of a stack', async () => {
    vi.resetModules();
    const { freePort } = await import('../../infra/local/processes.js');
    expect([await freePort(), await freePort()]).toEqual([5000, 5001]);
  });
});
