import { describe, expect, it } from 'vitest';
import { isServableMediaKey, mediaIdOf, mediaIdOfUploadKey, photoUrl, RENDITION_WIDTHS, renditionKey, srcSetOf, uploadKey } from '../../shared/media/renditions.js';
import { MAX_UPLOAD_BYTES, mediaStatusQuerySchema, UPLOAD_REFUSED, uploadRequestSchema } from '../../shared/media/schema.js';

const id = '3f0c2a9e-5b7d-4c1e-9a8b-0d6e2f4a1b3c';

describe('photo renditions', () => {
  it('address the 960 px rendition by default and every width on request', () => {
    expect(RENDITION_WIDTHS).toEqual([160, 480, 960, 1600]);
    expect(photoUrl(id)).toBe(`/media/photos/${id}/960.webp`);
    expect(photoUrl(id, 480)).toBe(`/media/photos/${id}/480.webp`);
    expect(renditionKey(id, 1600)).toBe(`photos/${id}/1600.webp`);
  });

  it('find the media id of a rendition URL, with or without an origin, and of nothing else', () => {
    expect(mediaIdOf(photoUrl(id))).toBe(id);
    expect(mediaIdOf(`https://courtage.example${photoUrl(id, 1600)}`)).toBe(id);
    for (const other of [undefined, null, '', '/media/properties/p1/1.webp', `/media/photos/${id}/720.webp`, `/media/photos/${id}/960.jpg`, `/media/photos/not-a-uuid/960.webp`, 'https://example.com/a.jpg', `/media/photos/${id}/960.webp?x=1`]) {
      expect(mediaIdOf(other), String(other)).toBeUndefined();
    }
  });

  it('build a srcset of every width for pipeline photos only', () => {
    expect(srcSetOf(photoUrl(id))).toBe(`/media/photos/${id}/160.webp 160w, /media/photos/${id}/480.webp 480w, /media/photos/${id}/960.webp 960w, /media/photos/${id}/1600.webp 1600w`);
    expect(srcSetOf(`https://cdn.example${photoUrl(id, 480)}`)).toBe(
      `https://cdn.example/media/photos/${id}/160.webp 160w, https://cdn.example/media/photos/${id}/480.webp 480w, https://cdn.example/media/photos/${id}/960.webp 960w, https://cdn.example/media/photos/${id}/1600.webp 1600w`,
    );
    expect(srcSetOf('/media/properties/p1/1.webp')).toBeUndefined();
    expect(srcSetOf(undefined)).toBeUndefined();
  });

  it('keep originals under uploads/ and serve only renditions and seed WebP files', () => {
    expect(uploadKey(id)).toBe(`uploads/${id}`);
    expect(mediaIdOfUploadKey(uploadKey(id))).toBe(id);
    expect(mediaIdOfUploadKey('uploads/../x')).toBeUndefined();
    expect(mediaIdOfUploadKey(`photos/${id}`)).toBeUndefined();
    for (const key of [renditionKey(id, 160), renditionKey(id, 480), 'site/hero-1.webp', 'agents/a1.webp', 'properties/p1/3.webp', 'blog/b1.webp']) expect(isServableMediaKey(key), key).toBe(true);
    for (const key of [uploadKey(id), `photos/${id}/720.webp`, 'photos/x/960.webp', 'agents/a1.jpg', 'properties/../uploads/x.webp', 'secret.webp', '']) expect(isServableMediaKey(key), key).toBe(false);
  });
});

describe('upload requests', () => {
  it('accept JPEG, PNG and WebP up to 15 MB for a property, a broker or a testimonial', () => {
    for (const contentType of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(uploadRequestSchema.parse({ purpose: 'property', contentType, size: MAX_UPLOAD_BYTES })).toMatchObject({ contentType });
    }
  });

  it('refuse anything else with one French message', () => {
    for (const body of [
      { purpose: 'agent', contentType: 'application/pdf', size: 1000 },
      { purpose: 'agent', contentType: 'image/gif', size: 1000 },
      { purpose: 'agent', contentType: 'image/svg+xml', size: 1000 },
      { purpose: 'agent', contentType: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 },
      { purpose: 'agent', contentType: 'image/jpeg', size: 0 },
      { purpose: 'agent', contentType: 'image/jpeg', size: 1.5 },
    ]) {
      const parsed = uploadRequestSchema.safeParse(body);
      expect(parsed.success, JSON.stringify(body)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(UPLOAD_REFUSED);
    }
    expect(uploadRequestSchema.safeParse({ purpose: 'agent', contentType: 'image/png', size: 10, key: 'x' }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ purpose: 'brochure', contentType: 'image/png', size: 10 }).success).toBe(false);
  });

  it('read the ids of a status request, deduplicated, 1 to 100', () => {
    expect(mediaStatusQuerySchema.parse({ ids: ' a,b,,a ' }).ids).toEqual(['a', 'b']);
    expect(mediaStatusQuerySchema.safeParse({ ids: ',' }).success).toBe(false);
    expect(mediaStatusQuerySchema.safeParse({}).success).toBe(false);
    expect(mediaStatusQuerySchema.safeParse({ ids: Array.from({ length: 101 }, (_, i) => `m${i}`).join(',') }).success).toBe(false);
  });
});

describe('the presigned POST policy', () => {
  it('pins the key, the declared type and 1 byte to 15 MB', async () => {
    process.env.TABLE_NAME ??= 'brokerage';
    const { uploadPolicy } = await import('../../shared/media/server/storage.js');
    expect(uploadPolicy(id, 'image/png')).toEqual({
      Key: `uploads/${id}`,
      Conditions: [
        ['content-length-range', 1, 15 * 1024 * 1024],
        ['eq', '$Content-Type', 'image/png'],
      ],
      Fields: { 'Content-Type': 'image/png' },
      Expires: 600,
    });
  });
});
