// The picture a shared link shows (issue 25): WhatsApp, Facebook and X show no SVG, and the
// posts' and services' pictures are SVGs (the built-in ones) or uploads of any shape. Each
// gets a 1200 × 630 JPEG made from its own picture, the size those previews ask for.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_KINDS = ['blog', 'services'] as const;
export type ShareImageKind = (typeof SHARE_IMAGE_KINDS)[number];

// The web app's public files, where the built-in pictures are when the app is not built
// (development, tests); the built app carries the same files.
const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));

const MEDIA = /^\/api\/media\/([0-9a-f-]{36})$/;
const STATIC = /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png|jpe?g|webp|gif)$/;

// Made once per picture and instance: the key changes with the content's last change. Requests
// for a picture being made wait for that one making, not start another.
const made = new Map<string, Buffer>();
const making = new Map<string, Promise<Buffer | null>>();
const KEEP = 64;

async function pictureBytes(app: FastifyInstance, source: string): Promise<Buffer | null> {
  const media = MEDIA.exec(source);
  if (media) {
    const row = await app.mediaRepository.findById(media[1]!);
    return row ? Buffer.from(row.content) : null;
  }
  // Only the site's own pictures, by a path that cannot leave their folder.
  if (!STATIC.test(source)) return null;
  for (const root of [app.config.webDistDir, webPublic]) {
    if (!root) continue;
    try {
      return await readFile(path.join(root, source));
    } catch {
      // Not in this folder: try the next.
    }
  }
  return null;
}

// The JPEG for a published post or a public service by its slug; null when there is none, or
// it has no picture we can read (the page then shares the site's card).
export async function shareImage(
  app: FastifyInstance,
  { kind, slug }: { kind: ShareImageKind; slug: string },
): Promise<Buffer | null> {
  const content =
    kind === 'blog'
      ? await app.blogRepository
          .findPublishedBySlug(slug)
          .then((post) => post && { source: post.thumbnail, changed: post.updatedAt })
      : await app.servicesRepository
          .findPublicBySlug(slug)
          .then((service) => service && { source: service.imageUrl, changed: service.updatedAt });
  if (!content?.source) return null;
  const key = `${kind}:${slug}:${content.source}:${content.changed.getTime()}`;
  const kept = made.get(key);
  if (kept) return kept;
  const pending = making.get(key);
  if (pending) return pending;
  const job = (async () => {
    const bytes = await pictureBytes(app, content.source);
    if (!bytes) return null;
    try {
      const jpeg = await sharp(bytes, { density: 192, limitInputPixels: 40_000_000 })
        .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      if (made.size >= KEEP) made.delete(made.keys().next().value!);
      made.set(key, jpeg);
      return jpeg;
    } catch (error) {
      // A picture the library cannot read (uploads are checked by type, not fully decoded).
      app.log.warn({ err: error, kind, slug }, 'share image could not be made');
      return null;
    }
  })().finally(() => making.delete(key));
  making.set(key, job);
  return job;
}
