import { listen, type FakeServer } from './fake-server.js';

/** Stands in for RealHub's listing feed (being built: issue 11). */
export async function startFakeRealhubListings(): Promise<FakeServer> {
  return listen((_req, res) => {
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'not built yet' }));
  });
}
