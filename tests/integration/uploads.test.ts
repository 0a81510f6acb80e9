import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { stack, adminToken, api, eventually, useStackTable } from './helpers.js';

/**
 * The photo pipeline on the local stack: presigned POST to the private uploads bucket (s3rver), the
 * 'Object Created' event, the photo consumer (sharp), renditions served by the gateway, originals never.
 */
const UPLOAD_REFUSED = 'Seules les images JPEG, PNG ou WebP de 15 Mo au plus sont acceptées.';
const created: string[] = [];
let token: string;
let mediaRepository: typeof import('../../shared/media/server/repository.js').mediaRepository;

beforeAll(async () => {
  useStackTable();
  mediaRepository = (await import('../../shared/media/server/repository.js')).mediaRepository;
  token = await adminToken();
});
afterAll(async () => {
  for (const id of created) await mediaRepository.remove(id);
});

type Ticket = { mediaId: string; url: string; fields: Record<string, string>; photoUrl: string; expiresAt: string };

async function presign(contentType: string, size: number, purpose = 'property') {
  return api('/api/admin/uploads', { method: 'POST', token, json: { purpose, contentType, size } });
}

async function upload(contentType: 'image/jpeg' | 'image/png' | 'image/webp', body: Uint8Array, declaredSize = body.byteLength) {
  const ticket = await presign(contentType, declaredSize);
  expect(ticket.status).toBe(201);
  const t = ticket.body as Ticket;
  created.push(t.mediaId);
  // What the browser does: the policy's fields, then the file last.
  const form = new FormData();
  for (const [name, value] of Object.entries(t.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(body)], { type: contentType }), 'photo');
  const posted = await fetch(t.url, { method: 'POST', body: form });
  expect(posted.status).toBe(204);
  return t;
}

const statusOf = async (id: string) => (await api(`/api/admin/media?ids=${id}`, { token })).body.items[0];
const settled = (id: string) => eventually(() => statusOf(id), (s) => s.status !== 'pending');
const media = (path: string) => fetch(`${stack().url}${path}`);

describe('POST /api/admin/uploads', () => {
  it('refuses a PDF, an image over 15 MB and an empty one with the French message', async () => {
    for (const [type, size] of [['application/pdf', 1000], ['image/jpeg', 16 * 1024 * 1024], ['image/png', 0], ['image/gif', 1000]] as const) {
      expect(await presign(type, size)).toMatchObject({ status: 400, body: { error: { message: UPLOAD_REFUSED } } });
    }
  });

  it('hands out a presigned POST pinned to the key, the declared type and 15 MB, and records a pending photo', async () => {
    const { status, body } = await presign('image/webp', 1234, 'agent');
    expect(status).toBe(201);
    created.push(body.mediaId);
    expect(body).toMatchObject({ url: expect.stringContaining('brokerage-uploads'), photoUrl: `/media/photos/${body.mediaId}/960.webp`, fields: { key: `uploads/${body.mediaId}`, 'Content-Type': 'image/webp' } });
    const policy = JSON.parse(Buffer.from(body.fields.Policy, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(expect.arrayContaining([['content-length-range', 1, 15 * 1024 * 1024], ['eq', '$Content-Type', 'image/webp'], { key: `uploads/${body.mediaId}` }]));
    expect(await statusOf(body.mediaId)).toEqual({ id: body.mediaId, status: 'pending' });
    expect(await statusOf('inconnu')).toEqual({ id: 'inconnu', status: 'missing' });
    expect((await api('/api/admin/media', { token })).status).toBe(400);
  });
});

describe('the photo consumer', () => {
  it('turns a JPEG carrying GPS EXIF into three WebP renditions without any metadata, and drops the original', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Espion' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 48/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '71/1 12/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('Espion');
    const ticket = await upload('image/jpeg', jpeg);
    expect(await settled(ticket.mediaId)).toEqual({ id: ticket.mediaId, status: 'ready', url: ticket.photoUrl });
    for (const width of [160, 480, 960, 1600]) {
      const res = await media(`/media/photos/${ticket.mediaId}/${width}.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect((await media(`/media/uploads/${ticket.mediaId}`)).status).toBe(404);
  });

  it('never enlarges a small photo, yet writes every width', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#ffffff' } }).png().toBuffer();
    const ticket = await upload('image/png', png);
    expect((await settled(ticket.mediaId)).status).toBe('ready');
    const widths = await Promise.all([160, 480, 960, 1600].map(async (w) => (await sharp(Buffer.from(await (await media(`/media/photos/${ticket.mediaId}/${w}.webp`)).arrayBuffer())).metadata()).width));
    expect(widths).toEqual([160, 480, 600, 600]);
  });

  it('fails a text file sent as image/png (a lying type): nothing is served', async () => {
    const ticket = await upload('image/png', new TextEncoder().encode('Ceci n’est pas une image, malgré son type.'));
    expect(await settled(ticket.mediaId)).toEqual({ id: ticket.mediaId, status: 'failed', error: "Ce fichier n'est pas une image JPEG, PNG ou WebP valide." });
    for (const width of [160, 480, 960, 1600]) expect((await media(`/media/photos/${ticket.mediaId}/${width}.webp`)).status).toBe(404);
    expect((await media(`/media/uploads/${ticket.mediaId}`)).status).toBe(404);
  });

  it('fails a real PNG declared as JPEG', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000000' } }).png().toBuffer();
    const ticket = await upload('image/jpeg', png);
    expect(await settled(ticket.mediaId)).toMatchObject({ status: 'failed', error: expect.stringContaining('ne correspond pas au type annoncé') });
  });

  it('fails an image bomb (a 16 000 × 16 000 PNG of one colour, under 1 MB) with the French reason: nothing is written', async () => {
    const bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#3a6ea5' } }).toColourspace('b-w').png({ compressionLevel: 9 }).toBuffer();
    const ticket = await upload('image/png', bomb);
    expect(await settled(ticket.mediaId)).toEqual({
      id: ticket.mediaId,
      status: 'failed',
      error: "L'image est trop grande (16\u00a0000 × 16\u00a0000 pixels) : envoyez une image d'au plus 16\u00a0000 pixels de côté et 70 mégapixels.",
    });
    for (const width of [160, 480, 960, 1600]) expect((await media(`/media/photos/${ticket.mediaId}/${width}.webp`)).status).toBe(404);
    expect((await media(`/media/uploads/${ticket.mediaId}`)).status).toBe(404);
  });

  it('fails a body over 15 MB (s3rver does not enforce the policy; the consumer re-checks the size)', async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    const ticket = await upload('image/jpeg', big, 1024);
    expect(await settled(ticket.mediaId)).toMatchObject({ status: 'failed', error: expect.stringContaining('15 Mo') });
    expect((await media(`/media/photos/${ticket.mediaId}/960.webp`)).status).toBe(404);
  });
});
