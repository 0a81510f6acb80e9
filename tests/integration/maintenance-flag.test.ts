import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api, stack } from './helpers.js';

/** The admin's maintenance toggle is also the CDN's switch: the KeyValueStore key the site's function reads. */
const patch = async (json: unknown) => api('/api/admin/site-settings', { method: 'PATCH', json, token: await adminToken() });
const flag = async () => {
  const res = await fetch(`${stack().kvs}/key-value-stores/${encodeURIComponent(stack().siteKvsArn)}/keys/maintenance`);
  return res.ok ? ((await res.json()) as { Value: string }).Value : undefined;
};
const setUnavailable = (on: boolean) => fetch(`${stack().kvs}/_local/unavailable`, { method: 'PUT', body: String(on) });
const s3 = new S3Client({ endpoint: stack().s3, region: 'ca-central-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
const SITE_BUCKET = 'brokerage-site';

afterAll(async () => {
  await setUnavailable(false);
  await patch({ maintenanceMode: false });
});

describe('maintenance switch', () => {
  it('follows the toggle, and the gateway answers / with the maintenance page while it is on', async () => {
    // The renderer's maintenance page, or one planted for this test (removed after).
    const existing = await s3.send(new GetObjectCommand({ Bucket: SITE_BUCKET, Key: 'maintenance.html' })).then((o) => o.Body!.transformToString(), () => undefined);
    const maintenancePage = existing ?? '<!doctype html><title>Site en maintenance</title>';
    if (!existing) await s3.send(new PutObjectCommand({ Bucket: SITE_BUCKET, Key: 'maintenance.html', Body: maintenancePage, ContentType: 'text/html; charset=utf-8' }));
    let on = false;
    try {
      const started = Date.now();
      expect((await patch({ maintenanceMode: true })).status).toBe(200);
      on = true;
      const toggleMs = Date.now() - started;
      expect(await flag()).toBe('true');
      const home = await fetch(`${stack().url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toBe(maintenancePage);

      expect((await patch({ maintenanceMode: false })).status).toBe(200);
      on = false;
      expect(await flag()).toBe('false');
      // Off: the prerendered home (or the shell while none is rendered; 503 without a web build).
      expect(await (await fetch(`${stack().url}/`)).text()).not.toBe(maintenancePage);
      console.info(`[maintenance] toggle on answered in ${toggleMs} ms`);
    } finally {
      if (on) await patch({ maintenanceMode: false });
      if (!existing) await s3.send(new DeleteObjectCommand({ Bucket: SITE_BUCKET, Key: 'maintenance.html' }));
    }
  });

  it('when the switch cannot be written, refuses the change with a French message and stores nothing', async () => {
    await setUnavailable(true);
    try {
      const res = await patch({ maintenanceMode: true });
      expect(res).toMatchObject({ status: 503, body: { error: { message: 'Impossible de mettre à jour le mode maintenance' } } });
      // Other settings do not depend on the switch.
      expect((await patch({ contactEmail: 'urgence@courtage-quebec.ca' })).status).toBe(200);
    } finally {
      await setUnavailable(false);
    }
    expect((await api('/api/admin/site-settings', { token: await adminToken() })).body.maintenanceMode).toBe(false);
    expect(await flag()).toBe('false');
  });

  it('is the admin\'s alone: anonymous and non-admin callers are refused before anything is written', async () => {
    expect((await api('/api/admin/site-settings', { method: 'PATCH', json: { maintenanceMode: true } })).status).toBe(401);
    expect(await flag()).toBe('false');
  });
});
