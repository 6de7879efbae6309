import {
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGE_TYPES,
  LISTING_IMAGES_MAX,
  type ListingImageView,
} from '@common/schemas/listings';

/**
 * The pictures of the form as the member arranges them: ones the server has, files and addresses
 * still to send. Nothing is sent until the listing is saved (a new listing has no id to attach
 * them to); a picture that fails stays here with its error, so nothing chosen is lost.
 */
export type SendState = 'pending' | 'uploading' | 'failed' | 'invalid';

interface DraftBase {
  key: string;
}
export interface SavedDraft extends DraftBase {
  kind: 'saved';
  image: ListingImageView;
}
export interface FileDraft extends DraftBase {
  kind: 'file';
  file: File;
  /** An object URL of the file, for its thumbnail before it is uploaded. */
  preview: string;
  state: SendState;
  progress: number;
  /** An error code or a failed request. */
  error: unknown;
}
export interface UrlDraft extends DraftBase {
  kind: 'url';
  url: string;
  state: SendState;
  progress: number;
  error: unknown;
}
export type ImageDraft = SavedDraft | FileDraft | UrlDraft;
export type UnsentDraft = FileDraft | UrlDraft;

export interface ImagesState {
  items: ImageDraft[];
  /** The key of the cover; null: the first picture. */
  coverKey: string | null;
  /** Server ids of saved pictures the member removed, deleted on the next save. */
  removedIds: string[];
}

let counter = 0;
const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

export const imagesFromListing = (images: readonly ListingImageView[]): ImagesState => ({
  items: images.map((image) => ({ key: image.id, kind: 'saved', image })),
  coverKey: images.find((i) => i.cover)?.id ?? null,
  removedIds: [],
});

/** The browser's own type and size say early what the server would refuse (it checks the content again). */
export function fileProblem(file: File): string | null {
  if (!(LISTING_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'listingImageType';
  if (file.size > LISTING_IMAGE_MAX_BYTES) return 'listingImageTooLarge';
  return null;
}

/** Pictures that count toward the limit of 10 (refused files do not). */
const countable = (items: readonly ImageDraft[]) =>
  items.filter((i) => i.kind === 'saved' || i.state !== 'invalid').length;

export function addFiles(state: ImagesState, files: readonly File[]): ImagesState {
  let room = LISTING_IMAGES_MAX - countable(state.items);
  const added: FileDraft[] = files.map((file) => {
    const problem = fileProblem(file) ?? (room > 0 ? null : 'listingImageLimit');
    if (!problem) room -= 1;
    return {
      key: newKey('file'),
      kind: 'file',
      file,
      preview: URL.createObjectURL(file),
      state: problem ? 'invalid' : 'pending',
      progress: 0,
      error: problem,
    };
  });
  return { ...state, items: [...state.items, ...added] };
}

export function addUrl(state: ImagesState, url: string): ImagesState {
  const full = countable(state.items) >= LISTING_IMAGES_MAX;
  const draft: UrlDraft = {
    key: newKey('url'),
    kind: 'url',
    url,
    state: full ? 'invalid' : 'pending',
    progress: 0,
    error: full ? 'listingImageLimit' : null,
  };
  return { ...state, items: [...state.items, draft] };
}

export function removeDraft(state: ImagesState, key: string): ImagesState {
  const gone = state.items.find((i) => i.key === key);
  if (!gone) return state;
  if (gone.kind === 'file') URL.revokeObjectURL(gone.preview);
  return {
    items: state.items.filter((i) => i.key !== key),
    coverKey: state.coverKey === key ? null : state.coverKey,
    removedIds: gone.kind === 'saved' ? [...state.removedIds, gone.image.id] : state.removedIds,
  };
}

/** Moves a picture one place toward the start (-1) or the end (+1). */
export function moveDraft(state: ImagesState, key: string, step: -1 | 1): ImagesState {
  const from = state.items.findIndex((i) => i.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= state.items.length) return state;
  const items = [...state.items];
  const [moved] = items.splice(from, 1);
  if (moved) items.splice(to, 0, moved);
  return { ...state, items };
}

/** Puts a picture where another one is (dragging a tile onto another). */
export function moveDraftTo(state: ImagesState, key: string, targetKey: string): ImagesState {
  const from = state.items.findIndex((i) => i.key === key);
  const to = state.items.findIndex((i) => i.key === targetKey);
  if (from < 0 || to < 0 || from === to) return state;
  const items = [...state.items];
  const [moved] = items.splice(from, 1);
  if (moved) items.splice(to, 0, moved);
  return { ...state, items };
}

export function patchDraft(
  state: ImagesState,
  key: string,
  patch: Partial<Omit<UnsentDraft, 'kind' | 'key'>>,
): ImagesState {
  return {
    ...state,
    items: state.items.map((i) => (i.key === key && i.kind !== 'saved' ? ({ ...i, ...patch } as ImageDraft) : i)),
  };
}

/** An unsent picture became a saved one: same place in the order, the cover choice kept. */
export function markSaved(state: ImagesState, key: string, image: ListingImageView): ImagesState {
  const old = state.items.find((i) => i.key === key);
  if (old?.kind === 'file') URL.revokeObjectURL(old.preview);
  return {
    ...state,
    items: state.items.map((i) => (i.key === key ? { key: image.id, kind: 'saved', image } : i)),
    coverKey: state.coverKey === key ? image.id : state.coverKey,
  };
}

export const coverKeyOf = (state: ImagesState): string | null => state.coverKey ?? state.items[0]?.key ?? null;

/** What still has to go to the server: everything not refused up front and not yet saved. */
export const unsent = (state: ImagesState): UnsentDraft[] =>
  state.items.filter((i): i is UnsentDraft => i.kind !== 'saved' && i.state !== 'invalid');
