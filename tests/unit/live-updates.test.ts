import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgentChangedV1 } from '../../events/agent-changed.v1.js';
import type { BusEvent } from '../../events/envelope.js';
import { LeadChangedV1 } from '../../events/lead-changed.v1.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { PropertyChangedV1, type PropertySummary } from '../../events/property-changed.v1.js';
import { outboxItem } from '../../events/publish.js';
import { channelMatches, maySubscribe } from '../../shared/live/access.js';
import { LIVE_CHANNEL } from '../../shared/live/channel.js';
import { toLiveChange } from '../../shared/live/change.js';
import { adminAccessLoss } from '../../shared/users/rules.js';
import { AdminAccessRevokedV1 } from '../../events/admin-access-revoked.v1.js';
import { startLiveClient, tokenSubject, type SocketFactory } from '../../web/src/app/admin/live-client.js';

const busEvent = (item: ReturnType<typeof outboxItem>): BusEvent => ({ id: 'bus-1', source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: item.detail });
const home: PropertySummary = { title: 'Maison à Lévis', location: 'Lévis', price: 450_000, isActive: true, isFeatured: false, viewsCount: 3, createdAt: '2026-11-01T12:00:00.000Z' };

describe('toLiveChange', () => {
  it('maps a property change, hidden once inactive or deleted, keyed by the envelope id', () => {
    const created = outboxItem(PropertyChangedV1, { propertyId: 'p1', change: 'created', before: null, after: home });
    expect(toLiveChange(busEvent(created))).toEqual({ eventId: created.eventId, change: { kind: 'property', change: 'created', id: 'p1', label: 'Maison à Lévis', visible: true } });
    const hidden = outboxItem(PropertyChangedV1, { propertyId: 'p1', change: 'updated', before: home, after: { ...home, isActive: false } });
    expect(toLiveChange(busEvent(hidden)).change).toMatchObject({ change: 'updated', visible: false });
    const deleted = outboxItem(PropertyChangedV1, { propertyId: 'p1', change: 'deleted', before: home, after: null });
    expect(toLiveChange(busEvent(deleted)).change).toEqual({ kind: 'property', change: 'deleted', id: 'p1', label: 'Maison à Lévis', visible: false });
  });

  it('maps brokers by name and leads by type only', () => {
    const agent = outboxItem(AgentChangedV1, { agentId: 'a1', change: 'created', before: null, after: { name: 'Julie Roy', isActive: true, createdAt: home.createdAt } });
    expect(toLiveChange(busEvent(agent)).change).toEqual({ kind: 'agent', change: 'created', id: 'a1', label: 'Julie Roy', visible: true });
    const lead = outboxItem(LeadCreatedV1, { leadId: 'l1', leadType: 'vendeur', source: 'vendeur-form' });
    expect(toLiveChange(busEvent(lead)).change).toEqual({ kind: 'lead', change: 'created', id: 'l1', label: 'vendeur', visible: true });
    const gone = outboxItem(LeadChangedV1, { leadId: 'l1', change: 'deleted', before: { leadType: 'acheteur', status: 'new', createdAt: home.createdAt }, after: null });
    expect(toLiveChange(busEvent(gone)).change).toEqual({ kind: 'lead', change: 'deleted', id: 'l1', label: 'acheteur', visible: false });
  });

  it('maps an admin access revoked to the message that tells that account to leave', () => {
    const revoked = outboxItem(AdminAccessRevokedV1, { userId: 'u1', reason: 'demoted' });
    expect(toLiveChange(busEvent(revoked))).toEqual({ eventId: revoked.eventId, change: { kind: 'access', change: 'revoked', id: 'u1' } });
  });

  it('refuses an event it has no message for', () => {
    expect(() => toLiveChange({ id: 'x', source: 'brokerage.newsletter', 'detail-type': 'SubscriberSubscribed', time: '', detail: {} })).toThrow(/No live message/);
  });
});

