import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { LIVE_CHANNEL, type LiveChange } from '../../shared/live/channel.js';
import { startLiveClient, type LiveStatus, type SocketFactory } from '../../web/src/app/admin/live-client.js';
import { adminToken, api, asVisitor, createUser, guarded, signIn, signUpConfirmed, stack } from './helpers.js';

/**
 * The back office's live channel end to end: an admin write → outbox → stream relay → bus → live-updates
 * consumer → signed publish → the gateway's AppSync Events stand-in → every subscribed socket.
 */
type Message = { type: string; id?: string; event?: string; errors?: { errorType: string }[] };

function open(token?: string) {
  const url = `${stack().url.replace('http://', 'ws://')}/event/realtime`;
  const header = token ? Buffer.from(JSON.stringify({ host: new URL(stack().url).host, Authorization: token })).toString('base64url') : undefined;
  const socket = new WebSocket(url, ['aws-appsync-event-ws', ...(header ? [`header-${header}`] : [])]);
  const messages: Message[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)) as Message);
    for (const wake of waiters) wake();
  });
  socket.on('close', () => {
    messages.push({ type: 'closed' });
    for (const wake of waiters) wake();
  });
  const next = (matches: (m: Message) => boolean, timeoutMs = 15_000) =>
    new Promise<Message>((resolve, reject) => {
      const check = () => {
        const found = messages.find(matches);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  return { socket, messages, next, send, ready: new Promise((resolve) => socket.once('open', resolve)) };
}

async function subscribe(token: string, channel = LIVE_CHANNEL) {
  const client = open(token);
  await client.ready;
  client.send({ type: 'connection_init' });
  await client.next((m) => m.type === 'connection_ack');
  const id = randomUUID();
  client.send({ type: 'subscribe', id, channel, authorization: { host: new URL(stack().url).host, Authorization: token } });
  const answer = await client.next((m) => m.id === id && m.type.startsWith('subscribe_'));
  return { ...client, id, answer };
}

const changes = (messages: Message[]) => messages.filter((m) => m.type === 'data').map((m) => JSON.parse(m.event!) as LiveChange);

let token: string;
const sockets: WebSocket[] = [];
const created: string[] = [];
beforeAll(async () => {
  token = await adminToken();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(created.map((id) => api(`/api/admin/properties/${id}`, { method: 'DELETE', token })));
});

describe('live updates channel', () => {
  it('delivers a property created, deactivated and deleted to two subscribed admin tabs within 2 s, once each', async () => {
    const [first, second] = await Promise.all([subscribe(token), subscribe(token)]);
    sockets.push(first.socket, second.socket);
    expect(first.answer.type).toBe('subscribe_success');

    const title = `Plex en direct ${randomUUID().slice(0, 6)}`;
    const started = Date.now();
    const post = await api('/api/admin/properties', {
      method: 'POST',
      token,
      json: { title, price: 615_000, location: 'Limoilou, Québec', propertyType: 'duplex', agents: [{ agentId: demoId('agent', demoAgents.find((a) => a.isActive)!.key), isPrimary: true }] },
    });
    expect(post.status).toBe(201);
    const id = post.body.id as string;
    created.push(id);
    const isCreated = (m: Message) => m.type === 'data' && (JSON.parse(m.event!) as LiveChange).id === id;
    await Promise.all([first.next(isCreated, 2_000), second.next(isCreated, 2_000)]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(changes(first.messages).filter((c) => c.id === id)).toEqual([{ kind: 'property', change: 'created', id, label: title, visible: true }]);

    await api(`/api/admin/properties/${id}`, { method: 'PATCH', token, json: { isActive: false } });
    await first.next((m) => m.type === 'data' && (JSON.parse(m.event!) as LiveChange).change === 'updated');
    expect(changes(first.messages).filter((c) => c.id === id).at(-1)).toMatchObject({ change: 'updated', visible: false });

    await api(`/api/admin/properties/${id}`, { method: 'DELETE', token });
    await second.next((m) => m.type === 'data' && (JSON.parse(m.event!) as LiveChange).change === 'deleted');
    expect(changes(second.messages).filter((c) => c.id === id).map((c) => c.change)).toEqual(['created', 'updated', 'deleted']);
  });

  it('tells admins about a new lead without any personal data on the channel', async () => {
    const admin = await subscribe(token);
    sockets.push(admin.socket);
    const lead = await api('/api/leads/contact', {
      method: 'POST',
      headers: asVisitor(),
      json: guarded({ name: 'Élise Gagnon', email: `elise-${randomUUID().slice(0, 6)}@exemple.ca`, phone: '418 555-0199', message: 'Bonjour, je cherche un condo.' }),
    });
    expect(lead.status).toBe(201);
    const message = await admin.next((m) => m.type === 'data' && (JSON.parse(m.event!) as LiveChange).kind === 'lead');
    expect(JSON.parse(message.event!)).toEqual({ kind: 'lead', change: 'created', id: lead.body.id, label: 'acheteur', visible: true });
    expect(message.event).not.toMatch(/Élise|exemple\.ca|555/);
  });

  it('refuses a signed-in visitor who is not an admin, a connection without a token, and another namespace', async () => {
    const visitor = await subscribe(await createUser(`visiteur-${randomUUID().slice(0, 6)}@exemple.ca`, 'Visiteur-2026!'));
    sockets.push(visitor.socket);
    expect(visitor.answer).toMatchObject({ type: 'subscribe_error', errors: [{ errorType: 'UnauthorizedException' }] });

    const other = await subscribe(token, '/default/changes');
    sockets.push(other.socket);
    expect(other.answer.type).toBe('subscribe_error');

    const anonymous = open();
    sockets.push(anonymous.socket);
    await anonymous.next((m) => m.type === 'connection_error');
    await anonymous.next((m) => m.type === 'closed');
  });

  it('accepts only signed publish requests', async () => {
    const res = await fetch(`${stack().url}/event`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel: LIVE_CHANNEL, events: ['{}'] }) });
    expect(res.status).toBe(401);
  });
});

