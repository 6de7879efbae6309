import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AVATAR_TYPES } from '../../../common/schemas/account';

type AvatarType = (typeof AVATAR_TYPES)[number];

/** The type by the file's first bytes; the name and the declared type are not trusted. */
export function sniffImageType(head: Buffer): AvatarType | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 12 && head.toString('ascii', 0, 4) === 'RIFF' && head.toString('ascii', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

const EXTENSION: Record<AvatarType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const AVATAR_FILE = /^[0-9a-f-]{36}-[0-9a-f]{16}\.(png|jpg|webp)$/;

export const avatarDir = (dataDir: string) => path.resolve(dataDir, 'uploads', 'avatars');

/**
 * A 2 MB file can still claim 50000 x 50000 pixels (a decompression bomb): pictures are refused
 * above this many pixels before they are decoded.
 */
export const AVATAR_MAX_PIXELS = 24_000_000;
/** Stored avatars are at most this wide and high; a profile picture never needs more. */
export const AVATAR_SIZE = 512;

export type AvatarProblem = 'type' | 'tooManyPixels';

/**
 * Decodes the upload for real (a valid signature on a broken or hostile body is refused) and
 * re-encodes it as a WebP of at most AVATAR_SIZE, turned upright; the re-encoding drops every
 * metadata block (EXIF with GPS positions, comments, embedded profiles).
 */
export async function normalizeAvatar(data: Buffer): Promise<{ data: Buffer } | { problem: AvatarProblem }> {
  try {
    const image = sharp(data, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > AVATAR_MAX_PIXELS) return { problem: 'tooManyPixels' };
    const out = await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { data: out };
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    return { problem: /pixel limit/i.test(message) ? 'tooManyPixels' : 'type' };
  }
}

export async function saveAvatar(dataDir: string, userId: string, data: Buffer, type: AvatarType): Promise<string> {
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  // A new name per upload, so browsers never show a cached old picture.
  const file = `${userId}-${randomBytes(8).toString('hex')}.${EXTENSION[type]}`;
  // Written whole under a temporary name, then renamed: a reader never sees half a picture.
  const temporary = path.join(dir, `.${file}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, path.join(dir, file));
  return file;
}

export async function removeAvatar(dataDir: string, file: string | null): Promise<void> {
  if (!file || !AVATAR_FILE.test(file)) return;
  await unlink(path.join(avatarDir(dataDir), file)).catch(() => undefined);
}

export const contentTypeOf = (file: string) =>
  file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
