import { avatarPreset } from '../media/presets';
import { deleteMedia, MEDIA_FILE, mediaIdOf, mediaPath, unlinkIfThere } from '../media/store';

/** Avatars saved before the media module (`<user id>-<16 hex>.<ext>`): still served and removed. */
const LEGACY_AVATAR_FILE = /^[0-9a-f-]{36}-[0-9a-f]{16}\.(png|jpg|webp)$/;
/** The names an avatar URL may carry. */
export const AVATAR_NAMES = [MEDIA_FILE, LEGACY_AVATAR_FILE] as const;
export const AVATAR_FILE = new RegExp(AVATAR_NAMES.map((name) => `(?:${name.source})`).join('|'));

/** Removes a stored avatar: every variant of a media item, or the one file of an older upload. */
export async function removeAvatar(dataDir: string, file: string | null): Promise<void> {
  if (!file) return;
  const id = mediaIdOf(file);
  if (id) return deleteMedia(dataDir, avatarPreset, id);
  const legacy = mediaPath(dataDir, avatarPreset.collection, file, [LEGACY_AVATAR_FILE]);
  if (legacy) await unlinkIfThere(legacy);
}
