import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { channelMatches, maySubscribe } from '../../shared/live/access.js';
import type { Profile } from '../../shared/users/schema.js';

/** Same paths as AppSync Events: POST /event publishes, /event/realtime is the WebSocket. */
export const LIVE_PUBLISH_PATH = '/event';
export const LIVE_REALTIME_PATH = '/event/realtime';
const PROTOCOL = 'aws-appsync-event-ws';
const KEEP_ALIVE_MS = 60_000;
const CONNECTION_TIMEOUT_MS = 300_000;

type Verify = (token: string) => Promise<Record<string, unknown>>;
/** The subscriber's profile, read at each subscribe as the namespace's onSubscribe handler reads it in AWS. */
type ReadProfile = (userId: string) => Promise<Pick<Profile, 'role' | 'isActive'> | null>;
type Subscription = { socket: WebSocket; id: string; channel: string };

const unauthorized = (message: string) => [{ errorType: 'UnauthorizedException', message }];

/** The `header-<base64url JSON>` subprotocol AppSync clients authenticate the connection with. */
function connectionAuthorization(protocols: Set<string>): string | undefined {
  const header = [...protocols].find((p) => p.startsWith('header-'));
  if (!header) return undefined;
  try {
    return (JSON.parse(Buffer.from(header.slice('header-'.length), 'base64url').toString('utf8')) as { Authorization?: string }).Authorization;
  } catch {
    return undefined;
  }
}

const groupsOf = (claims: Record<string, unknown>) => (Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as string[]) : []);

/**
 * The local stand-in of the back office's AppSync Events API (no emulator exists): the WebSocket protocol
 * (connection_init/ack, ka, subscribe, data, unsubscribe) with Cognito tokens checked on connect and on
 * each subscribe, and the HTTP publish endpoint the live-updates consumer signs its requests for.
 * Like AppSync Events, it never closes an open connection because an account lost its rights (the
 * service offers no way to): the tab is told on the channel, and its next subscribe is refused.
 */
export function startLiveEvents(server: http.Server, verifyAccessToken: Verify, readProfile: ReadProfile) {
  const subscriptions = new Set<Subscription>();
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has(PROTOCOL) ? PROTOCOL : false),
  });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_REALTIME_PATH) return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws, req) => {
    const protocols = new Set(String(req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim()));
    const send = (message: unknown) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(message));
    const token = connectionAuthorization(protocols);
    // Listening at once: the client's connection_init may arrive while its token is being checked.
    const connected = token ? verifyAccessToken(token).then(() => true, () => false) : Promise.resolve(false);
    const keepAlive = setInterval(() => send({ type: 'ka' }), KEEP_ALIVE_MS);
    ws.on('close', () => {
      clearInterval(keepAlive);
      for (const s of subscriptions) if (s.socket === ws) subscriptions.delete(s);
    });
    void connected.then((ok) => {
      if (ok) return;
      send({ type: 'connection_error', errors: unauthorized('Jeton manquant ou invalide.') });
      ws.close(4401, 'Unauthorized');
    });
    ws.on('message', async (raw) => {
      if (!(await connected)) return;
      let message: { type?: string; id?: string; channel?: string; authorization?: { Authorization?: string } };
      try {
        message = JSON.parse(String(raw));
      } catch {
        return send({ type: 'error', errors: [{ errorType: 'BadRequestException', message: 'Invalid JSON' }] });
      }
      if (message.type === 'connection_init') return send({ type: 'connection_ack', connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
      if (message.type === 'subscribe' && message.id && message.channel) {
        const claims = await verifyAccessToken(message.authorization?.Authorization ?? '').catch(() => null);
        const profile = claims ? await readProfile(String(claims.sub)) : null;
        if (!claims || !maySubscribe(groupsOf(claims), profile, message.channel)) {
          return send({ type: 'subscribe_error', id: message.id, errors: unauthorized('Abonnement refusé.') });
        }
        subscriptions.add({ socket: ws, id: message.id, channel: message.channel });
        return send({ type: 'subscribe_success', id: message.id });
      }
      if (message.type === 'unsubscribe' && message.id) {
        for (const s of subscriptions) if (s.socket === ws && s.id === message.id) subscriptions.delete(s);
        return send({ type: 'unsubscribe_success', id: message.id });
      }
      send({ type: 'error', id: message.id, errors: [{ errorType: 'UnsupportedOperation', message: `Unsupported message ${message.type}` }] });
    });
  });

  /** POST /event {channel, events: string[]}: IAM-signed in AWS; locally the signature is required but not verified. */
  async function handlePublish(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== 'POST') return reply(405, { errors: [{ errorType: 'MethodNotAllowed' }] });
    if (!/^AWS4-HMAC-SHA256 /.test(String(req.headers.authorization ?? ''))) return reply(401, { errors: unauthorized('Missing SigV4 signature') });
    let input: { channel?: unknown; events?: unknown };
    try {
      input = JSON.parse(body.toString('utf8'));
    } catch {
      return reply(400, { errors: [{ errorType: 'BadRequestException', message: 'Invalid JSON' }] });
    }
    const { channel, events } = input;
    if (typeof channel !== 'string' || !Array.isArray(events) || events.length === 0 || events.length > 5 || !events.every((e) => typeof e === 'string')) {
      return reply(400, { errors: [{ errorType: 'BadRequestException', message: 'channel and 1 to 5 string events are required' }] });
    }
    for (const event of events as string[]) {
      for (const s of subscriptions) {
        if (channelMatches(s.channel, channel) && s.socket.readyState === s.socket.OPEN) s.socket.send(JSON.stringify({ type: 'data', id: s.id, event }));
      }
    }
    reply(200, { successful: events.map((_, index) => ({ identifier: randomUUID(), index })), failed: [] });
  }

  return {
    handlePublish,
    close: () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
