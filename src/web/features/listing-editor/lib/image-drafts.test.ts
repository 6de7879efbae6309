import { describe, expect, it } from 'vitest';
import type { ListingImageView } from '@common/schemas/listings';
import {
  addFiles,
  addUrl,
  coverKeyOf,
  imagesFromListing,
  markSaved,
  moveDraft,
  moveDraftTo,
  removeDraft,
  unsent,
} from './image-drafts';

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const saved = (id: string, cover = false): ListingImageView => ({
  id,
  cover,
  source: 'upload',
  thumb: `/t/${id}`,
  card: `/c/${id}`,
  full: `/f/${id}`,
});

describe('image drafts', () => {
  it('marks a file of the wrong type or over 10 MB on its own, and does not send it', () => {
    const state = addFiles(imagesFromListing([]), [
      png('ok.png'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      png('huge.png', 10 * 1024 * 1024 + 1),
    ]);
    expect(state.items.map((i) => (i.kind === 'saved' ? null : i.error))).toEqual([
      null,
      'listingImageType',
      'listingImageTooLarge',
    ]);
    expect(unsent(state).map((i) => (i.kind === 'file' ? i.file.name : ''))).toEqual(['ok.png']);
  });

  it('refuses the eleventh picture, counting the saved ones', () => {
    const start = imagesFromListing(Array.from({ length: 9 }, (_, n) => saved(`s${n}`)));
    const state = addUrl(addFiles(start, [png('tenth.png')]), 'https://example.com/eleventh.jpg');
    expect(state.items.at(-2)).toMatchObject({ state: 'pending' });
    expect(state.items.at(-1)).toMatchObject({ state: 'invalid', error: 'listingImageLimit' });
  });

  it('moves pictures within bounds, and the first is the cover until one is chosen', () => {
    let state = imagesFromListing([saved('a'), saved('b'), saved('c')]);
    expect(coverKeyOf(state)).toBe('a');
    state = moveDraft(state, 'c', -1);
    expect(state.items.map((i) => i.key)).toEqual(['a', 'c', 'b']);
    expect(moveDraft(state, 'a', -1)).toBe(state);
    expect(moveDraftTo(state, 'b', 'a').items.map((i) => i.key)).toEqual(['b', 'a', 'c']);
    state = { ...state, coverKey: 'b' };
    expect(coverKeyOf(state)).toBe('b');
  });

  it('removing a saved picture remembers it for deletion on save; removing the cover falls back to the first', () => {
    const state = removeDraft(imagesFromListing([saved('a'), saved('b', true)]), 'b');
    expect(state.removedIds).toEqual(['b']);
    expect(coverKeyOf(state)).toBe('a');
  });

  it('an uploaded picture takes the server id in the same place, keeping the cover choice', () => {
    const added = addFiles(imagesFromListing([saved('a')]), [png('new.png')]);
    const key = added.items[1]!.key;
    const state = markSaved({ ...added, coverKey: key }, key, saved('srv'));
    expect(state.items.map((i) => i.key)).toEqual(['a', 'srv']);
    expect(coverKeyOf(state)).toBe('srv');
    expect(unsent(state)).toEqual([]);
  });
});
