import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

export async function saveAvatar(dataDir: string, userId: string, data: Buffer, type: AvatarType): Promise<string> {
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  // A new name per upload, so browsers never show a cached old picture.
  const file = `${userId}-${randomBytes(8).toString('hex')}.${EXTENSION[type]}`;
  await writeFile(path.join(dir, file), data);
  return file;
}

export async function removeAvatar(dataDir: string, file: string | null): Promise<void> {
  if (!file || !AVATAR_FILE.test(file)) return;
  await unlink(path.join(avatarDir(dataDir), file)).catch(() => undefined);
}

export const contentTypeOf = (file: string) =>
  file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
