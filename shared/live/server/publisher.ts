import type { SignatureV4 } from '@smithy/signature-v4';
import { env } from '../../config/env.js';
import { LIVE_CHANNEL, type LiveMessage } from '../channel.js';

// Module scope (docs/architecture.md rule 7): one signer per container, credentials cached by the provider. The SDK
// parts load on the first publish, not with the function's module (issue 12: lean cold imports).
let signer: Promise<SignatureV4> | undefined;
const getSigner = () =>
  (signer ??= Promise.all([import('@aws-sdk/credential-provider-node'), import('@smithy/signature-v4'), import('@aws-crypto/sha256-js')]).then(
    ([{ defaultProvider }, { SignatureV4 }, { Sha256 }]) => new SignatureV4({ service: 'appsync', region: process.env.AWS_REGION ?? 'ca-central-1', credentials: defaultProvider(), sha256: Sha256 }),
  ));

/**
 * Publishes on the back office's channel through the AppSync Events HTTP API (POST /event), signed with
 * the function's IAM role (SigV4, service appsync). Locally the gateway answers the same request.
 */
export async function publishLiveChanges(changes: LiveMessage[]) {
  const url = new URL(env().LIVE_EVENTS_HTTP_URL ?? '');
  const body = JSON.stringify({ channel: LIVE_CHANNEL, events: changes.map((c) => JSON.stringify(c)) });
  const request = {
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    headers: { host: url.host, 'content-type': 'application/json' },
    body,
  };
  const signed = await (await getSigner()).sign(request);
  const res = await fetch(url, { method: 'POST', headers: signed.headers, body, signal: AbortSignal.timeout(5_000) });
  const answer = (await res.json().catch(() => ({}))) as { failed?: unknown[] };
  // A refused publish must make the bus retry (then dead-letter), not vanish.
  if (!res.ok || (answer.failed?.length ?? 0) > 0) throw new Error(`Live publish refused: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
}
