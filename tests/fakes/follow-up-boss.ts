import { listen, type FakeServer } from './fake-server.js';

/** Stands in for Follow Up Boss's events API (being built: issue 11). */
export async function startFakeFollowUpBoss(): Promise<FakeServer> {
  return listen((_req, res) => {
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'not built yet' }));
  });
}
