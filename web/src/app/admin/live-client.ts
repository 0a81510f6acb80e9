import { isAccessRevoked, LIVE_CHANNEL, type LiveChange, type LiveMessage } from '../../../../shared/live/channel';

/** The part of the runtime config the live client needs (shared/config/runtime-config.ts). */
export type LiveConfig = { realtimeUrl: string; host: string };

type Socket = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};
export type SocketFactory = (url: string, protocols: string[]) => Socket;

export type LiveClientOptions = {
  config: LiveConfig;
  /** The signed-in admin's access token (refreshed by the auth library), or undefined when signed out. */
  getToken: () => Promise<string | undefined>;
  onChange: (change: LiveChange) => void;
  /** Called after a reconnection is subscribed again: what happened meanwhile was missed, refetch. */
  onReconnect: () => void;
  /** 'live' once subscribed; 'offline' while the browser is offline; 'connecting' otherwise. */
  onStatus?: (status: LiveStatus) => void;
  /**
   * The signed-in account lost admin access: told so on the channel, or refused at subscribe. The client
   * has stopped (no reconnection loop); the tab signs out.
   */
  onRevoked?: () => void;
  createSocket?: SocketFactory;
  /** Backoff of reconnections: 1 s, 2 s, 4 s… up to this. */
  maxDelayMs?: number;
};

export type LiveStatus = 'connecting' | 'live' | 'offline';

const PROTOCOL = 'aws-appsync-event-ws';
/** Whose token this is (its `sub`), read without verification: only to recognise the account's own revocation. */
export function tokenSubject(token: string): string | undefined {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { sub?: unknown }).sub as string | undefined;
  } catch {
    return undefined;
  }
}

const base64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A small client of the AppSync Events WebSocket protocol (connection_init → connection_ack, ka,
 * subscribe → subscribe_success, data), used in AWS and against the local gateway alike. Amplify's own
 * events client always dials wss://, which the local http gateway cannot answer. Reconnects with backoff
 * (and at once when the browser comes back online); after a reconnection, `onReconnect` lets the tab catch up.
 */
export function startLiveClient(options: LiveClientOptions) {
  const createSocket: SocketFactory = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as Socket);
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let socket: Socket | undefined;
  let stopped = false;
  let subscribedOnce = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delayMs: number) => {
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(() => void connect(), delayMs);
  };
  const drop = () => {
    clearTimeout(watchdog);
    const current = socket;
    socket = undefined;
    if (current) {
      current.onclose = current.onmessage = current.onerror = current.onopen = null;
      current.close();
    }
  };
  const setStatus = (status: LiveStatus) => options.onStatus?.(status);
  const reconnectLater = () => {
    drop();
    setStatus('connecting');
    failures += 1;
    schedule(Math.min(maxDelayMs, 1000 * 2 ** (failures - 1)));
  };

  async function connect() {
    drop();
    const token = await options.getToken().catch(() => undefined);
    if (stopped) return;
    if (!token) return reconnectLater();
    const subject = tokenSubject(token);
    const authorization = { host: options.config.host, Authorization: token };
    const ws = createSocket(options.config.realtimeUrl, [PROTOCOL, `header-${base64Url(JSON.stringify(authorization))}`]);
    socket = ws;
    let timeoutMs = 300_000;
    // No keep-alive for the announced time: the connection is dead even if no close event came.
    const armWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(reconnectLater, timeoutMs);
    };
    ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init' }));
    ws.onclose = reconnectLater;
    ws.onerror = reconnectLater;
    ws.onmessage = ({ data }) => {
      let message: { type?: string; event?: string; connectionTimeoutMs?: number; errors?: { errorType?: string }[] };
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      armWatchdog();
      if (message.type === 'connection_ack') {
        timeoutMs = message.connectionTimeoutMs ?? timeoutMs;
        armWatchdog();
        ws.send(JSON.stringify({ type: 'subscribe', id: crypto.randomUUID(), channel: LIVE_CHANNEL, authorization }));
      } else if (message.type === 'subscribe_success') {
        failures = 0;
        setStatus('live');
        if (subscribedOnce) options.onReconnect();
        subscribedOnce = true;
      } else if (message.type === 'data' && message.event) {
        let live: LiveMessage;
        try {
          live = JSON.parse(message.event) as LiveMessage;
        } catch {
          // A message this version does not understand is skipped, never fatal.
          return;
        }
        if (!isAccessRevoked(live)) options.onChange(live);
        else if (subject && live.id === subject) revoke();
      } else if (message.type === 'subscribe_error' && message.errors?.some((e) => e.errorType?.startsWith('Unauthorized'))) {
        // The server no longer counts this account as an admin (it reads the profile at each subscribe).
        revoke();
      } else if (message.type === 'subscribe_error' || message.type === 'connection_error') {
        reconnectLater();
      }
    };
  }

  const goOffline = () => {
    clearTimeout(retry);
    drop();
    setStatus('offline');
  };
  const goOnline = () => {
    failures = 0;
    setStatus('connecting');
    schedule(0);
  };
  function stop() {
    stopped = true;
    clearTimeout(retry);
    drop();
    globalThis.removeEventListener?.('offline', goOffline);
    globalThis.removeEventListener?.('online', goOnline);
  }
  function revoke() {
    if (stopped) return;
    stop();
    options.onRevoked?.();
  }
  globalThis.addEventListener?.('offline', goOffline);
  globalThis.addEventListener?.('online', goOnline);
  void connect();

  return { stop };
}
