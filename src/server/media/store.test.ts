import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listingPreset } from './presets';
import { collectionDir, deleteMedia, MEDIA_FILE, mediaIdOf, mediaPath, saveMedia } from './store';
import { pictureIn } from './test-images';
import { renderVariants, type RenderedVariant } from './variants';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-store-'));
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

async function listingVariants(): Promise<RenderedVariant[]> {
  const rendered = await renderVariants(await pictureIn.jpeg(1200, 900), listingPreset);
  if ('problem' in rendered) throw new Error(rendered.problem);
  return rendered.variants;
}

const listed = async () => (await readdir(path.join(dataDir, 'uploads', 'listings'))).sort();

describe('media store', () => {
  it('writes every variant under DATA_DIR/uploads/<collection> with unguessable names', async () => {
    const variants = await listingVariants();
    const saved = await saveMedia(dataDir, listingPreset, variants);
    expect(saved.id).toMatch(/^[0-9a-f]{32}$/);
    expect(saved.files).toEqual({
      thumb: `${saved.id}-thumb.webp`,
      card: `${saved.id}-card.webp`,
      full: `${saved.id}-full.webp`,
    });
    // No temporary file is left behind.
    expect(await listed()).toEqual(Object.values(saved.files).sort());
    const full = await readFile(path.join(dataDir, 'uploads', 'listings', saved.files.full!));
    expect(full.equals(variants[2]!.data)).toBe(true);
    expect(mediaIdOf(saved.files.card!)).toBe(saved.id);
    const again = await saveMedia(dataDir, listingPreset, variants);
    expect(again.id).not.toBe(saved.id);
  });

  it('deletes every variant of one item and nothing else', async () => {
    const variants = await listingVariants();
    const gone = await saveMedia(dataDir, listingPreset, variants);
    const kept = await saveMedia(dataDir, listingPreset, variants);
    await deleteMedia(dataDir, listingPreset, gone.id);
    expect(await listed()).toEqual(Object.values(kept.files).sort());
    // Deleting again, or an id that is not one, is not an error.
    await deleteMedia(dataDir, listingPreset, gone.id);
    await deleteMedia(dataDir, listingPreset, '../../etc');
    expect(await listed()).toEqual(Object.values(kept.files).sort());
  });

  it('takes back what it wrote when one variant cannot be saved', async () => {
    const [first] = await listingVariants();
    const bad = { ...first!, name: 'x/../../escape' };
    await expect(saveMedia(dataDir, listingPreset, [first!, bad])).rejects.toThrow(/variant name/);
    expect(await listed()).toEqual([]);
  });

  it('refuses names that leave the folder or are not media names', async () => {
    const id = 'a'.repeat(32);
    expect(mediaPath(dataDir, 'listings', `${id}-full.webp`)).toBe(
      path.join(dataDir, 'uploads', 'listings', `${id}-full.webp`),
    );
    for (const name of [
      '../../server.lock',
      `../listings/${id}-full.webp`,
      `${id}-full.webp/..`,
      `.${id}-full.webp.tmp`,
      `${id}-full.png`,
      '',
    ]) {
      expect(mediaPath(dataDir, 'listings', name)).toBeNull();
    }
    // Even a pattern that lets anything through cannot reach outside.
    expect(mediaPath(dataDir, 'listings', '../../secret', [/.*/])).toBeNull();
    expect(mediaPath(dataDir, 'listings', '..', [/.*/])).toBeNull();
    expect(() => collectionDir(dataDir, '../etc')).toThrow();
    expect(MEDIA_FILE.test(`${id}-full.webp`)).toBe(true);
  });

  it('leaves files it does not know alone', async () => {
    const dir = collectionDir(dataDir, 'listings');
    await saveMedia(dataDir, listingPreset, await listingVariants());
    await writeFile(path.join(dir, 'notes.txt'), 'x');
    await deleteMedia(dataDir, listingPreset, 'notes');
    expect(await listed()).toContain('notes.txt');
  });
});
