// The pictures link previews show (issue 25): a 1200 × 630 JPEG made from a post's or a
// service's own picture, which WhatsApp, Facebook and X show where they show no SVG.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { mediaFiles, services } from '#server/db/schema.ts';
import { build } from '#test/helper.ts';

const app = await build({ appUrl: 'https://landed.example' });

async function picture(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return {
    response,
    meta: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null,
  };
}

describe('GET /og/{blog|services}/{slug}.jpg', () => {
  it("makes a 1200 × 630 JPEG of a post's and a service's built-in SVG picture", async () => {
    for (const url of [
      '/og/blog/oshc-and-seeing-a-gp-in-australia.jpg',
      '/og/services/airport-pickup.jpg',
    ]) {
      const { response, meta } = await picture(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it('makes it of an uploaded picture of any shape, and again when the picture changes', async () => {
    const before = await picture('/og/services/sim-card-setup.jpg');
    expect(before.response.statusCode).toBe(200);
    const png = await sharp({
      create: { width: 300, height: 500, channels: 3, background: '#0d9488' },
    })
      .png()
      .toBuffer();
    const [media] = await app.db
      .insert(mediaFiles)
      .values({ mimeType: 'image/png', sizeBytes: png.length, content: png })
      .returning();
    await app.db
      .update(services)
      .set({ imageUrl: `/api/media/${media!.id}`, updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(services.slug, 'sim-card-setup'));
    const { response, meta } = await picture('/og/services/sim-card-setup.jpg');
    expect(response.statusCode).toBe(200);
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const { dominant } = await sharp(response.rawPayload).stats();
    // The upload's teal, not the built-in picture kept from before.
    expect(dominant.g).toBeGreaterThan(dominant.r);
    expect(response.rawPayload.equals(before.response.rawPayload)).toBe(false);
  });

  it('answers 404 for what is not public, unknown, or not a picture path', async () => {
    await app.db
      .update(services)
      .set({ visibility: 'Hidden' })
      .where(eq(services.slug, 'driving-support'));
    await app.db
      .update(services)
      .set({ imageUrl: '/../../package.json' })
      .where(eq(services.slug, 'city-orientation'));
    for (const url of [
      '/og/services/driving-support.jpg',
      '/og/services/city-orientation.jpg',
      '/og/blog/no-such-post.jpg',
      '/og/users/airport-pickup.jpg',
      '/og/blog/oshc-and-seeing-a-gp-in-australia.png',
      '/og/blog/..%2F..%2Fpackage.jpg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Image not found.' });
    }
  });
});

describe('how often', () => {
  it('is limited per client address (six times the public forms’ rate)', async () => {
    const limited = await build({
      rateLimits: {
        auth: { max: 1000, timeWindowMs: 60_000 },
        forms: { max: 1, timeWindowMs: 60_000 },
      },
    });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await limited.inject({ method: 'GET', url: '/og/blog/no-such-post.jpg' })).statusCode,
      );
    }
    expect(codes).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});
