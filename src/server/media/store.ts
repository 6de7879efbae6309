import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaPreset } from './presets';
import type { RenderedVariant } from './variants';

const COLLECTION = /^[a-z0-9][a-z0-9-]*$/;
/** 128 random bits: a media item's address cannot be guessed or enumerated. */
export const MEDIA_ID = /^[0-9a-f]{32}$/;
/** The name of one stored variant: `<id>-<variant>.webp`. */
export const MEDIA_FILE = /^([0-9a-f]{32})-([a-z0-9]+)\.webp$/;

export function collectionDir(dataDir: string, collection: string): string {
  if (!COLLECTION.test(collection)) throw new Error(`Not a media collection name: ${collection}`);
  return path.resolve(dataDir, 'uploads', collection);
}

export const variantFile = (id: string, variant: string) => `${id}-${variant}.webp`;

/** The media id inside a variant's file name, or null for any other name. */
export const mediaIdOf = (file: string) => MEDIA_FILE.exec(file)?.[1] ?? null;

/**
 * The path of `file` in a collection, or null unless the name matches one of `names` and stays
 * a plain name inside the folder (no separators, no `..`): names come from URLs and rows.
 */
export function mediaPath(dataDir: string, collection: string, file: string, names: readonly RegExp[] = [MEDIA_FILE]) {
  if (!names.some((name) => name.test(file))) return null;
  const dir = collectionDir(dataDir, collection);
  const full = path.resolve(dir, file);
  return path.dirname(full) === dir && path.basename(full) === file ? full : null;
}

export interface SavedMedia {
  id: string;
  /** File name per variant name. */
  files: Record<string, string>;
}

/**
 * Writes every variant under DATA_DIR/uploads/<collection>/. Each is written whole under a
 * temporary name and then renamed, so a reader never sees half a picture; if one fails, the
 * others are removed again. A new id per upload, so browsers never show a cached old picture.
 */
export async function saveMedia(
  dataDir: string,
  preset: MediaPreset,
  variants: readonly RenderedVariant[],
): Promise<SavedMedia> {
  const dir = collectionDir(dataDir, preset.collection);
  await mkdir(dir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const files: Record<string, string> = {};
  // Everything created so far, to take back if a later variant fails (a full disk, say).
  const created: string[] = [];
  try {
    for (const variant of variants) {
      const file = variantFile(id, variant.name);
      if (!MEDIA_FILE.test(file)) throw new Error(`Not a variant name: ${variant.name}`);
      const temporary = path.join(dir, `.${file}.${randomBytes(4).toString('hex')}.tmp`);
      created.push(temporary, path.join(dir, file));
      await writeFile(temporary, variant.data);
      await rename(temporary, path.join(dir, file));
      files[variant.name] = file;
    }
  } catch (err) {
    await Promise.all(created.map((file) => unlinkIfThere(file).catch(() => undefined)));
    throw err;
  }
  return { id, files };
}

/** Removes every variant of one media item; variants already gone are fine. */
export async function deleteMedia(dataDir: string, preset: MediaPreset, id: string): Promise<void> {
  if (!MEDIA_ID.test(id)) return;
  const dir = collectionDir(dataDir, preset.collection);
  await Promise.all(preset.variants.map((v) => unlinkIfThere(path.join(dir, variantFile(id, v.name)))));
}

export async function unlinkIfThere(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Bytes on disk of every variant of one media item (a variant that is missing counts 0). */
export async function mediaBytes(dataDir: string, preset: MediaPreset, id: string): Promise<number> {
  if (!MEDIA_ID.test(id)) return 0;
  const dir = collectionDir(dataDir, preset.collection);
  const sizes = await Promise.all(
    preset.variants.map((v) =>
      stat(path.join(dir, variantFile(id, v.name))).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}