describe('live channel access', () => {
  const admin = { role: 'admin', isActive: true } as const;
  it('lets only an active admin (group and profile) subscribe, and only to the admin namespace', () => {
    expect(maySubscribe(['admin'], admin, LIVE_CHANNEL)).toBe(true);
    expect(maySubscribe(['admin'], admin, '/admin/*')).toBe(true);
    expect(maySubscribe([], admin, LIVE_CHANNEL)).toBe(false);
    expect(maySubscribe(['editors'], admin, LIVE_CHANNEL)).toBe(false);
    expect(maySubscribe(['admin'], admin, '/default/changes')).toBe(false);
    expect(maySubscribe(['admin'], admin, '/admin')).toBe(false);
  });

  it('refuses a token still carrying the admin group once the profile is demoted, deactivated or gone', () => {
    expect(maySubscribe(['admin'], { role: 'user', isActive: true }, LIVE_CHANNEL)).toBe(false);
    expect(maySubscribe(['admin'], { role: 'admin', isActive: false }, LIVE_CHANNEL)).toBe(false);
    expect(maySubscribe(['admin'], null, LIVE_CHANNEL)).toBe(false);
  });

  it('names the reason an account change takes admin access away, and only then', () => {
    expect(adminAccessLoss(admin, { role: 'user', isActive: true })).toBe('demoted');
    expect(adminAccessLoss(admin, { role: 'admin', isActive: false })).toBe('deactivated');
    expect(adminAccessLoss(admin, { role: 'user', isActive: false })).toBe('deactivated');
    expect(adminAccessLoss(admin, admin)).toBeNull();
    expect(adminAccessLoss({ role: 'user', isActive: true }, { role: 'user', isActive: false })).toBeNull();
    expect(adminAccessLoss({ role: 'admin', isActive: false }, { role: 'user', isActive: false })).toBeNull();
  });

  it('matches channels exactly or by a trailing wildcard', () => {
    expect(channelMatches('/admin/changes', '/admin/changes')).toBe(true);
    expect(channelMatches('/admin/*', '/admin/changes')).toBe(true);
    expect(channelMatches('/admin/other', '/admin/changes')).toBe(false);
    expect(channelMatches('/admin/*', '/adminx/changes')).toBe(false);
  });
});

/** A socket the test drives: what the client sends, and server messages pushed by hand. */
function fakeSockets() {
  const sockets: { url: string; protocols: string[]; sent: Record<string, unknown>[]; socket: ReturnType<SocketFactory>; closed: boolean }[] = [];
  const factory: SocketFactory = (url, protocols) => {
    const entry = { url, protocols, sent: [] as Record<string, unknown>[], closed: false, socket: undefined as unknown as ReturnType<SocketFactory> };
    entry.socket = {
      readyState: 1,
      send: (data: string) => void entry.sent.push(JSON.parse(data) as Record<string, unknown>),
      close: () => void (entry.closed = true),
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
    } as unknown as ReturnType<SocketFactory>;
    sockets.push(entry);
    return entry.socket;
  };
  const push = (i: number, message: unknown) => sockets[i]!.socket.onmessage?.({ data: JSON.stringify(message) });
  return { sockets, factory, push };
}

