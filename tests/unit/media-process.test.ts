import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoDimensionsError, renderPhoto } from '../../shared/media/server/process.js';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE } from '../../shared/media/schema.js';
import { imageBomb } from '../support/image-bomb.js';

const TOO_LARGE_16000 = "L'image est trop grande (16\u00a0000 × 16\u00a0000 pixels) : envoyez une image d'au plus 16\u00a0000 pixels de côté et 70 mégapixels.";

describe('photo dimensions', () => {
  it('accept real cameras, phones and panoramas up to 16 000 px a side and 70 megapixels', () => {
    expect([MAX_PHOTO_SIDE, MAX_PHOTO_PIXELS]).toEqual([16_000, 70_000_000]);
    // 61 MP full frame, 50 MP phone, 64 MP phone, a 63 MP phone panorama, the exact limits.
    for (const [width, height] of [[9504, 6336], [8160, 6144], [9248, 6936], [16_000, 3936], [16_000, 4375], [4375, 16_000], [10_000, 7000]] as const) {
      expect(photoDimensionsError(width, height), `${width}×${height}`).toBeUndefined();
    }
  });

  it('refuse a side over 16 000 px or more than 70 megapixels, with the dimensions and the limits in French', () => {
    expect(photoDimensionsError(16_000, 16_000)).toBe(TOO_LARGE_16000);
    expect(photoDimensionsError(16_001, 100)).toBe("L'image est trop grande (16\u00a0001 × 100 pixels) : envoyez une image d'au plus 16\u00a0000 pixels de côté et 70 mégapixels.");
    for (const [width, height] of [[100, 16_001], [16_000, 4376], [10_000, 7001], [12_240, 16_000]] as const) {
      expect(photoDimensionsError(width, height), `${width}×${height}`).toContain(`${width.toLocaleString('fr-CA')} × ${height.toLocaleString('fr-CA')} pixels`);
    }
  });
});

describe('renderPhoto', () => {
  it('still renders a panorama at both limits (16 000 × 4 375 px, 70 MP) into every width', async () => {
    const panorama = await sharp({ create: { width: 16_000, height: 4375, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
    const outcome = await renderPhoto(panorama, 'image/jpeg');
    if (!outcome.ok) throw new Error(outcome.error);
    const sizes = await Promise.all(outcome.renditions.map(async ({ body }) => sharp(body).metadata()));
    expect(sizes.map(({ width, height, format }) => ({ width, format, height }))).toEqual([
      { width: 160, format: 'webp', height: 44 },
      { width: 480, format: 'webp', height: 131 },
      { width: 960, format: 'webp', height: 262 },
      { width: 1600, format: 'webp', height: 437 },
    ]);
  }, 30_000);

  it('refuses the image bomb (a 16 000 × 16 000 PNG of one colour) from its header', async () => {
    const bomb = imageBomb(16_000);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    // A real image: the same bytes at 64 px a side decode to black pixels.
    expect(await sharp(imageBomb(64)).stats()).toMatchObject({ channels: [expect.objectContaining({ min: 0, max: 0 })] });
    expect(await renderPhoto(bomb, 'image/png')).toEqual({ ok: false, error: TOO_LARGE_16000 });
  });
});
