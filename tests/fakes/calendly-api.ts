import { listen, type FakeServer } from './fake-server.js';

/** Stands in for Calendly's API v2 (users/me, scheduled events, invitees) (being built: issue 11). */
export async function startFakeCalendlyApi(): Promise<FakeServer> {
  return listen((_req, res) => {
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'not built yet' }));
  });
}
