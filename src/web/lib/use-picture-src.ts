import { useEffect, useState } from 'react';
import { accessToken } from './api-client';

/** Where the server sends uploaded listing pictures (server/media/listing-image-view.ts). */
const LISTING_PICTURES = '/api/listing-images/';

/**
 * The address to put in an <img> for a listing picture the signed-in user may see although it is
 * not public (a draft's: the server answers it only with the Bearer token, and an <img> sends no
 * header; there are no cookie sessions). Such a picture is fetched with the token and shown
 * through an object URL, revoked when the address changes or the component goes. Any other
 * address (a local preview, a foreign one) is returned as it is; without a token, or if the
 * fetch fails, the plain address is used (a published picture still shows). Undefined while loading.
 */
export function usePictureSrc(url: string, isPrivate = true): string | undefined {
  // A public picture (a published listing's) keeps its plain address: cached, and the same
  // address the server-rendered page has, so hydration matches.
  const needsToken = isPrivate && url.startsWith(LISTING_PICTURES);
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    const token = needsToken ? accessToken() : undefined;
    if (!token) return;
    const abort = new AbortController();
    let objectUrl: string | null = null;
    fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl });
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoaded({ url, src: url });
      });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, needsToken]);
  // Public now (the listing was just published): the plain address, never the object URL loaded
  // while it was private, which the effect's clean-up has revoked.
  if (!needsToken) return url;
  if (loaded?.url === url) return loaded.src;
  // Still loading: no address yet rather than one that would answer 404.
  return accessToken() ? undefined : url;
}
