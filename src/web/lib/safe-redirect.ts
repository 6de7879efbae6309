/**
 * The redirecturl of /login, if it is a path on this site. "//evil.test" or "https://..." would
 * send a freshly signed-in user elsewhere (an open redirect), so those are ignored.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