/** The back office's own live client (web/src/app/admin/live-client.ts) on a Node WebSocket, as a tab runs it. */
function backOfficeTab(token: string) {
  let socket: WebSocket | undefined;
  let status: LiveStatus = 'connecting';
  const wake = new Set<() => void>();
  const until = (done: () => boolean, what: string, timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        wake.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => reject(new Error(`${what} did not happen in ${timeoutMs} ms`)), timeoutMs);
      wake.add(check);
      check();
    });
  const notify = () => [...wake].forEach((w) => w());
  const state = { closed: false, revoked: false };
  const createSocket: SocketFactory = (url, protocols) => {
    socket = new WebSocket(url, protocols);
    socket.on('close', () => {
      state.closed = true;
      notify();
    });
    return socket as unknown as ReturnType<SocketFactory>;
  };
  const client = startLiveClient({
    config: { realtimeUrl: `${stack().url.replace('http://', 'ws://')}/event/realtime`, host: new URL(stack().url).host },
    getToken: async () => token,
    onChange: () => undefined,
    onReconnect: () => undefined,
    onStatus: (next) => {
      status = next;
      notify();
    },
    onRevoked: () => {
      state.revoked = true;
      notify();
    },
    createSocket,
  });
  return {
    stop: client.stop,
    live: () => until(() => status === 'live', 'subscription'),
    closedAfterRevocation: () => until(() => state.revoked && state.closed, 'revocation and close'),
  };
}

describe('an admin who loses admin access while a back-office tab is open', () => {
  it.each([
    ['demoted', { role: 'user' }],
    ['deactivated', { isActive: false }],
  ] as const)('%s: the tab is told, its live connection closes, and the old token is refused at subscribe', async (reason, change) => {
    const email = `admin-${reason}-${randomUUID().slice(0, 6)}@example.com`;
    const password = 'Admin-Temp-2026!';
    const promoted = await signUpConfirmed(email, password);
    const { userId } = (await api('/api/me', { token: promoted })).body as { userId: string };
    expect((await api(`/api/admin/users/${userId}`, { method: 'PATCH', json: { role: 'admin' }, token })).status).toBe(200);
    // A token carrying the admin group, still valid after the change (Cognito JWTs live until they expire).
    const adminTokenOfTab = await signIn(email, password);

    const tab = backOfficeTab(adminTokenOfTab);
    try {
      await tab.live();
      expect((await api(`/api/admin/users/${userId}`, { method: 'PATCH', json: change, token })).status).toBe(200);
      await tab.closedAfterRevocation();
    } finally {
      tab.stop();
    }

    // Reconnecting with the same token: the connection is accepted (the token is valid), the subscription is not.
    const again = await subscribe(adminTokenOfTab);
    sockets.push(again.socket);
    expect(again.answer).toMatchObject({ type: 'subscribe_error', errors: [{ errorType: 'UnauthorizedException' }] });
  });
});
