import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { MEDIA_FILE, mediaPath } from './store';

/** A stored file never changes (a new upload gets a new name), so caches may keep it for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A file only some may see (a draft listing's picture): no shared cache keeps it, no disk copy stays. */
export const PRIVATE_MEDIA_CACHE_CONTROL = 'private, no-store';

const TYPE_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

export interface OpenedMedia {
  type: string;
  size: number;
  stream: Readable;
}

/**
 * Opens a stored file for sending, or null when the name is not one of `names` (or tries to
 * leave the folder) or no such file exists. Opened, not just checked, so a file removed in
 * between cannot turn a 404 into a broken 200.
 */
export async function openMedia(
  dataDir: string,
  collection: string,
  file: string,
  names: readonly RegExp[] = [MEDIA_FILE],
): Promise<OpenedMedia | null> {
  const full = mediaPath(dataDir, collection, file, names);
  const type = TYPE_BY_EXTENSION[file.slice(file.lastIndexOf('.') + 1)];
  if (!full || !type) return null;
  let handle;
  try {
    handle = await open(full, 'r');
  } catch {
    return null;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new Error('not a file');
    return { type, size: stat.size, stream: handle.createReadStream() };
  } catch {
    await handle.close();
    return null;
  }
}

export function sendMedia(reply: FastifyReply, media: OpenedMedia, cacheControl: string = MEDIA_CACHE_CONTROL) {
  return reply
    .type(media.type)
    .header('content-length', media.size)
    .header('cache-control', cacheControl)
    .send(media.stream);
}
