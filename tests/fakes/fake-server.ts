import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeServer = { origin: string; stop(): Promise<void> };

/** Listens on a free loopback port; `stop` closes open connections too. */
export async function listen(handler: http.RequestListener): Promise<FakeServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