describe('live client (AppSync Events protocol)', () => {
  afterEach(() => vi.useRealTimers());

  it('authenticates with the header subprotocol, subscribes after the ack, hands data over, and catches up after a reconnection', async () => {
    vi.useFakeTimers();
    const { sockets, factory, push } = fakeSockets();
    const onChange = vi.fn();
    const onReconnect = vi.fn();
    const client = startLiveClient({ config: { realtimeUrl: 'wss://rt.example/event/realtime', host: 'api.example' }, getToken: async () => 'jwt-1', onChange, onReconnect, createSocket: factory });
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets[0]!.protocols[0]).toBe('aws-appsync-event-ws');
    const header = JSON.parse(Buffer.from(sockets[0]!.protocols[1]!.slice('header-'.length), 'base64url').toString());
    expect(header).toEqual({ host: 'api.example', Authorization: 'jwt-1' });

    sockets[0]!.socket.onopen?.({});
    expect(sockets[0]!.sent).toEqual([{ type: 'connection_init' }]);
    push(0, { type: 'connection_ack', connectionTimeoutMs: 300_000 });
    expect(sockets[0]!.sent[1]).toMatchObject({ type: 'subscribe', channel: LIVE_CHANNEL, authorization: { host: 'api.example', Authorization: 'jwt-1' } });
    push(0, { type: 'subscribe_success', id: sockets[0]!.sent[1]!.id });
    expect(onReconnect).not.toHaveBeenCalled();

    const change = { kind: 'property', change: 'created', id: 'p1', label: 'Maison', visible: true };
    push(0, { type: 'data', id: sockets[0]!.sent[1]!.id, event: JSON.stringify(change) });
    expect(onChange).toHaveBeenCalledWith(change);

    // The connection drops: a new one after 1 s, and once subscribed again the tab refetches.
    sockets[0]!.socket.onclose?.({});
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.socket.onopen?.({});
    push(1, { type: 'connection_ack', connectionTimeoutMs: 300_000 });
    push(1, { type: 'subscribe_success', id: sockets[1]!.sent[1]!.id });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    client.stop();
    expect(sockets[1]!.closed).toBe(true);
  });

  it('reconnects when keep-alives stop, backing off after repeated failures', async () => {
    vi.useFakeTimers();
    const { sockets, factory, push } = fakeSockets();
    const client = startLiveClient({ config: { realtimeUrl: 'wss://rt.example/event/realtime', host: 'h' }, getToken: async () => 't', onChange: vi.fn(), onReconnect: vi.fn(), createSocket: factory });
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.socket.onopen?.({});
    push(0, { type: 'connection_ack', connectionTimeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_000);
    push(0, { type: 'ka' });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000 + 1_000);
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    // A second failure in a row waits 2 s.
    sockets[1]!.socket.onerror?.({});
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    client.stop();
  });

  const jwtOf = (sub: string) => `h.${Buffer.from(JSON.stringify({ sub, token_use: 'access' })).toString('base64url')}.sig`;

  it('reads whose token it is, and nothing from a malformed one', () => {
    expect(tokenSubject(jwtOf('3f1c-a'))).toBe('3f1c-a');
    expect(tokenSubject('not-a-jwt')).toBeUndefined();
  });

  it("stops for good and reports it when the channel says this account's admin access was revoked", async () => {
    vi.useFakeTimers();
    const { sockets, factory, push } = fakeSockets();
    const onChange = vi.fn();
    const onRevoked = vi.fn();
    startLiveClient({ config: { realtimeUrl: 'wss://rt', host: 'h' }, getToken: async () => jwtOf('me'), onChange, onReconnect: vi.fn(), onRevoked, createSocket: factory });
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.socket.onopen?.({});
    push(0, { type: 'connection_ack' });
    const id = sockets[0]!.sent[1]!.id;
    push(0, { type: 'subscribe_success', id });
    // Another account's revocation is none of this tab's business.
    push(0, { type: 'data', id, event: JSON.stringify({ kind: 'access', change: 'revoked', id: 'someone-else' }) });
    expect(onRevoked).not.toHaveBeenCalled();
    expect(sockets[0]!.closed).toBe(false);
    push(0, { type: 'data', id, event: JSON.stringify({ kind: 'access', change: 'revoked', id: 'me' }) });
    expect(onRevoked).toHaveBeenCalledTimes(1);
    expect(sockets[0]!.closed).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('treats a subscription refused as unauthorized as access revoked (no reconnection loop), other refusals as transient', async () => {
    vi.useFakeTimers();
    const { sockets, factory, push } = fakeSockets();
    const onRevoked = vi.fn();
    startLiveClient({ config: { realtimeUrl: 'wss://rt', host: 'h' }, getToken: async () => jwtOf('me'), onChange: vi.fn(), onReconnect: vi.fn(), onRevoked, createSocket: factory });
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.socket.onopen?.({});
    push(0, { type: 'connection_ack' });
    push(0, { type: 'subscribe_error', id: sockets[0]!.sent[1]!.id, errors: [{ errorType: 'InternalFailure' }] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.socket.onopen?.({});
    push(1, { type: 'connection_ack' });
    push(1, { type: 'subscribe_error', id: sockets[1]!.sent[1]!.id, errors: [{ errorType: 'Unauthorized' }] });
    expect(onRevoked).toHaveBeenCalledTimes(1);
    expect(sockets[1]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('waits for a token instead of connecting without one', async () => {
    vi.useFakeTimers();
    const { sockets, factory } = fakeSockets();
    let token: string | undefined;
    const client = startLiveClient({ config: { realtimeUrl: 'wss://rt.example/event/realtime', host: 'h' }, getToken: async () => token, onChange: vi.fn(), onReconnect: vi.fn(), createSocket: factory });
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    token = 't';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(1);
    client.stop();
  });
});
