import { url } from 'virtual:tabler-icon-data';
import { toEntries, type IconEntry, type RawIcon } from './icon-entries';

let loading: Promise<IconEntry[]> | undefined;

/**
 * The bundled icon set, fetched once from the build's JSON asset (never from the internet, and in
 * no JavaScript chunk: the list is ~2 MB of SVG paths, a few hundred KB compressed). A failed
 * fetch is forgotten, so "Try again" fetches anew.
 */
export function loadIcons(): Promise<IconEntry[]> {
  loading ??= fetch(url)
    .then((res) => {
      if (!res.ok) throw new Error(`icon data: HTTP ${res.status}`);
      return res.json() as Promise<RawIcon[]>;
    })
    .then(toEntries);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
