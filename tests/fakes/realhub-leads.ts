import { listen, type FakeServer } from './fake-server.js';

/** Stands in for RealHub's lead API (being built: issue 11). */
export async function startFakeRealhubLeads(): Promise<FakeServer> {
  return listen((_req, res) => {
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'not built yet' }));
  });
}
